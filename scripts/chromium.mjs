/**
 * Where Chromium is and how to start it on these machines: headless, as root, with no network.
 * Shared by the story tests (vitest browser mode), the end-to-end tests and the
 * benchmarks, so a flag fixed once is fixed everywhere.
 */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH || '/usr/bin/chromium';

export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-dev-shm-usage',
  '--font-render-hinting=none',
];
