/**
 * Runs every `*.bench.ts` in this folder and prints the results as JSON (one array) on stdout.
 * Used by the root `npm run bench`, which writes BENCHMARKS.md.
 */
import { readdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { runCase, type BenchCase, type BenchResult } from './harness';

const here = dirname(fileURLToPath(import.meta.url));
const files = readdirSync(here)
  .filter((f) => f.endsWith('.bench.ts'))
  .sort();
const results: BenchResult[] = [];
for (const f of files) {
  const mod = (await import(pathToFileURL(join(here, f)).href)) as { default: BenchCase[] };
  for (const c of mod.default) {
    const r = await runCase(c);
    process.stderr.write(
      `${r.pass === false ? '❌' : '✅'} ${r.name}: median ${r.medianMs.toFixed(2)} ms (target ${r.target})\n`,
    );
    results.push(r);
  }
}
process.stdout.write(JSON.stringify(results));
