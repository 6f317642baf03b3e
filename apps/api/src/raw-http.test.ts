/**
 * Raw HTTP shapes over a real socket (the outside probe's "request smuggling and raw HTTP shapes"):
 * every request whose framing two parsers could read differently — Content-Length beside
 * Transfer-Encoding, two lengths, an unknown coding, a malformed chunk, bare LF, a folded header,
 * a space before the colon — is refused with 400 in the common shape and its connection closed,
 * so nothing after it on the connection is read as a request of its own. What is well formed but
 * unusual is answered by its path, each pipelined request on its own.
 */
import net from 'node:net';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { UPDATE_PORTFOLIO_PATH } from './app';
import { testServer } from './test-support';

let app: FastifyInstance;
let port: number;
beforeAll(async () => {
  app = await testServer({ limits: { requestLimit: 0, rateLimitBudget: 0 } });
  await app.listen({ port: 0, host: '127.0.0.1' });
  port = (app.server.address() as net.AddressInfo).port;
});
afterAll(() => app.close());

/**
 * Writes `raw` and resolves with everything received until the server closes the connection. The
 * client half-closes after writing unless `keepOpen` (a server may stop reading pipelined requests
 * once the client has said it sends nothing more); then the last request must ask to close.
 */
function exchange(raw: string, { keepOpen = false } = {}): Promise<string> {
  return new Promise((resolve) => {
    const socket = net.connect(port, '127.0.0.1');
    let received = '';
    socket.on('data', (chunk: Buffer) => (received += chunk));
    socket.on('error', () => {});
    socket.on('close', () => resolve(received));
    if (keepOpen) socket.write(raw);
    else socket.end(raw);
  });
}

/** The status of every answer received, in order (an answer follows the last one's body directly). */
const statuses = (received: string) => (received.match(/HTTP\/1\.1 \d{3} /g) ?? []).map((s) => s.trim());

const BODY = '{"portfolio":[]}';
const POST = `POST ${UPDATE_PORTFOLIO_PATH} HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\n`;
/** A request smuggled behind the first, which must never be answered when the first is refused. */
const SMUGGLED = 'GET /market/tables HTTP/1.1\r\nHost: x\r\n\r\n';

describe('ambiguous framing', () => {
  it.each([
    [
      'Content-Length and Transfer-Encoding',
      `${POST}Content-Length: ${BODY.length}\r\nTransfer-Encoding: chunked\r\n\r\n0\r\n\r\n`,
    ],
    ['two different Content-Lengths', `${POST}Content-Length: ${BODY.length}\r\nContent-Length: 3\r\n\r\n${BODY}`],
    ['an unknown transfer coding', `${POST}Transfer-Encoding: xchunked\r\n\r\n${BODY}`],
    ['chunked not last', `${POST}Transfer-Encoding: chunked, identity\r\n\r\n0\r\n\r\n`],
    ['a malformed chunk size', `${POST}Transfer-Encoding: chunked\r\n\r\nzz\r\n${BODY}\r\n0\r\n\r\n`],
    ['a space before the colon', `${POST}Content-Length : ${BODY.length}\r\n\r\n${BODY}`],
    ['bare LF line ends', `GET /health HTTP/1.1\nHost: x\n\n`],
    ['a folded header', `GET /health HTTP/1.1\r\nHost: x\r\nX-A: b\r\n c\r\n\r\n`],
    ['a NUL in the request line', `GET /health\x00 HTTP/1.1\r\nHost: x\r\n\r\n`],
    ['an unknown method', `FOO /health HTTP/1.1\r\nHost: x\r\n\r\n`],
  ])('%s: 400 in the common shape, connection closed, nothing after it read', async (_name, raw) => {
    const received = await exchange(raw + SMUGGLED);
    expect(statuses(received)).toEqual(['HTTP/1.1 400']);
    expect(received).toContain('Connection: close');
    expect(received).toContain('{"error":"Hibás kérés","message":"A kérést nem tudjuk értelmezni."}');
  });
});

describe('other shapes', () => {
  it('headers over the limit: 431 in the common shape', async () => {
    const received = await exchange(`GET /health HTTP/1.1\r\nHost: x\r\nX-Big: ${'a'.repeat(20_000)}\r\n\r\n`);
    expect(statuses(received)).toEqual(['HTTP/1.1 431']);
    expect(received).toContain('"message":"A kérés fejlécei túl nagyok."');
  });

  it('HTTP/1.1 without Host: 400', async () => {
    expect(statuses(await exchange('GET /health HTTP/1.1\r\n\r\n'))).toEqual(['HTTP/1.1 400']);
  });

  it('pipelined requests: each answered on its own, in order (the second is not part of the first’s body)', async () => {
    const received = await exchange(
      `${POST}Content-Length: ${BODY.length}\r\n\r\n${BODY}GET /health HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n`,
      { keepOpen: true },
    );
    expect(statuses(received)).toEqual(['HTTP/1.1 400', 'HTTP/1.1 200']);
    expect(received).toContain('"fields":{"portfolio"');
    expect(received).toContain('"status":"ok"');
  });

  it('an absolute-form target is routed by its path, whatever its host', async () => {
    const received = await exchange('GET http://belso.example/health HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n');
    expect(statuses(received)).toEqual(['HTTP/1.1 200']);
  });

  it('the service still answers after all of it', async () => {
    expect((await fetch(`http://127.0.0.1:${port}/health`)).status).toBe(200);
  });
});
