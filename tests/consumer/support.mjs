/**
 * What the consumer check's modules share: the repository's paths, running a command in a clean
 * npm environment, file sizes, and the list of checks with their outcome.
 */
import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

/** This folder (tests/consumer) and the repository root. */
export const here = path.dirname(fileURLToPath(import.meta.url));
export const root = path.resolve(here, '../..');

export const log = (/** @type {string} */ line) => process.stderr.write(`consumer: ${line}\n`);
export const kb = (/** @type {number} */ bytes) => `${(bytes / 1024).toFixed(1)} KB`;
export const gzipSize = (/** @type {string} */ file) => gzipSync(readFileSync(file), { level: 9 }).length;

/**
 * The environment for the consumer's commands: this process's, without what an enclosing `npm run`
 * passes down (its workspace, prefixes, package), so npm in the temporary apps acts as in a fresh
 * project; the cache, registry and user config stay.
 */
const KEPT_NPM_CONFIG =
  /^npm_config_(cache|registry|userconfig|prefer_offline|proxy|https_proxy|noproxy|strict_ssl|cafile)$/i;
const cleanEnv = Object.fromEntries(
  Object.entries(process.env).filter(
    ([key]) => KEPT_NPM_CONFIG.test(key) || !/^(npm_(config|package|lifecycle)_|INIT_CWD$)/i.test(key),
  ),
);

/** @param {string} cmd @param {string[]} argv @param {string} cwd */
export function run(cmd, argv, cwd, extraEnv = {}) {
  try {
    return execFileSync(cmd, argv, {
      cwd,
      encoding: 'utf8',
      env: {
        ...cleanEnv,
        npm_config_update_notifier: 'false',
        npm_config_fund: 'false',
        npm_config_audit: 'false',
        ...extraEnv,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
      maxBuffer: 64 * 1024 * 1024,
    });
  } catch (e) {
    const err = /** @type {{ stdout?: string, stderr?: string }} */ (e);
    throw new Error(`${cmd} ${argv.join(' ')} failed in ${cwd}:\n${err.stderr ?? ''}${err.stdout ?? ''}`);
  }
}

/** @param {string} dir @returns {string[]} every file under dir */
export function filesUnder(dir) {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((d) => d.isFile())
    .map((d) => path.join(d.parentPath, d.name));
}

/** @param {string} dir */
export function dirSize(dir) {
  return filesUnder(dir).reduce((sum, f) => sum + statSync(f).size, 0);
}

/** @param {string} appDir @param {string} outDir */
export function jsFiles(appDir, outDir) {
  return filesUnder(path.join(appDir, outDir)).filter((f) => /\.m?js$/.test(f));
}

/** The checks that failed, by what they check; the run exits non-zero when any did. */
export const failures = [];

/** @param {boolean} ok @param {string} what */
export function check(ok, what) {
  log(`${ok ? 'ok  ' : 'FAIL'} ${what}`);
  if (!ok) failures.push(what);
}
