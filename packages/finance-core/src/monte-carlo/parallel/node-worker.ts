/** The `worker_threads` entry of `simulateParallel` on Node: runs one share (see protocol.ts). */
import { parentPort } from 'node:worker_threads';
import { runShare, type RunShareMessage } from './protocol';

const port = parentPort!;
port.on('message', (message: RunShareMessage) => runShare(message, (reply, transfer) => port.postMessage(reply, transfer)));
