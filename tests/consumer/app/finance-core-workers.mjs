/**
 * `simulateParallel` of the installed @penzugy/finance-core on Node's worker threads, from its ES
 * modules (`import`) and from its CommonJS build (`require`): each starts the worker module the package
 * ships beside its code. Prints the median path's last value of each run, as JSON.
 */
import { createRequire } from 'node:module';

const input = { model: 'gbm', paths: 200, seed: 7 };
const esm = await import('@penzugy/finance-core');
const cjs = createRequire(import.meta.url)('@penzugy/finance-core');
const last = (/** @type {{ percentiles: { p50: number[] } }} */ r) => r.percentiles.p50.at(-1);
const out = {};
for (const [name, m] of Object.entries({ esm, cjs })) out[name] = last(await m.simulateParallel(input, { workers: 2 }));
out.mainThread = last(esm.simulate(input));
process.stdout.write(JSON.stringify(out));
