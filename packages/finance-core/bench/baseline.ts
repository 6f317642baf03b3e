/**
 * The single-thread `simulate` as it was before the parallel work was tuned, for the parallel rows'
 * second ratio: their targets are stated against the JS single-thread time of that version, and
 * `simulate` itself has since become faster too, so a ratio against today's `simulate` alone would
 * hide part of the gain (and one against the old version alone would flatter it). The sources of
 * that commit are taken from git into node_modules/.cache (ignored by git) and loaded through tsx
 * like the current sources, so both are measured the same way in the same process.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type { simulate as Simulate } from '../src/monte-carlo';

/** The commit of main the Monte Carlo code was compared with (issue 16's "today's" single thread). */
export const BASELINE_COMMIT = '88b6caa';

const packageDir = join(dirname(fileURLToPath(import.meta.url)), '..');
const repoRoot = join(packageDir, '..', '..');

/** `simulate` of {@link BASELINE_COMMIT}, or undefined when the commit is not in this clone. */
export async function loadBaselineSimulate(): Promise<typeof Simulate | undefined> {
  const dir = join(packageDir, 'node_modules', '.cache', `monte-carlo-baseline-${BASELINE_COMMIT}`);
  const entry = join(dir, 'packages/finance-core/src/monte-carlo/index.ts');
  if (!existsSync(entry)) {
    try {
      mkdirSync(dir, { recursive: true });
      const archive = execFileSync('git', ['archive', BASELINE_COMMIT, 'packages/finance-core/src'], {
        cwd: repoRoot,
        maxBuffer: 64 * 1024 * 1024,
      });
      execFileSync('tar', ['-x', '-C', dir], { input: archive });
    } catch {
      return undefined;
    }
  }
  const mod = (await import(pathToFileURL(entry).href)) as { simulate: typeof Simulate };
  return mod.simulate;
}
