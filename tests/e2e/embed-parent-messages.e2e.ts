/**
 * The embed guide's promise about a partner page that is itself framed (apps/embed/README.md,
 * Events): the widgets post their events to the parent window only when the partner lists the
 * parent's origin in `message-origins`, and post nothing to a parent without it. A portal page on
 * one loopback origin frames two partner articles on another, each with a loan calculator loaded
 * from the demo's CDN, and records what reaches it. Loopback like the CDN: Chromium refuses a public
 * page's requests to a private address.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type PageLog, until, useEmbedDemo } from './embed.helpers';

const env = useEmbedDemo();

/** A server on a free loopback port (an origin of its own) answering every path with `html(path)`. */
async function serve(html: (path: string) => string): Promise<{ origin: string; server: Server }> {
  const server = createServer((req, res) => {
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    res.end(html(new URL(req.url ?? '/', 'http://x').pathname));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, server };
}

interface Received {
  frame: string;
  source: unknown;
  type: unknown;
  widget: unknown;
  origin: string;
}

describe('a framed partner page (message-origins)', () => {
  let page: Page;
  let PORTAL = '';
  let PARTNER = '';
  const servers: Server[] = [];

  beforeAll(async () => {
    // The CDN origin the demo serves the embed from, as its partner page names it.
    const demoHtml = await (await fetch(`${env.demo().url}/`)).text();
    const cdn = /<script async src="([^"]+)\/embed\.js"/.exec(demoHtml)?.[1];
    if (!cdn) throw new Error('The demo page names no embed.js');
    const article = (attribute: string) =>
      `<!doctype html><html lang="hu"><head><meta charset="utf-8"><title>Cikk</title>` +
      `<script async src="${cdn}/embed.js"></script></head><body>` +
      `<penzugy-loan-calculator loading="eager"${attribute}></penzugy-loan-calculator></body></html>`;
    const partner = await serve((path) => article(path === '/listed' ? ` message-origins="${PORTAL}"` : ''));
    PARTNER = partner.origin;
    servers.push(partner.server);
    // The portal's origin is only known once it listens; the partner pages read PORTAL per request.
    const portal = await serve(
      () =>
        `<!doctype html><html lang="hu"><head><meta charset="utf-8"><title>Portál</title></head><body>` +
        `<iframe id="listed" title="listed" src="${PARTNER}/listed" width="800" height="600"></iframe>` +
        `<iframe id="unlisted" title="unlisted" src="${PARTNER}/unlisted" width="800" height="600"></iframe>` +
        `<script>window.received = []; addEventListener('message', (e) => { ` +
        `const frame = [...document.querySelectorAll('iframe')].find((f) => f.contentWindow === e.source);` +
        `received.push({ frame: frame ? frame.id : '?', origin: e.origin, ...(e.data || {}) }); });</script>` +
        `</body></html>`,
    );
    PORTAL = portal.origin;
    servers.push(portal.server);
    page = await env.context().newPage();
    await page.goto(`${PORTAL}/`);
  });
  afterAll(async () => {
    await page.close();
    for (const server of servers) server.close();
  });

  const received = () => page.evaluate(() => (window as unknown as { received: Received[] }).received);

  it('posts the events of a listed parent origin to that parent, from the partner page’s origin', async () => {
    const got = await until(received, (r) => r.some((m) => m.frame === 'listed' && m.type === 'result'));
    const result = got.find((m) => m.frame === 'listed' && m.type === 'result')!;
    expect(result).toMatchObject({ source: 'penzugy-embed', widget: 'loan-calculator', origin: PARTNER });
  });

  it('posts nothing to a parent whose origin the partner did not list', async () => {
    // The widget dispatches each event on the page and then, synchronously, posts it (src/runtime/
    // events.ts): once the unlisted page has logged its result, any post of it has been made.
    const unlisted = page.frames().find((f) => f.url() === `${PARTNER}/unlisted`)!;
    await until(
      () =>
        unlisted.evaluate(() =>
          (window as unknown as { __penzugyLog: PageLog }).__penzugyLog.events.some((e) => e.type === 'result'),
        ),
      (ok) => ok,
    );
    // Messages from one window arrive in the order it posted them: once a marker the unlisted page
    // posts after its result has arrived, anything the widget posted before it has arrived too.
    await unlisted.evaluate(() => window.parent.postMessage({ marker: true }, '*'));
    await until(received, (r) => r.some((m) => m.frame === 'unlisted' && (m as { marker?: boolean }).marker));
    expect((await received()).filter((m) => m.frame === 'unlisted' && m.source === 'penzugy-embed')).toEqual([]);
  });
});
