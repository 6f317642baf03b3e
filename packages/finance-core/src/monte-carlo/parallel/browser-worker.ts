/** The Web Worker entry of `simulateParallel` in browsers: runs one share (see protocol.ts). */
import { runShare, type RunShareMessage } from './protocol';

// Typed by hand: this package compiles without the WebWorker library.
interface WorkerScope {
  postMessage(message: unknown, transfer: ArrayBuffer[]): void;
  onmessage: ((event: { data: RunShareMessage }) => void) | null;
}

const scope = globalThis as unknown as WorkerScope;
scope.onmessage = (event) => runShare(event.data, (reply, transfer) => scope.postMessage(reply, transfer));
