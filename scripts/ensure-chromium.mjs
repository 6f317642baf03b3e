#!/usr/bin/env node
/**
 * `npm test` runs story tests and end-to-end tests in real Chromium. On a fresh machine of this kind
 * Chromium is not installed, and test tools must not download their own browser
 * (the network only reaches npm and Debian). So: use Debian's package, installing it when we can
 * (root with apt-get), and otherwise stop with a message that says how. Never skip browser tests.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { CHROMIUM_PATH } from './chromium.mjs';

function works() {
  if (!existsSync(CHROMIUM_PATH)) return false;
  const r = spawnSync(CHROMIUM_PATH, ['--version'], { encoding: 'utf8' });
  return r.status === 0;
}

if (works()) process.exit(0);

const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
const hasApt = spawnSync('sh', ['-c', 'command -v apt-get'], { encoding: 'utf8' }).status === 0;
if (isRoot && hasApt) {
  console.log(`Chromium not found at ${CHROMIUM_PATH}: installing Debian's chromium package (about 30 s)…`);
  try {
    execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit' });
    execFileSync('apt-get', ['install', '-y', '-qq', 'chromium'], {
      stdio: 'inherit',
      env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
    });
  } catch (e) {
    console.error(`Installing Chromium failed: ${e.message}`);
  }
  if (works()) process.exit(0);
}

console.error(
  [
    '',
    `✖ The browser tests need Chromium at ${CHROMIUM_PATH}, and it is missing.`,
    '  Install it, then run npm test again:',
    '    sudo apt-get update && sudo apt-get install -y chromium',
    '  or point CHROMIUM_PATH at an existing Chromium/Chrome binary.',
    '',
  ].join('\n'),
);
process.exit(1);
