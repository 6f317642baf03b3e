/**
 * The Monte Carlo calculator in Chromium, for `npm run bench`: the largest GBM and Heston runs
 * (10 000 paths × 30 years × 365 steps) on the built site's page, as a visitor starts them, with the
 * workers of `simulateParallel` and the WebAssembly kernel under the site's own Content-Security-Policy
 * rules. Reported: the run's wall time in the page (from the first painted progress value to the
 * result), how many progress values the page painted meanwhile, and the main thread's longest task
 * during the run with the number of tasks over 50 ms (the long-task threshold; target: none).
 *
 * Alone: `node scripts/bench-browser-mc.mjs` (after `npm run build`).
 */
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { chromium } from 'playwright-core';
import { waitForUrl } from './wait-for-url.mjs';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './chromium.mjs';

const PORT = 4181;
const RUNS = 3;
const MAXIMAL = 'paths=10000&years=30&stepsPerYear=365';

/** One run of `query` on the calculator page: wall time, painted progress values, long tasks. */
async function measure(browser, base, query) {
  const page = await browser.newPage();
  try {
    await page.addInitScript(() => {
      const w = window;
      w.__tasks = [];
      w.__painted = [];
      new PerformanceObserver((list) => {
        for (const e of list.getEntries()) w.__tasks.push({ start: e.startTime, duration: e.duration });
      }).observe({ type: 'longtask', buffered: true });
      // Every progress value painted, sampled once a frame, with when it was first seen.
      const sample = () => {
        const value = document.querySelector('progress')?.value;
        if (value !== undefined && w.__painted.at(-1)?.value !== value)
          w.__painted.push({ value, at: performance.now() });
        requestAnimationFrame(sample);
      };
      requestAnimationFrame(sample);
    });
    await page.goto(`${base}/kalkulatorok/monte-carlo?${query}`, { waitUntil: 'load' });
    // The page runs the simulation on load; the result replaces the progress bar.
    await page.getByRole('progressbar').waitFor({ state: 'visible', timeout: 60_000 });
    await page.getByRole('progressbar').waitFor({ state: 'detached', timeout: 120_000 });
    const end = await page.evaluate(() => performance.now());
    const { tasks, painted } = await page.evaluate(() => ({ tasks: window.__tasks, painted: window.__painted }));
    const start = painted[0]?.at ?? end;
    const during = tasks.filter((t) => t.start + t.duration >= start && t.start <= end);
    return {
      ms: end - start,
      painted: painted.length,
      longest: Math.max(0, ...during.map((t) => t.duration)),
      over50: during.filter((t) => t.duration > 50).length,
    };
  } finally {
    await page.close();
  }
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

export async function monteCarloInBrowser(root) {
  const preview = spawn('npx', ['vite', 'preview', '--host', '127.0.0.1', '--port', String(PORT), '--strictPort'], {
    cwd: path.join(root, 'apps/site'),
    stdio: 'ignore',
    detached: true,
  });
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  try {
    const base = `http://127.0.0.1:${PORT}`;
    await waitForUrl(`${base}/`, 30_000);
    const rows = [];
    for (const [name, query] of [
      ['GBM', `${MAXIMAL}&model=gbm`],
      ['Heston', `${MAXIMAL}&model=stochasticVolatility`],
    ]) {
      const runs = [];
      for (let i = 0; i < RUNS; i++) runs.push(await measure(browser, base, query));
      const longest = Math.max(...runs.map((r) => r.longest));
      const over50 = runs.reduce((n, r) => n + r.over50, 0);
      rows.push(
        `| ${name}, 10 000 × 30 y × 365 | ${median(runs.map((r) => r.ms)).toFixed(0)} ms | ${median(runs.map((r) => r.painted))} | ${longest > 0 ? `${longest.toFixed(0)} ms` : 'none'} | ${over50} | ${over50 === 0 ? '✅' : '❌'} |`,
      );
    }
    return [
      '## Monte Carlo calculator in Chromium',
      '',
      `The built site's \`/kalkulatorok/monte-carlo\` page in headless Chromium (${RUNS} runs each, median): the run starts on load with \`simulateParallel\` on the page's workers and the WebAssembly kernel. Time from the first painted progress value to the result; progress values the page painted meanwhile; the longest main-thread long task during the run (any run; the browser reports only tasks over 50 ms, so "none" means every task was shorter) and how many there were (all runs). Target: none.`,
      '',
      '| run | wall time | progress values painted | longest task over 50 ms | tasks over 50 ms | met |',
      '|---|---:|---:|---:|---:|---|',
      ...rows,
      '',
    ].join('\n');
  } finally {
    await browser.close();
    try {
      process.kill(-preview.pid, 'SIGTERM');
    } catch {
      /* gone */
    }
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
  process.stdout.write(`${await monteCarloInBrowser(root)}\n`);
}
