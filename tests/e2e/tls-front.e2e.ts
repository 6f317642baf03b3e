/**
 * scripts/tls-front.mjs, the HTTP/2 front the Lighthouse benchmark measures the site through (as
 * Firebase Hosting serves it): Chromium loads the built site through it over h2, every file too,
 * and the page hydrates; requests reach the server behind it unchanged, and an unreachable server
 * is a 502, not a hung request.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { startTlsFront } from '../../scripts/tls-front.mjs';
import { launchChromium } from '../support/browser';
import { waitForReact } from '../support/site';

const FRONT_PORT = 4453;

describe('the benchmark’s HTTP/2 front', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchChromium();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('serves the built site over HTTP/2 with TLS, and the page hydrates', async () => {
    const front = await startTlsFront({ target: inject('siteUrl'), port: FRONT_PORT });
    const context = await browser.newContext({ ignoreHTTPSErrors: true, viewport: { width: 412, height: 823 } });
    try {
      const page = await context.newPage();
      await page.goto(`${front.url}/kalkulatorok/portfolio-optimalizalas`);
      await waitForReact(page);
      const protocols = await page.evaluate(() =>
        [
          ...performance.getEntriesByType('navigation'),
          ...performance.getEntriesByType('resource').filter((r) => new URL(r.name).origin === location.origin),
        ].map((e) => `${(e as PerformanceResourceTiming).nextHopProtocol} ${e.name}`),
      );
      // The page, its module chunks and stylesheets, all over h2.
      expect(protocols.length).toBeGreaterThan(10);
      expect(protocols.filter((p) => !p.startsWith('h2 '))).toEqual([]);
      expect(await page.locator('main h1').textContent()).toMatch(/Portfólió optimalizálás/);
    } finally {
      await context.close();
      await front.stop();
    }
  });

  it('passes method, path, headers and body on unchanged and answers 502 when the server is gone', async () => {
    const seen: { method?: string; url?: string; header?: string; body: string }[] = [];
    const upstream = http.createServer((req, res) => {
      let body = '';
      req.on('data', (c: Buffer) => (body += c.toString()));
      req.on('end', () => {
        seen.push({ method: req.method, url: req.url, header: req.headers['x-probe'] as string, body });
        res.writeHead(201, { 'content-type': 'text/plain', 'x-answer': 'yes' });
        res.end('created');
      });
    });
    await new Promise<void>((resolve) => upstream.listen(0, '127.0.0.1', resolve));
    const target = `http://127.0.0.1:${(upstream.address() as AddressInfo).port}`;
    const front = await startTlsFront({ target, port: FRONT_PORT + 1 });
    const context = await browser.newContext({ ignoreHTTPSErrors: true });
    try {
      const answer = await context.request.post(`${front.url}/api/x?y=1`, {
        headers: { 'x-probe': 'probe-1' },
        data: '{"a":1}',
      });
      expect(answer.status()).toBe(201);
      expect(answer.headers()['x-answer']).toBe('yes');
      expect(await answer.text()).toBe('created');
      expect(seen).toEqual([{ method: 'POST', url: '/api/x?y=1', header: 'probe-1', body: '{"a":1}' }]);

      // Kept-alive connections too, or the front could still reach it through one of them.
      const closed = new Promise<void>((resolve) => upstream.close(() => resolve()));
      upstream.closeAllConnections();
      await closed;
      const gone = await context.request.get(`${front.url}/`);
      expect(gone.status()).toBe(502);
    } finally {
      await context.close();
      await front.stop();
      if (upstream.listening) upstream.close();
    }
  });
});
