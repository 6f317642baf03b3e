/**
 * An HTTP/2 front over TLS for a local HTTP/1.1 server, for the Lighthouse benchmark
 * (bench-site.mjs): the site ships on Firebase Hosting, whose CDN browsers reach over TLS and
 * HTTP/2, while `vite preview` speaks HTTP/1.1 in clear text. Lighthouse's simulation models the two
 * differently (on HTTP/1.1 each request on one of six connections waits a round trip; on a warm
 * HTTP/2 connection requests share one stream of bytes), so a page of many small module chunks
 * measured through the preview alone looks slower than it will be served.
 *
 * Every request is passed on unchanged (method, path, headers, body) and the answer streamed back,
 * so compression, caching headers and the API proxy stay the preview's. The certificate is
 * self-signed, made with `openssl` for 127.0.0.1; the browser under test is started with
 * --ignore-certificate-errors.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import http from 'node:http';
import http2 from 'node:http2';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

/** Headers that belong to one connection (RFC 9113 §8.2.2) and are not forwarded either way. */
const CONNECTION_HEADERS = new Set([
  'connection',
  'keep-alive',
  'proxy-connection',
  'transfer-encoding',
  'upgrade',
  'te',
  'host',
  'http2-settings',
]);

/** @param {http.IncomingHttpHeaders | http2.IncomingHttpHeaders} headers */
function forwardable(headers) {
  /** @type {Record<string, string | string[]>} */
  const out = {};
  for (const [name, value] of Object.entries(headers)) {
    if (value === undefined || name.startsWith(':') || CONNECTION_HEADERS.has(name)) continue;
    out[name] = value;
  }
  return out;
}

/** A throwaway self-signed certificate for 127.0.0.1 and localhost, valid for two days. */
function selfSignedCertificate() {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'penzugy-tls-'));
  try {
    const key = path.join(dir, 'key.pem');
    const cert = path.join(dir, 'cert.pem');
    execFileSync(
      'openssl',
      [
        'req',
        '-x509',
        '-newkey',
        'ec',
        '-pkeyopt',
        'ec_paramgen_curve:prime256v1',
        '-nodes',
        '-days',
        '2',
        '-subj',
        '/CN=127.0.0.1',
        '-addext',
        'subjectAltName=IP:127.0.0.1,DNS:localhost',
        '-keyout',
        key,
        '-out',
        cert,
      ],
      { stdio: 'ignore' },
    );
    return { key: readFileSync(key), cert: readFileSync(cert) };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/**
 * Serves `target` (an http:// origin) over HTTP/2 with TLS on 127.0.0.1:`port` (HTTP/1.1 over TLS
 * for clients that do not offer h2).
 * @param {{ target: string, port: number }} options
 * @returns {Promise<{ url: string, stop: () => Promise<void> }>}
 */
export async function startTlsFront({ target, port }) {
  const upstream = new URL(target);
  const server = http2.createSecureServer({ ...selfSignedCertificate(), allowHTTP1: true }, (req, res) => {
    const headers = { ...forwardable(req.headers), host: upstream.host };
    const forward = http.request(
      { host: upstream.hostname, port: upstream.port, method: req.method, path: req.url, headers },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, forwardable(answer.headers));
        answer.pipe(res);
      },
    );
    forward.on('error', () => {
      if (!res.headersSent) res.writeHead(502);
      res.end();
    });
    req.pipe(forward);
  });
  /** Open connections keep the server alive after close(); stop() ends them. */
  const sockets = new Set();
  server.on('secureConnection', (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve(undefined));
  });
  return {
    url: `https://127.0.0.1:${port}`,
    stop: () =>
      new Promise((resolve) => {
        server.close(() => resolve(undefined));
        for (const socket of sockets) socket.destroy();
      }),
  };
}

/**
 * `node scripts/tls-front.mjs <target> <port>`: the front in a process of its own (a benchmark that
 * waits on Lighthouse synchronously would otherwise block the front's event loop); it prints
 * "listening <url>" once it accepts connections and runs until it is stopped.
 */
if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const [target, port] = process.argv.slice(2);
  if (!target || !port) throw new Error('usage: node scripts/tls-front.mjs <http://host:port> <port>');
  const front = await startTlsFront({ target, port: Number(port) });
  process.stdout.write(`listening ${front.url}\n`);
  const stop = () => void front.stop().then(() => process.exit(0));
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);
}
