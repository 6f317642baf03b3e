/**
 * A pool of worker threads (piscina) for large optimisations. A 24-stock, eleven-year solve takes
 * tens of milliseconds of CPU; on the main thread a burst of them delays every other request,
 * /health included, which a load balancer then reads as a dead instance. In the pool they wait in
 * its queue while the main thread keeps answering.
 *
 * The worker file is dist/solve-worker.js next to dist/server.js (tsup builds both); when the
 * service runs from its TypeScript sources (tests, `npm run dev`) the worker loads
 * src/portfolio/solve-worker.ts through tsx.
 */
import { fileURLToPath } from 'node:url';
import { Piscina } from 'piscina';
import { AnswerError, ERROR_TITLES } from './errors';
import type { SolveInput, SolveOutput } from './portfolio/solve';

export interface SolverPool {
  solve(input: SolveInput): Promise<SolveOutput>;
  close(): Promise<void>;
}

/** Tasks waiting per thread before new ones are refused with 503 (the rate limit keeps this rare). */
const QUEUE_PER_THREAD = 64;
const WORKER_OLD_GENERATION_MB = 128;
const WORKER_YOUNG_GENERATION_MB = 16;

export function createSolverPool(threads: number): SolverPool {
  const fromSources = import.meta.url.endsWith('.ts');
  const filename = fileURLToPath(
    new URL(fromSources ? './portfolio/solve-worker.ts' : './solve-worker.js', import.meta.url),
  );
  const pool = new Piscina<SolveInput, SolveOutput>({
    filename,
    minThreads: threads,
    maxThreads: threads,
    maxQueue: threads * QUEUE_PER_THREAD,
    // Workers must not keep a closing process alive.
    idleTimeout: Number.POSITIVE_INFINITY,
    // A solve needs a few MB; a bounded heap makes the worker collect its garbage early instead
    // of growing the process's memory (V8 sizes an unbounded heap by the machine's RAM).
    resourceLimits: {
      maxOldGenerationSizeMb: WORKER_OLD_GENERATION_MB,
      maxYoungGenerationSizeMb: WORKER_YOUNG_GENERATION_MB,
    },
    ...(fromSources ? { execArgv: ['--import', 'tsx'] } : {}),
  });
  return {
    solve: (input) =>
      pool.run(input).catch((e: unknown) => {
        if (e instanceof Error && /queue is at limit/i.test(e.message)) {
          throw new AnswerError(503, {
            error: ERROR_TITLES[503],
            message: 'A szolgáltatás most túlterhelt. Próbálja újra néhány másodperc múlva.',
          });
        }
        throw e;
      }),
    close: () => pool.close(),
  };
}
