/**
 * The Monte Carlo Web Worker: runs finance-core's simulation off the main thread, posts progress,
 * and stops when told to (see worker-protocol.ts). Loaded by runner.ts with
 * `new Worker(new URL('./simulation.worker.ts', import.meta.url), { type: 'module' })`, the form
 * Vite, Storybook and the site bundle as a separate chunk.
 */
import { createWorkerHandler, type FromWorkerMessage, type ToWorkerMessage } from './worker-protocol';

// Typed by hand: the WebWorker lib clashes with the DOM lib the rest of the package compiles with.
interface WorkerScope {
  postMessage(message: FromWorkerMessage, transfer: Transferable[]): void;
  addEventListener(type: 'message', listener: (event: MessageEvent<ToWorkerMessage>) => void): void;
}

const scope = self as unknown as WorkerScope;
const handle = createWorkerHandler((message, transfer) => scope.postMessage(message, transfer));
scope.addEventListener('message', (event) => void handle(event.data));
