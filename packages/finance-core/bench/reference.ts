/**
 * The C reference of the largest GBM run (reference/gbm.c), compiled with -O3 into
 * node_modules/.cache (ignored by git) on first use. Its own wall time is the yardstick of the
 * parallel GBM target: `simulateParallel` on two cores should take at most what this takes on one.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const packageDir = join(dirname(fileURLToPath(import.meta.url)), '..');
const source = join(packageDir, 'bench/reference/gbm.c');

/** One run of the reference: its simulation time and the final mean and median it computed. */
export interface ReferenceRun {
  ms: number;
  finalMean: number;
  finalMedian: number;
}

/** The compiled reference, or undefined (with the reason) where no C compiler is installed. */
export function compileReference(): { run: (args: (string | number)[]) => ReferenceRun } | { missing: string } {
  const dir = join(packageDir, 'node_modules', '.cache');
  const binary = join(dir, 'monte-carlo-gbm-reference');
  try {
    mkdirSync(dir, { recursive: true });
    execFileSync(process.env.CC ?? 'cc', ['-O3', '-o', binary, source, '-lm'], { stdio: 'pipe' });
  } catch (e) {
    if (!existsSync(binary)) return { missing: `no C compiler (${(e as Error).message.split('\n')[0]})` };
  }
  return {
    run: (args) => JSON.parse(execFileSync(binary, args.map(String), { encoding: 'utf8' })) as ReferenceRun,
  };
}
