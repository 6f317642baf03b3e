/**
 * The health thread (health.ts): answers `GET /health` on its own port and event loop, from the
 * facts the main thread sends, 503 when the main thread's beat is older than `stallMs` or the
 * service is shutting down. Every other path is 404; nothing else is served here.
 */
import { createServer, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { parentPort, workerData } from 'node:worker_threads';
import { ERROR_TITLES, type ErrorBody } from './errors';
import { BEAT_SLOT, DRAINING_SLOT, type FromHealthWorker, type HealthWorkerData, type ToHealthWorker } from './health';

const { port, host, stallMs, state, facts } = workerData as HealthWorkerData;
const slots = new BigInt64Array(state);
let healthy = JSON.stringify(facts);
const parent = parentPort!;
parent.on('message', (message: ToHealthWorker) => (healthy = JSON.stringify(message.facts)));

function send(res: ServerResponse, status: number, body: string, head: boolean): void {
  res.writeHead(status, {
    'content-type': 'application/json; charset=utf-8',
    'content-length': Buffer.byteLength(body),
    'cache-control': 'no-store',
    'x-content-type-options': 'nosniff',
  });
  res.end(head ? undefined : body);
}

const error = (status: 404 | 405 | 503, message: string) =>
  JSON.stringify({ error: ERROR_TITLES[status], message } satisfies ErrorBody);

const server = createServer((req, res) => {
  const head = req.method === 'HEAD';
  if ((req.url ?? '').split('?')[0] !== '/health')
    return send(res, 404, error(404, 'Ezen a porton csak a /health érhető el.'), head);
  if (req.method !== 'GET' && !head) return send(res, 405, error(405, 'A /health címet GET kéréssel hívja.'), head);
  if (Atomics.load(slots, DRAINING_SLOT) !== 0n) return send(res, 503, error(503, 'A szolgáltatás leáll.'), head);
  const silentMs = Date.now() - Number(Atomics.load(slots, BEAT_SLOT));
  if (silentMs > stallMs)
    return send(
      res,
      503,
      error(503, `A szolgáltatás fő szála ${Math.round(silentMs / 1000)} másodperce nem válaszol.`),
      head,
    );
  return send(res, 200, healthy, head);
});
// A probe needs one short request per connection; idle or slow ones are not kept.
server.headersTimeout = 2000;
server.requestTimeout = 2000;
server.keepAliveTimeout = 5000;
server.maxConnections = 64;
server.on('error', (e) => parent.postMessage({ error: e.message } satisfies FromHealthWorker));
server.listen(port, host, () =>
  parent.postMessage({ listening: (server.address() as AddressInfo).port } satisfies FromHealthWorker),
);
