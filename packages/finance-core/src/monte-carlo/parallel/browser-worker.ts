/** The Web Worker entry of `simulateParallel` in browsers: runs one share (see protocol.ts). */
import { createShareHandler, type ToParallelWorker } from './protocol';

// Typed by hand: this package compiles without the WebWorker library.
interface WorkerScope {
  postMessage(message: unknown, transfer: ArrayBuffer[]): void;
  onmessage: ((event: { data: ToParallelWorker }) => void) | null;
}

const scope = globalThis as unknown as WorkerScope;
const handle = createShareHandler((reply, transfer) => scope.postMessage(reply, transfer));
scope.onmessage = (event) => handle(event.data);
