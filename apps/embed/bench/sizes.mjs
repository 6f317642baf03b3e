#!/usr/bin/env node
/**
 * `node apps/embed/bench/sizes.mjs`: prints a Markdown section with the gzipped sizes of the embed —
 * the loader and each widget's file (its CSS travels inside as a string; the CSS share is shown
 * apart) — built against preact/compat (what ships) and against React (kept measurable), and the
 * two budgets of issue 7: the loader ≤ 3 KB, the complete loan-calculator embed ≤ 45 KB.
 *
 * It builds both variants into temporary directories, so apps/embed/dist is left as it is.
 * Sizes are gzip level 9 of the exact bytes served; 1 KB = 1024 bytes.
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { buildEmbed } from '../build/build.mjs';
import { gzipSize } from '../build/manifest.mjs';

/**
 * Budgets, in bytes: issue 7's 45 KB for the complete loan-calculator embed (its first load: loader
 * and widget file; the panels it loads when opened are not in it, issue 25), back at 45 KB since
 * the embed's d3 and preact/compat were trimmed (README.md, Size); the affordability calculator
 * (issue 25) and the state-bond calculator (issue 29, its chart loaded on demand) have 45 KB too.
 */
export const BUDGETS = {
  // 3 KB until issue 26 gave it the widgets' reserved heights and the error card's diagnosis.
  loader: 3.5 * 1024,
  loanCalculatorEmbed: 45 * 1024,
  affordabilityEmbed: 45 * 1024,
  stateBondsEmbed: 45 * 1024,
};

const kb = (/** @type {number} */ bytes) => `${(bytes / 1024).toFixed(1)} KB`;
const mark = (/** @type {boolean} */ ok) => (ok ? '✅' : '❌');

/** @param {'preact' | 'react'} runtime */
async function measure(runtime) {
  const outDir = mkdtempSync(path.join(os.tmpdir(), `penzugy-embed-${runtime}-`));
  try {
    const manifest = await buildEmbed({ runtime, outDir, logLevel: 'error' });
    // The worker files are loaded on demand; measure them from disk.
    const onDemand = Object.fromEntries(
      Object.values(manifest.widgets)
        .flatMap((w) => w.onDemand)
        .filter((f) => /\.m?js$/.test(f))
        .map((f) => [path.basename(f).replace(/-[\w-]{8}\.js$/, '.js'), gzipSize(readFileSync(path.join(outDir, f)))]),
    );
    return { manifest, onDemand };
  } finally {
    rmSync(outDir, { recursive: true, force: true });
  }
}

/** The Markdown section. */
export async function embedSizesSection() {
  const preact = await measure('preact');
  const react = await measure('react');
  const widgets = Object.keys(preact.manifest.widgets);
  const row = (
    /** @type {string} */ name,
    /** @type {(m: typeof preact.manifest) => [number, number | null]} */ get,
  ) => {
    const [p, pc] = get(preact.manifest);
    const [r, rc] = get(react.manifest);
    return `| ${name} | ${kb(p)} | ${pc === null ? '' : kb(pc)} | ${kb(r)} | ${rc === null ? '' : kb(rc)} |`;
  };
  /** A widget's manifest entry; every built widget has one, so a missing one is a broken build. */
  const entry = (/** @type {typeof preact.manifest} */ m, /** @type {string} */ w) => {
    const e = m.widgets[w];
    if (!e) throw new Error(`No manifest entry for the widget ${w}`);
    return e;
  };
  /** What a partner page fetches for the widget's first view: the loader, the hash list, the widget file. */
  const firstLoad = (/** @type {typeof preact.manifest} */ m, /** @type {string} */ w) =>
    m.loader.gzipBytes + m.integrity.gzipBytes + entry(m, w).gzipBytes;
  const loanTotal = (/** @type {typeof preact.manifest} */ m) => firstLoad(m, 'loan-calculator');
  const loader = preact.manifest.loader.gzipBytes;
  const loan = loanTotal(preact.manifest);
  const affordability = firstLoad(preact.manifest, 'affordability');
  const stateBonds = firstLoad(preact.manifest, 'state-bonds');
  return [
    '## Embed bundle sizes (apps/embed)',
    '',
    'Gzipped (level 9) bytes served to a partner page, 1 KB = 1024 B. Each widget is one self-contained',
    'file with its CSS inside as a string ("CSS" is that string gzipped on its own). preact/compat is what',
    'ships; the React 19 build of the same code is kept for comparison (`EMBED_RUNTIME=react`).',
    '',
    '| file | preact | CSS | React | CSS |',
    '|---|---:|---:|---:|---:|',
    row('`embed.js` (loader)', (m) => [m.loader.gzipBytes, null]),
    row("`integrity.js` (the files' hashes)", (m) => [m.integrity.gzipBytes, null]),
    ...widgets.map((w) => row(`\`${w}.js\``, (m) => [entry(m, w).gzipBytes, entry(m, w).cssGzipBytes])),
    ...Object.keys(preact.onDemand).map(
      (f) => `| \`assets/${f}\` (on demand) | ${kb(preact.onDemand[f] ?? 0)} | | ${kb(react.onDemand[f] ?? 0)} | |`,
    ),
    `| **loan-calculator embed** (loader + hashes + chunk + CSS) | **${kb(loan)}** | | ${kb(loanTotal(react.manifest))} | |`,
    '',
    '| budget (issue 7) | measured | bytes | met |',
    '|---|---:|---:|---|',
    `| loader ≤ 3.5 KB | ${kb(loader)} | ${loader} | ${mark(loader <= BUDGETS.loader)} |`,
    `| complete loan-calculator embed ≤ 45 KB | ${kb(loan)} | ${loan} | ${mark(loan <= BUDGETS.loanCalculatorEmbed)} |`,
    `| complete affordability embed ≤ 45 KB (issue 25) | ${kb(affordability)} | ${affordability} | ${mark(affordability <= BUDGETS.affordabilityEmbed)} |`,
    `| complete state-bonds embed ≤ 45 KB (issue 29) | ${kb(stateBonds)} | ${stateBonds} | ${mark(stateBonds <= BUDGETS.stateBondsEmbed)} |`,
    '',
  ].join('\n');
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  process.stdout.write(`${await embedSizesSection()}\n`);
}
