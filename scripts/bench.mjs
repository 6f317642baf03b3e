#!/usr/bin/env node
/**
 * `npm run bench`: runs every benchmark suite and writes the figures, with the machine they were
 * measured on, to BENCHMARKS.md. Each suite is a function returning a Markdown section, so later
 * suites (embed sizes, Lighthouse, the portfolio service under load) add one entry to SUITES.
 */
import { execFileSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { monteCarloInBrowser } from './bench-browser-mc.mjs';
import { layoutShift, lighthouse, routeSizes } from './bench-site.mjs';

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
  layoutShift,
  consumerSizes,
];

const cpu = os.cpus()[0]?.model ?? 'unknown CPU';
const header = [
  '# Benchmarks',
  '',
  'Written by `npm run bench`; do not edit by hand. Timings on 2-core machines are noisy, so every',
  'figure is the median of several runs after warm-up.',
  '',
  `- measured: ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC`,
  `- machine: ${os.cpus().length} × ${cpu}, ${(os.totalmem() / 2 ** 30).toFixed(0)} GiB RAM, ${os.type()} ${os.release()}`,
  `- runtime: Node ${process.version}`,
  `- load average when started (1/5/15 min): ${os
    .loadavg()
    .map((l) => l.toFixed(2))
    .join(' / ')} — wall-clock medians on a`,
  '  shared 2-core machine rise with load; the Monte Carlo rows also give CPU time, which does not.',
  '',
].join('\n');

const sections = [];
for (const suite of SUITES) {
  process.stderr.write(`bench: ${suite.name}…\n`);
  sections.push(await suite(root));
}
writeFileSync(path.join(root, 'BENCHMARKS.md'), `${header}\n${sections.join('\n')}`);
process.stderr.write('bench: wrote BENCHMARKS.md\n');
