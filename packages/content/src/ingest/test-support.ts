/**
 * What the ingestion tests share: the fixture feeds (src/news/__fixtures__), a temporary store file
 * and a local feed server (node:http, loopback only) that serves the fixtures by path, plus the
 * failure modes a real feed host has.
 */
import { mkdtemp, readFile, writeFile } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const FIXTURES = fileURLToPath(new URL('../news/__fixtures__/', import.meta.url));
export const fixture = (name: string) => path.join(FIXTURES, name);
export const NOW = new Date('2026-11-20T12:00:00.000Z');

/** A store file path in a new temporary directory, holding `content` when given. */
export async function tempStore(content?: unknown): Promise<string> {
  const dir = await mkdtemp(path.join(tmpdir(), 'news-store-'));
  const file = path.join(dir, 'items.json');
  if (content !== undefined) await writeFile(file, typeof content === 'string' ? content : JSON.stringify(content));
  return file;
}

/** A running feed server: its origin, the requests it has seen, and how to stop it. */
export interface FeedServer {
  base: string;
  requests: { url: string; userAgent?: string }[];
  close(): Promise<void>;
}

export async function startFeedServer(): Promise<FeedServer> {
  const requests: FeedServer['requests'] = [];
  const server: Server = createServer((req, res) => {
    requests.push({ url: req.url ?? '', userAgent: req.headers['user-agent'] });
    const url = req.url ?? '/';
    if (url === '/rss') {
      readFile(fixture('rss-hu.xml')).then((body) =>
        res.writeHead(200, { 'content-type': 'application/rss+xml; charset=utf-8' }).end(body),
      );
    } else if (url === '/atom') {
      readFile(fixture('atom.xml')).then((body) =>
        res.writeHead(200, { 'content-type': 'application/atom+xml' }).end(body),
      );
    } else if (url === '/latin2-header') {
      // The header names the charset; the body has no XML declaration of its own.
      readFile(fixture('rss-latin2.xml')).then((bytes) => {
        const withoutDeclaration = bytes.subarray(bytes.indexOf(0x0a) + 1);
        res.writeHead(200, { 'content-type': 'text/xml; charset=ISO-8859-2' }).end(withoutDeclaration);
      });
    } else if (url === '/moved') {
      res.writeHead(301, { location: '/rss' }).end();
    } else if (url === '/to-localhost') {
      // Another host name for this server: a redirect from the feed's host to a loopback one.
      res.writeHead(302, { location: `http://localhost:${(server.address() as AddressInfo).port}/rss` }).end();
    } else if (url === '/to-metadata') {
      res.writeHead(302, { location: 'http://169.254.169.254/latest/meta-data/' }).end();
    } else if (url === '/to-file') {
      res.writeHead(302, { location: 'file:///etc/passwd' }).end();
    } else if (url === '/loop') {
      res.writeHead(302, { location: '/loop' }).end();
    } else if (url === '/html') {
      readFile(fixture('not-a-feed.html')).then((body) =>
        res.writeHead(200, { 'content-type': 'text/html' }).end(body),
      );
    } else if (url === '/slow') {
      setTimeout(() => res.writeHead(200).end('<rss/>'), 2_000);
    } else if (url === '/huge' || url === '/huge-declared') {
      const body = Buffer.from(
        `<rss version="2.0"><channel><title>nagy</title>${'<item><title>x</title></item>'.repeat(5000)}</channel></rss>`,
      );
      // '/huge' streams without a length (chunked), '/huge-declared' announces it up front.
      const headers: Record<string, string | number> = { 'content-type': 'application/rss+xml' };
      if (url === '/huge-declared') headers['content-length'] = body.byteLength;
      res.writeHead(200, headers).end(body);
    } else {
      res.writeHead(404, 'Not Found').end('nincs');
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    base,
    requests,
    close: async () => {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
