/**
 * `/health`: what it says, and where it is answered.
 *
 * The main port answers `GET /health` like any route, so under a flood it waits its turn behind
 * everything else (and in the connection queue behind everyone else's connections). With
 * `HEALTH_PORT` set, a thread of its own (health-worker.ts) also answers it on that port, on an
 * event loop no request load reaches: point the platform's probes there. It does not answer
 * blindly: the main thread records every 250 ms that its event loop still turns, and the health
 * thread answers 503 when that record is older than HEALTH_STALL_MS (a hung main thread), or
 * while the service shuts down.
 */
import { Worker, type ResourceLimits } from 'node:worker_threads';
import type { PriceSource } from '@penzugy/market-data';

export interface HealthFacts {
  status: 'ok';
  /** The price source's name. */
  source: string;
  symbols: number;
  /** The latest date of any series. */
  asOf: string;
}

/** The body of a healthy answer. */
export function healthFacts(source: PriceSource): HealthFacts {
  let asOf = '';
  for (const s of source.symbols()) {
    const to = source.coverage(s)?.to;
    if (to && to > asOf) asOf = to;
  }
  return { status: 'ok', source: source.name, symbols: source.symbols().length, asOf };
}

/** How often the main thread records that its event loop turns (and refreshes the facts). */
const BEAT_MS = 250;
/** Without a turn of the main event loop for this long, the health thread answers 503. */
export const HEALTH_STALL_MS = 10_000;

const resourceLimits: ResourceLimits = { maxOldGenerationSizeMb: 16, maxYoungGenerationSizeMb: 4 };

/** Slots of the shared state: the last beat (ms since the epoch) and the draining flag. */
export const BEAT_SLOT = 0;
export const DRAINING_SLOT = 1;

/** What the health thread starts with. */
export interface HealthWorkerData {
  port: number;
  host: string;
  stallMs: number;
  /** Two BigInt64 slots (BEAT_SLOT, DRAINING_SLOT). */
  state: SharedArrayBuffer;
  facts: HealthFacts;
}

/** Messages between the threads: the main thread sends new facts, the worker reports its start. */
export type ToHealthWorker = { facts: HealthFacts };
export type FromHealthWorker = { listening: number } | { error: string };

export interface HealthThread {
  /** The port it listens on. */
  port: number;
  /** From now on answer 503 (shutting down). */
  drain(): void;
  close(): Promise<void>;
}

/**
 * Starts the health thread on `port` (0: any free port); resolves once it listens.
 * `facts` is read on every beat, so new data (a reloaded source) shows up within BEAT_MS.
 */
export function startHealthThread(options: {
  port: number;
  host: string;
  facts: () => HealthFacts;
  stallMs?: number;
}): Promise<HealthThread> {
  const fromSources = import.meta.url.endsWith('.ts');
  const url = new URL(fromSources ? './health-worker.ts' : './health-worker.js', import.meta.url);
  const state = new SharedArrayBuffer(2 * BigInt64Array.BYTES_PER_ELEMENT);
  const slots = new BigInt64Array(state);
  const beat = () => Atomics.store(slots, BEAT_SLOT, BigInt(Date.now()));
  beat();
  let facts = options.facts();
  const workerData: HealthWorkerData = {
    port: options.port,
    host: options.host,
    stallMs: options.stallMs ?? HEALTH_STALL_MS,
    state,
    facts,
  };
  // A small heap of its own. From the sources (tests) the worker registers tsx's loader before
  // importing the module (Node starts no worker from a .ts file, and Node 20 hands the main
  // thread's `--import tsx` to workers only partly), as finance-core's simulateParallel does.
  const worker = fromSources
    ? new Worker(
        `import('tsx/esm/api').then((tsx) => { tsx.register(); return import(${JSON.stringify(url.href)}); });`,
        { eval: true, workerData, resourceLimits },
      )
    : new Worker(url, { workerData, resourceLimits });
  const timer = setInterval(() => {
    beat();
    const next = options.facts();
    if (JSON.stringify(next) !== JSON.stringify(facts)) {
      facts = next;
      worker.postMessage({ facts } satisfies ToHealthWorker);
    }
  }, BEAT_MS);
  // The beat must not keep a closing process alive.
  timer.unref();
  const close = async () => {
    clearInterval(timer);
    await worker.terminate();
  };
  return new Promise((resolve, reject) => {
    worker.once('error', (e) => {
      clearInterval(timer);
      reject(e);
    });
    worker.once('message', (message: FromHealthWorker) => {
      if ('error' in message) {
        void close();
        reject(new Error(message.error));
        return;
      }
      worker.unref();
      resolve({ port: message.listening, drain: () => Atomics.store(slots, DRAINING_SLOT, 1n), close });
    });
  });
}
