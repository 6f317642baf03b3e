#!/usr/bin/env node
/**
 * `node scripts/quiet-watchdog.mjs [--quiet-seconds N] [--attempts N] -- command args…`: runs the
 * command, passing its output through, and ends it when it has printed nothing for N seconds (300 by
 * default). A run that went quiet is started again, up to `--attempts` runs in all (2 by default);
 * when the last one goes quiet too, the watchdog exits with 124, as `timeout` does. A run that ends
 * on its own ends the watchdog with its exit code: a failing test is never retried.
 *
 * Why: Vitest's browser mode can wait for ever, with no output and no CPU in use, when a test
 * iframe never fires `load` or a tester page dies with its socket open (vitest-dev/vitest#11243 and
 * #10791, both open upstream). One CI run of the widgets' story tests hung like that for 23 minutes.
 * No per-test timeout sees it, as the wait is outside every test; output stopping is the one sign.
 * The longest silence of a healthy run is a story test at its 180 s timeout, under the default limit.
 */
import { spawn } from 'node:child_process';

const HANG_EXIT_CODE = 124;

/** @param {string[]} argv */
function parseArgs(argv) {
  const dash = argv.indexOf('--');
  if (dash === -1 || dash === argv.length - 1) {
    throw new Error('usage: quiet-watchdog.mjs [--quiet-seconds N] [--attempts N] -- command args…');
  }
  const options = argv.slice(0, dash);
  const value = (/** @type {string} */ flag, /** @type {number} */ fallback) => {
    const i = options.indexOf(flag);
    if (i === -1) return fallback;
    const n = Number(options[i + 1]);
    if (!Number.isFinite(n) || n <= 0) throw new Error(`${flag} needs a positive number`);
    return n;
  };
  return {
    quietMs: value('--quiet-seconds', 300) * 1000,
    attempts: Math.floor(value('--attempts', 2)),
    command: /** @type {string} */ (argv[dash + 1]),
    args: argv.slice(dash + 2),
  };
}

/**
 * One run of the command in a process group of its own, so that ending it also ends the browsers
 * it started. @returns {Promise<{ code: number } | { hung: true }>}
 * @param {string} command @param {string[]} args @param {number} quietMs
 */
function runOnce(command, args, quietMs) {
  return new Promise((resolve) => {
    const child = spawn(command, args, { stdio: ['ignore', 'pipe', 'pipe'], detached: true });
    let hung = false;
    let timer = setTimeout(onQuiet, quietMs);
    function onQuiet() {
      hung = true;
      try {
        process.kill(-(/** @type {number} */ (child.pid)), 'SIGKILL');
      } catch {
        // Already gone.
      }
    }
    const pass = (/** @type {NodeJS.WriteStream} */ out) => (/** @type {Buffer} */ chunk) => {
      out.write(chunk);
      clearTimeout(timer);
      if (!hung) timer = setTimeout(onQuiet, quietMs);
    };
    child.stdout.on('data', pass(process.stdout));
    child.stderr.on('data', pass(process.stderr));
    child.on('error', (error) => {
      clearTimeout(timer);
      process.stderr.write(`quiet-watchdog: ${error.message}\n`);
      resolve({ code: 127 });
    });
    child.on('close', (code, signal) => {
      clearTimeout(timer);
      resolve(hung ? { hung: true } : { code: code ?? (signal ? 1 : 0) });
    });
  });
}

const { quietMs, attempts, command, args } = parseArgs(process.argv.slice(2));
const shown = [command, ...args].join(' ');
for (let attempt = 1; ; attempt++) {
  const outcome = await runOnce(command, args, quietMs);
  if ('code' in outcome) process.exit(outcome.code);
  const line = `quiet-watchdog: \`${shown}\` printed nothing for ${quietMs / 1000} s and was stopped (run ${attempt} of ${attempts})`;
  if (attempt >= attempts) {
    process.stderr.write(`\n${line}; it hung every time: failing.\n`);
    process.exit(HANG_EXIT_CODE);
  }
  process.stderr.write(`\n${line}; starting it again.\n`);
}
