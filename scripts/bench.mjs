#!/usr/bin/env node
/**
 * `npm run bench`: runs every benchmark suite and writes the figures, with the machine they were
 * measured on, to BENCHMARKS.md. Each suite is a function returning Markdown sections (each under a
 * `## ` heading), so later suites (embed sizes, Lighthouse, the portfolio service under load) add one
 * entry to SUITES.
 *
 * `npm run bench -- --only lighthouse,keystrokeLatency` runs the named suites alone and replaces
 * their sections in BENCHMARKS.md in place (by heading), leaving the others as they were measured;
 * the header then says when (and under what load) each of them was measured again.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { monteCarloInBrowser } from './bench-browser-mc.mjs';
import { keystrokeLatency, layoutShift, lighthouse, lighthouseHttp1, routeSizes } from './bench-site.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

function fmtMs(ms) {
  return ms >= 100 ? ms.toFixed(0) : ms >= 10 ? ms.toFixed(1) : ms.toFixed(2);
}

/** finance-core: Monte Carlo and portfolio optimisation, single-threaded Node. */
function financeCore() {
  const out = execFileSync('npx', ['tsx', 'bench/run.ts'], {
    cwd: path.join(root, 'packages/finance-core'),
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'inherit'],
    maxBuffer: 16 * 1024 * 1024,
  });
  const results = JSON.parse(out);
  const extraKeys = [...new Set(results.flatMap((r) => Object.keys(r.extra)))];
  const lines = [
    '## finance-core (Node; the parallel rows on worker_threads)',
    '',
    `| case | median (ms) | min | max | runs | target | ${extraKeys.map((k) => `${k} |`).join(' ')} met |`,
    `|---|---:|---:|---:|---:|---|${extraKeys.map(() => '---|').join('')}---|`,
    ...results.map(
      (r) =>
        `| ${r.name} | ${fmtMs(r.medianMs)} | ${fmtMs(r.minMs)} | ${fmtMs(r.maxMs)} | ${r.runs} | ${r.target} | ${extraKeys
          .map((k) => `${r.extra[k] ?? ''} |`)
          .join(' ')} ${r.pass === null ? '' : r.pass ? '✅' : '❌'} |`,
    ),
    '',
  ];
  return lines.join('\n');
}

/** apps/api under load on loopback (autocannon): a 10-stock, one-year optimisation request. */
function apiLoad() {
  return execFileSync('node', ['apps/api/bench/load.mjs'], {
    cwd: root,
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'inherit'],
  });
}

/** apps/embed: gzipped loader and widget chunks, preact and React builds. */
function embedSizes() {
  return execFileSync('node', ['apps/embed/bench/sizes.mjs'], {
    cwd: root,
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'inherit'],
  });
}

/**
 * @penzugy/widgets as an npm consumer meets it (tests/consumer/check.mjs): the packed packages in
 * fresh Vite apps on React 18 and 19, what importing LoanCalculator adds to an app and the install
 * size. The packages were built above. A failed check still prints its table (marked ❌); the check
 * itself runs in `npm test`.
 */
function consumerSizes() {
  try {
    return execFileSync('node', ['tests/consumer/check.mjs', '--no-build', '--markdown'], {
      cwd: root,
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'inherit'],
    });
  } catch (e) {
    if (typeof e.stdout === 'string' && e.stdout.startsWith('## ')) return e.stdout;
    throw e;
  }
}

const SUITES = [
  financeCore,
  monteCarloInBrowser,
  apiLoad,
  embedSizes,
  routeSizes,
  lighthouse,
  lighthouseHttp1,
  layoutShift,
  keystrokeLatency,
  consumerSizes,
];

const onlyArg = process.argv.indexOf('--only');
const only = onlyArg === -1 ? null : (process.argv[onlyArg + 1] ?? '').split(',').filter(Boolean);
const unknown = (only ?? []).filter((name) => !SUITES.some((suite) => suite.name === name));
if (unknown.length > 0) {
  process.stderr.write(`bench: no suite ${unknown.join(', ')}; suites: ${SUITES.map((s) => s.name).join(', ')}\n`);
  process.exit(2);
}

const cpu = os.cpus()[0]?.model ?? 'unknown CPU';
// Taken before the suites run: the load they started under.
const startedAt = `${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC`;
const startLoad = os
  .loadavg()
  .map((l) => l.toFixed(2))
  .join(' / ');
const machineLines = [
  `- measured: ${startedAt}`,
  `- machine: ${os.cpus().length} × ${cpu}, ${(os.totalmem() / 2 ** 30).toFixed(0)} GiB RAM, ${os.type()} ${os.release()}`,
  `- runtime: Node ${process.version}`,
  `- load average when started (1/5/15 min): ${startLoad} — wall-clock medians on a`,
  '  shared 2-core machine rise with load; the Monte Carlo rows also give CPU time, which does not.',
];
const intro = [
  '# Benchmarks',
  '',
  'Written by `npm run bench`; do not edit by hand. Timings on 2-core machines are noisy, so every',
  'figure is the median of several runs after warm-up.',
  '',
];

/** Splits Markdown into its `## ` sections: [{ heading, text }]; the text before the first is `head`. */
function splitSections(markdown) {
  const parts = markdown.split(/^(?=## )/m);
  const head = parts[0]?.startsWith('## ') ? '' : (parts.shift() ?? '');
  return { head, sections: parts.map((text) => ({ heading: text.slice(0, text.indexOf('\n')), text })) };
}

const file = path.join(root, 'BENCHMARKS.md');
const chosen = only ? SUITES.filter((suite) => only.includes(suite.name)) : SUITES;
const outputs = [];
for (const suite of chosen) {
  process.stderr.write(`bench: ${suite.name}…\n`);
  outputs.push(await suite(root));
}
if (!only || !existsSync(file)) {
  writeFileSync(file, `${[...intro, ...machineLines, ''].join('\n')}\n${outputs.join('\n')}`);
} else {
  const current = splitSections(readFileSync(file, 'utf8'));
  const fresh = splitSections(outputs.join('\n')).sections;
  const sections = current.sections.map((old) => fresh.find((f) => f.heading === old.heading) ?? old);
  for (const f of fresh) if (!current.sections.some((old) => old.heading === f.heading)) sections.push(f);
  // The header keeps the full run's lines and says, per suite, when it was measured again.
  const stamp = `${startedAt}, load average when started ${startLoad}`;
  const headLines = current.head
    .trimEnd()
    .split('\n')
    .filter((line) => !only.some((name) => line.startsWith(`- re-measured ${name}:`)));
  const rerun = only.map((name) => `- re-measured ${name}: ${stamp}`);
  const body = sections.map((section) => `${section.text.trimEnd()}\n`).join('\n');
  writeFileSync(file, `${[...headLines, ...rerun, ''].join('\n')}\n${body}`);
}
process.stderr.write('bench: wrote BENCHMARKS.md\n');
