/**
 * The widgets in a Next.js App Router app (next-app/, issue 26): the packed tarballs installed
 * beside Next.js and React 19, `next build`, `next start`, and checks of what a visitor gets:
 *
 * - the server layout calls `themeClass` from `@penzugy/widgets/theme` (a client entry's function
 *   would fail the build there);
 * - each server page's HTML already shows its calculator's default result;
 * - the loan page, rendering LoanCalculator from `@penzugy/widgets/loan-calculator`, adds at most
 *   NEXT_LOAN_BUDGET_BYTES of gzipped JS to the bare page's first load, and none of the rent-or-buy
 *   calculator the app's other page renders (every widget behind one `'use client'` entry added
 *   119 KB here, with the other widgets in: BENCHMARKS.md);
 * - in Chromium the loan page hydrates without a console error, and typing a new price changes the
 *   monthly payment.
 */
import { spawn } from 'node:child_process';
import { cpSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import path from 'node:path';
import { formatHuf, homeLoan, LOAN_DEFAULTS, rentOrBuy, RENT_OR_BUY_DEFAULTS } from '@penzugy/finance-core';
import { FOREIGN_CODE } from './consumer-app.mjs';
import { launchChromium, openHydrated, tabToNumberField } from './hydrate.mjs';
import { check, gzipSize, here, kb, log, run } from './support.mjs';
import { waitForUrl } from '../../scripts/wait-for-url.mjs';

/** The Next.js the check builds with: the newest 16.x on 2026-11-29. */
export const NEXT_VERSION = '16.4.6';

/** What a server page rendering only LoanCalculator may add to a bare page's first load, gzipped (issue 26). */
export const NEXT_LOAN_BUDGET_BYTES = 60 * 1024;

const NEXT_ENV = { NEXT_TELEMETRY_DISABLED: '1' };

/** Text shown the same however it is spaced: the formatted amounts use no-break spaces. */
const spaced = (/** @type {string} */ text) => text.replace(/\s+/g, ' ');

/** @returns {Promise<number>} a free TCP port on the loopback interface */
function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = /** @type {import('node:net').AddressInfo} */ (server.address());
      server.close(() => resolve(port));
    });
  });
}

/** @param {string} url @returns {Promise<string>} the page's HTML, once the server answers (up to 60 s) */
const fetchWhenUp = async (url) => (await waitForUrl(url, 60_000)).text();

/**
 * The JS a page loads at first: its `<script src>` files under /_next/static, as `next start` sends
 * the page. @param {string} html @param {string} appDir
 */
function firstLoadScripts(html, appDir) {
  return [...html.matchAll(/<script[^>]*\ssrc="\/_next\/(static\/[^"]+\.js)"/g)].map((m) =>
    path.join(appDir, '.next', /** @type {string} */ (m[1])),
  );
}

/** @param {string[]} tarballs @param {string} dir */
export async function nextConsumer(tarballs, dir) {
  const appDir = path.join(dir, 'next');
  mkdirSync(appDir);
  cpSync(path.join(here, 'next-app'), appDir, { recursive: true });
  writeFileSync(
    path.join(appDir, 'package.json'),
    JSON.stringify({ name: 'consumer-next-app', private: true, type: 'module' }),
  );
  run(
    'npm',
    [
      'install',
      '--no-audit',
      '--no-fund',
      '--prefer-offline',
      '--ignore-scripts',
      'react@^19',
      'react-dom@^19',
      `next@${NEXT_VERSION}`,
      ...tarballs,
    ],
    appDir,
  );
  const next = path.join(appDir, 'node_modules/next/dist/bin/next');
  let built = true;
  try {
    run('node', [next, 'build'], appDir, NEXT_ENV);
  } catch (e) {
    built = false;
    log(/** @type {Error} */ (e).message.slice(0, 3000));
  }
  check(built, `Next.js ${NEXT_VERSION}: next build of server pages and a server layout calling themeClass`);
  if (!built) return null;

  const port = await freePort();
  const server = spawn('node', [next, 'start', '-p', String(port), '-H', '127.0.0.1'], {
    cwd: appDir,
    env: { ...process.env, ...NEXT_ENV },
    stdio: 'ignore',
  });
  const origin = `http://127.0.0.1:${port}`;
  try {
    const html = {
      bare: await fetchWhenUp(`${origin}/bare`),
      loan: await fetchWhenUp(`${origin}/loan`),
      rentOrBuy: await fetchWhenUp(`${origin}/rent-or-buy`),
    };
    const loanResult = formatHuf(homeLoan(LOAN_DEFAULTS).monthlyPayment);
    const rentOrBuyResult = formatHuf(rentOrBuy(RENT_OR_BUY_DEFAULTS).monthlyBuyCost);
    check(
      spaced(html.loan).includes(spaced(loanResult)) && spaced(html.rentOrBuy).includes(spaced(rentOrBuyResult)),
      `Next.js: the server HTML shows the loan's ${loanResult} and the rent-or-buy's ${rentOrBuyResult}`,
    );

    const scripts = {
      bare: firstLoadScripts(html.bare, appDir),
      loan: firstLoadScripts(html.loan, appDir),
      rentOrBuy: firstLoadScripts(html.rentOrBuy, appDir),
    };
    const bytes = (/** @type {string[]} */ files) => files.reduce((sum, f) => sum + gzipSize(f), 0);
    const sizes = { bare: bytes(scripts.bare), loan: bytes(scripts.loan) };
    const added = sizes.loan - sizes.bare;
    check(
      scripts.bare.length > 0 && added <= NEXT_LOAN_BUDGET_BYTES,
      `Next.js: the LoanCalculator page adds ${kb(added)} gz of JS to a bare page's first load (≤ ${kb(NEXT_LOAN_BUDGET_BYTES)})`,
    );
    const code = (/** @type {string[]} */ files) => files.map((f) => readFileSync(f, 'utf8')).join('\n');
    const rentPattern = FOREIGN_CODE.RentOrBuyCalculator;
    check(
      rentPattern.test(code(scripts.rentOrBuy)) && !rentPattern.test(code(scripts.loan)),
      'Next.js: the rent-or-buy page loads its calculator; the loan page does not',
    );

    const browser = await launchChromium();
    try {
      const { tab, problems } = await openHydrated(browser, `${origin}/loan`);
      check(
        problems.length === 0,
        `Next.js: the loan page hydrates in Chromium without a console error${problems.length ? `: ${problems.join('; ').slice(0, 300)}` : ''}`,
      );
      const field = await tabToNumberField(tab);
      await tab.keyboard.type('60000000');
      // The payment is recalculated as the visitor types: wait for the default's to give way.
      const changed = await tab
        .waitForFunction(
          ([before]) => {
            const text = document.body.innerText.replace(/\s+/g, ' ');
            return !text.includes(before) && /\d Ft/.test(text) && !text.includes('NaN');
          },
          [spaced(loanResult)],
          { timeout: 30_000 },
        )
        .then(
          () => true,
          () => false,
        );
      check(
        field !== null && changed,
        `Next.js: typing 60000000 into "${field?.label ?? 'no number field reached with Tab'}" changes the monthly payment from ${loanResult}`,
      );
    } finally {
      await browser.close();
    }
    return { nextVersion: NEXT_VERSION, bare: sizes.bare, loan: sizes.loan, added };
  } finally {
    server.kill();
  }
}
