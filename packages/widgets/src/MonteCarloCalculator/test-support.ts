/**
 * Test doubles for the runner tests: a Worker stand-in that runs the real worker handler in the same
 * thread, with messages structured-cloned and delivered on later tasks, like a real worker.
 */
import { createWorkerHandler, type FromWorkerMessage, type ToWorkerMessage } from './worker-protocol';

export class InProcessWorker extends EventTarget {
  /** Every message the calculator sent, in order. */
  readonly received: ToWorkerMessage[] = [];
  terminated = false;
  private readonly handle = createWorkerHandler((message: FromWorkerMessage, transfer: Transferable[]) => {
    const data = structuredClone(message, { transfer });
    setTimeout(() => {
      if (!this.terminated) this.dispatchEvent(new MessageEvent('message', { data }));
    }, 0);
  });

  postMessage(message: ToWorkerMessage): void {
    if (this.terminated) return;
    const data = structuredClone(message);
    this.received.push(data);
    setTimeout(() => void this.handle(data), 0);
  }

  terminate(): void {
    this.terminated = true;
  }

  /** Pretends the worker script failed to load. */
  failToLoad(): void {
    this.dispatchEvent(new Event('error', { cancelable: true }));
  }
}

/** Input small enough for quick tests, still several output points and sample paths. */
export const SMALL_INPUT = { paths: 60, years: 2, stepsPerYear: 24, samplePaths: 3 } as const;
