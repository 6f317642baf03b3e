/** The `worker_threads` entry of `simulateParallel` on Node: runs one share (see protocol.ts). */
import { parentPort } from 'node:worker_threads';
import { createShareHandler, type ToParallelWorker } from './protocol';

const port = parentPort!;
const handle = createShareHandler((reply, transfer) => port.postMessage(reply, transfer));
port.on('message', (message: ToParallelWorker) => handle(message));
