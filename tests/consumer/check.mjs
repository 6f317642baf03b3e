#!/usr/bin/env node
/**
 * `node tests/consumer/check.mjs`: the widgets as an npm consumer meets them. Packs the published
 * packages (`npm pack`), installs the tarballs into fresh apps in a temporary directory (outside
 * the workspace, no `--legacy-peer-deps`) on React 18.3 and on React 19, and checks:
 *
 * - installing `@penzugy/widgets` brings no pdfjs-dist (it is an optional peer of `/pdf`);
 * - finance-core's `simulateParallel` starts its worker threads from the ES modules and from the
 *   CommonJS build as installed (app/finance-core-workers.mjs);
 * - its types check in a strict app with `exactOptionalPropertyTypes` (app/types.tsx), and every
 *   optional prop of every exported component accepts `undefined` (optional-props.mjs);
 * - a Vite app importing only `LoanCalculator` adds at most LOAN_BUDGET_BYTES of gzipped JS to the
 *   first load of a bare app of the same React (the entry and its static imports; the panels it
 *   loads on demand apart, and their maths in them), with no pdf.js, no Monte Carlo worker and none
 *   of the other calculators in it, and with its CSS;
 * - `renderToString` of each calculator shows its default result, with no React warning
 *   (React 18 warns for every layout effect met on the server);
 * - the loan app, served with the calculator's server-rendered HTML, hydrates in Chromium without an
 *   error, and a number field reached with the Tab key takes typing as a new value (the browser's
 *   select-all survives the field's focus formatting);
 * - on React 19, a React Server Component importing the widgets runs under
 *   `node --conditions=react-server` with React's RSC loader, the widgets becoming client references;
 * - in a Next.js App Router app, server pages render the widgets from their own entries, a page
 *   with LoanCalculator alone stays within its budget, hydrates and takes typing (next-app.mjs).
 *
 * Needs the npm registry (or its cache) for React, its types, Vite, TypeScript and
 * react-server-dom-webpack and Next.js, and Chromium (scripts/chromium.mjs), nothing else. About a minute.
 * `--markdown` prints the sizes as a BENCHMARKS.md section (scripts/bench.mjs); `--keep` keeps the
 * temporary directory; `--no-build` packs the packages as built (`npm test` has just built them).
 * Exits non-zero when a check fails.
 *
 * The steps live beside this file: pack.mjs (the tarballs), consumer-app.mjs (one app per React
 * version), hydrate.mjs (the loan app in Chromium) and support.mjs (running commands, sizes, the
 * list of checks).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { consumer, LOAN_BUDGET_BYTES } from './consumer-app.mjs';
import { NEXT_LOAN_BUDGET_BYTES, nextConsumer } from './next-app.mjs';
import { pack, PACKAGES } from './pack.mjs';
import { failures, kb, log } from './support.mjs';

export { LOAN_BUDGET_BYTES } from './consumer-app.mjs';

const args = new Set(process.argv.slice(2));

const REACT_VERSIONS = [
  { name: 'React 18', range: '^18.3' },
  { name: 'React 19', range: '^19' },
];

/**
 * @param {Awaited<ReturnType<typeof consumer>>[]} results
 * @param {Awaited<ReturnType<typeof nextConsumer>>} next
 */
function markdown(results, next) {
  return [
    '## @penzugy/widgets as an npm consumer meets it',
    '',
    `From \`tests/consumer/check.mjs\`: the packed tarballs installed into fresh Vite ${results[0]?.viteVersion ?? ''} apps`,
    "(production builds, Vite's defaults); the JS of each app's first load (its entry and static imports),",
    'gzip level 9, 1 KB = 1024 bytes; *on demand* is what the loan app loads later (a panel when opened, the CSV writer).',
    '*Install* is what `npm install @penzugy/widgets` adds besides React and React DOM. Before the',
    'widgets were published per module (issue 15), the same app added 61 KB, plus the Monte Carlo',
    'worker and a 116 KB pdf.js chunk, and the install was about 95 MB.',
    '',
    `| React | bare app JS | LoanCalculator-only app JS | added by LoanCalculator (budget ${kb(LOAN_BUDGET_BYTES)}) | on demand | its CSS | install |`,
    '|---|---:|---:|---:|---:|---:|---:|',
    ...results.map(
      (r) =>
        `| ${r.reactVersion} | ${kb(r.bare.js)} | ${kb(r.loan.js)} | ${kb(r.added)} ${r.added <= LOAN_BUDGET_BYTES ? '✅' : '❌'} | ${kb(r.loan.onDemand)} | ${kb(r.cssBytes)} | ${(r.installBytes / 2 ** 20).toFixed(1)} MB |`,
    ),
    '',
    ...(next
      ? [
          `In a Next.js ${next.nextVersion} App Router app (\`next build\`, \`next start\`; tests/consumer/next-app.mjs), a server`,
          'page rendering only LoanCalculator from `@penzugy/widgets/loan-calculator`, against a bare server page of',
          "the same app (the `<script src>` files of each page's HTML). With every widget behind the one",
          "`'use client'` root entry, the same page added 119 KB, the app's rent-or-buy calculator included (issue 26).",
          '',
          `| bare page JS | LoanCalculator page JS | added (budget ${kb(NEXT_LOAN_BUDGET_BYTES)}) |`,
          '|---:|---:|---:|',
          `| ${kb(next.bare)} | ${kb(next.loan)} | ${kb(next.added)} ${next.added <= NEXT_LOAN_BUDGET_BYTES ? '✅' : '❌'} |`,
          '',
        ]
      : []),
  ].join('\n');
}

const started = Date.now();
const dir = mkdtempSync(path.join(os.tmpdir(), 'penzugy-consumer-'));
try {
  log(`packing ${PACKAGES.join(', ')}…`);
  const tarballs = pack(dir, { build: !args.has('--no-build') });
  const results = [];
  for (const react of REACT_VERSIONS) {
    log(`${react.name}: installing into ${dir}…`);
    results.push(await consumer(react, tarballs, dir));
  }
  log(`Next.js: installing into ${dir}…`);
  const next = await nextConsumer(tarballs, dir);
  log(`done in ${((Date.now() - started) / 1000).toFixed(0)} s`);
  if (args.has('--markdown')) process.stdout.write(markdown(results, next));
} finally {
  if (args.has('--keep')) log(`kept ${dir}`);
  else rmSync(dir, { recursive: true, force: true });
}
if (failures.length > 0) {
  log(`${failures.length} check(s) failed:\n  ${failures.join('\n  ')}`);
  process.exit(1);
}
