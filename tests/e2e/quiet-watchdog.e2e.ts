/**
 * scripts/quiet-watchdog.mjs, which `npm test` wraps the widgets' browser-mode tests in: it ends a
 * run that went silent and starts it once more, passes a real exit code through untouched, and
 * takes the hung run's own children with it. Real processes, a limit of a few seconds (well above a
 * Node start on a loaded machine, which the limit also covers).
 */
import { execFile } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';

const WATCHDOG = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../scripts/quiet-watchdog.mjs');

/** A Node program for the watchdog to run, written to a file of its own. */
function program(source: string): string {
  const file = path.join(mkdtempSync(path.join(os.tmpdir(), 'watchdog-')), 'program.cjs');
  writeFileSync(file, source);
  return file;
}

async function watch(file: string, quietSeconds: number) {
  try {
    const { stdout, stderr } = await promisify(execFile)(
      'node',
      [WATCHDOG, '--quiet-seconds', String(quietSeconds), '--', 'node', file],
      { timeout: 60_000 },
    );
    return { code: 0, stdout, stderr };
  } catch (e) {
    const err = e as { code?: number; stdout?: string; stderr?: string };
    return { code: err.code ?? -1, stdout: err.stdout ?? '', stderr: err.stderr ?? '' };
  }
}

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

describe('quiet-watchdog', () => {
  it("passes the command's output and exit code through, and never retries a failure", async () => {
    const file = program(`
      const fs = require('node:fs');
      fs.appendFileSync(__filename + '.runs', 'x');
      console.log('FAIL src/x.test.ts');
      process.exit(3);
    `);
    const run = await watch(file, 5);
    expect(run.code).toBe(3);
    expect(run.stdout).toContain('FAIL src/x.test.ts');
    expect(readFileSync(`${file}.runs`, 'utf8')).toBe('x');
  });

  it('stops a run that went quiet, with the processes it started, and runs it again', async () => {
    // First run: start a child that would outlive us, then go quiet for ever. Second run: pass.
    const file = program(`
      const fs = require('node:fs');
      const { spawn } = require('node:child_process');
      const marker = __filename + '.hung';
      if (!fs.existsSync(marker)) {
        const child = spawn(process.execPath, ['-e', 'setInterval(() => {}, 1000)'], { stdio: 'ignore' });
        fs.writeFileSync(marker, String(child.pid));
        console.log('2 files passed');
        setInterval(() => {}, 1000);
      } else {
        console.log('all files passed');
      }
    `);
    const run = await watch(file, 4);
    expect(run.code).toBe(0);
    expect(run.stdout).toContain('2 files passed');
    expect(run.stdout).toContain('all files passed');
    expect(run.stderr).toMatch(/printed nothing for 4 s and was stopped \(run 1 of 2\); starting it again/);
    const grandchild = Number(readFileSync(`${file}.hung`, 'utf8'));
    await expect.poll(() => alive(grandchild)).toBe(false);
  });

  it('fails with 124 when every run hangs', async () => {
    const file = program(`console.log('started'); setInterval(() => {}, 1000);`);
    const run = await watch(file, 3);
    expect(run.code).toBe(124);
    expect(run.stdout.match(/started/g)).toHaveLength(2);
    expect(run.stderr).toContain('(run 2 of 2); it hung every time: failing.');
  });

  it('lets a run that keeps printing go on past the limit', async () => {
    const file = program(`
      let n = 0;
      const t = setInterval(() => {
        console.log('tick ' + ++n);
        if (n === 60) { clearInterval(t); }
      }, 100);
    `);
    const run = await watch(file, 4);
    expect(run.code).toBe(0);
    expect(run.stdout).toContain('tick 60');
    expect(run.stderr).not.toContain('quiet-watchdog');
    expect(existsSync(`${file}.hung`)).toBe(false);
  });
});
