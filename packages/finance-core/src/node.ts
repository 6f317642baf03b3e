/**
 * The package's entry under the `node` export condition: everything of `index.ts`, with the
 * `simulateParallel` that runs on `worker_threads` instead of Web Workers.
 */
export * from './index';
export { simulateParallel } from './monte-carlo/parallel/node';
