/**
 * Production hosting (firebase.json) on the real Firebase Hosting emulator serving the built site:
 * the headers of each kind of path, prerendered pages served as their own HTML, the single-page
 * fallback for client-rendered addresses, the hash of every inline script and style in the policy, and no
 * Content-Security-Policy violation on any kind of route in Chromium. The pages and files are
 * read from the served copy of apps/site/dist, so the test follows whatever the build produces.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import {
  collectScriptHashes,
  collectStyleHashes,
  EMBED_DIR,
  EMULATOR_AUTH_DOMAIN,
  htmlFiles,
  parsePolicy,
  shellFileOf,
} from '../../scripts/hosting-csp.mjs';
import { encodePathSegment } from '../../packages/documents/src/derive';
import { EMULATOR_PROJECT_ID } from '../../apps/site/src/auth/config';
import { launchChromium } from '../support/browser';
import { clearFirebaseEmulators, emulatorsForTests, type FirebaseEmulators } from '../support/services/emulators';
import { siteContext } from '../support/site';
import { newEmail, signUp } from './accounts.helpers';

const { url: base, publicDir: served } = inject('hosting');
const apiUrl = inject('apiUrl');
const YEAR_IMMUTABLE = 'public, max-age=31536000, immutable';

/** The URL path a built HTML file is served at (cleanUrls: no .html, no /index). */
function urlOf(file: string): string {
  const clean = file.replace(/(?:^|\/)index\.html$/, '').replace(/\.html$/, '');
  return `/${clean.split('/').map(encodeURIComponent).join('/')}`.replace(/\/$/, '') || '/';
}

/** Every prerendered page of the build, by URL path. */
const pages = htmlFiles(served)
  .filter((f) => f !== shellFileOf(served))
  .map((file) => ({ file, url: urlOf(file) }));

/** One page of each shape (`/dictionary/*`, `/article/*\/*\/*` …), so every route type is visited once. */
function onePerShape(list: { file: string; url: string }[]) {
  const seen = new Map<string, { file: string; url: string }>();
  for (const p of list) {
    const segments = p.url.split('/').filter(Boolean);
    const shape =
      segments.length <= 1
        ? p.url
        : `/${segments[0]}/${segments
            .slice(1)
            .map(() => '*')
            .join('/')}`;
    if (!seen.has(shape)) seen.set(shape, p);
  }
  return [...seen.values()];
}

async function head(url: string): Promise<Response> {
  return fetch(base + url, { redirect: 'manual' });
}

function policyOf(res: Response) {
  return parsePolicy(res.headers.get('content-security-policy') ?? '');
}

function expectSiteHeaders(res: Response) {
  const csp = policyOf(res);
  expect(csp.get('script-src')).toContain("'self'");
  expect(csp.get('script-src')).not.toContain("'unsafe-inline'");
  expect(csp.get('script-src')).not.toContain("'unsafe-eval'");
  expect(csp.get('default-src')).toEqual(["'self'"]);
  expect(csp.get('object-src')).toEqual(["'none'"]);
  expect(csp.get('frame-ancestors')).toEqual(["'none'"]);
  // Styles by hash too (below), and frames from the one auth domain the site is built for.
  expect(csp.get('style-src')).not.toContain("'unsafe-inline'");
  expect(csp.get('frame-src')).toEqual(["'self'", 'https://accounts.google.com', `https://${EMULATOR_AUTH_DOMAIN}`]);
  // The script's default is the auth domain the site's emulator configuration uses.
  expect(EMULATOR_AUTH_DOMAIN).toBe(`${EMULATOR_PROJECT_ID}.firebaseapp.com`);
  // Violations are reported to the API (apps/api/src/csp-report.ts), in both reporting formats.
  expect(csp.get('report-uri')).toEqual(['/api/csp-report']);
  expect(csp.get('report-to')).toEqual(['csp']);
  expect(res.headers.get('reporting-endpoints')).toBe('csp="/api/csp-report"');
  expect(res.headers.get('strict-transport-security')).toMatch(/^max-age=\d{8,}; includeSubDomains/);
  expect(res.headers.get('x-content-type-options')).toBe('nosniff');
  expect(res.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
  expect(res.headers.get('permissions-policy')).toContain('camera=()');
}

describe('headers by kind of path', () => {
  it('an HTML page: the strict policy, HSTS, nosniff, referrer and permissions policies, revalidated on every visit', async () => {
    const res = await head('/');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/html/);
    expectSiteHeaders(res);
    expect(res.headers.get('cache-control')).toBe('no-cache');
  });

  it('a prerendered glossary term is served as its own HTML, with the same headers', async () => {
    const term = pages.find((p) => /^dictionary\/[^/]+(?:\/index)?\.html$/.test(p.file));
    expect(term, 'the build has no prerendered term page').toBeDefined();
    const res = await head(term!.url);
    expect(res.status).toBe(200);
    expectSiteHeaders(res);
    expect(await res.text()).toBe(readFileSync(path.join(served, term!.file), 'utf8'));
  });

  it('a client-rendered address (/stocks/AAPL) and an unknown one get the app shell', async () => {
    const shell = readFileSync(path.join(served, shellFileOf(served)!), 'utf8');
    for (const url of ['/stocks/AAPL', '/nincs-ilyen-oldal/alatta']) {
      const res = await head(url);
      expect(res.status, url).toBe(200);
      expectSiteHeaders(res);
      expect(await res.text()).toBe(shell);
    }
  });

  it('hashed assets are cached for a year, immutable; a missing asset is a 404, not the shell', async () => {
    const asset = readdirSync(path.join(served, 'assets')).find((f) => f.endsWith('.js'))!;
    const res = await head(`/assets/${asset}`);
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe(YEAR_IMMUTABLE);
    expect(res.headers.get('content-type')).toMatch(/javascript/);
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect((await head('/assets/nincs-ilyen-D3adB33f.js')).status).toBe(404);
  });

  it("the site's static JSON under /api is served as a file, not sent to the API or the shell", async () => {
    const res = await head('/api/mpt-all-sources/learning/dictionary_terms.json');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/json/);
    expect(await res.json()).toBeTypeOf('object');
    expect(res.headers.get('cache-control')).toBe('public, max-age=300');
  });

  it('the embed: the latest loader briefly cached, the versioned files immutable, all usable from other origins', async () => {
    const manifest = JSON.parse(readFileSync(path.join(served, EMBED_DIR, 'manifest.json'), 'utf8')) as {
      versions: { version: string }[];
    };
    const version = manifest.versions[0]!.version;
    const latest = await head(`/${EMBED_DIR}/embed.js`);
    expect(latest.status).toBe(200);
    expect(latest.headers.get('cache-control')).toBe('public, max-age=300');
    expect(latest.headers.get('access-control-allow-origin')).toBe('*');
    const pinned = await head(`/${EMBED_DIR}/v${version}/embed.js`);
    expect(pinned.status).toBe(200);
    expect(pinned.headers.get('cache-control')).toBe(YEAR_IMMUTABLE);
    expect(pinned.headers.get('access-control-allow-origin')).toBe('*');
    // Partners frame frame.html: the site's frame-ancestors 'none' must not reach it.
    const frame = await head(`/${EMBED_DIR}/v${version}/frame`);
    expect(frame.status).toBe(200);
    expect(policyOf(frame).get('frame-ancestors')).toBeUndefined();
    // Only its own scripts, and WebAssembly compilation for the Monte Carlo kernel (no JavaScript eval).
    expect(policyOf(frame).get('script-src')).toEqual(["'self'", "'wasm-unsafe-eval'"]);
    expect(frame.headers.get('x-content-type-options')).toBe('nosniff');
  });

  it('the library is sandboxed: no scripts, nothing but its own images and inline styles, nosniff', async () => {
    const filing = findFile(path.join(served, 'library'), (f) => f.endsWith('.html'));
    expect(filing, 'the build has no HTML filing under /library').toBeDefined();
    // Encoded as the site links it (some static servers never decode %2C and the like).
    const url = `/library/${filing!.split('/').map(encodePathSegment).join('/')}`;
    const res = await fetch(base + url);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-security-policy')).toBe(
      "sandbox; default-src 'none'; img-src 'self'; style-src 'unsafe-inline'; frame-ancestors 'self'",
    );
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    const manifest = await head('/library/manifest.json');
    expect(manifest.status).toBe(200);
    expect(manifest.headers.get('content-security-policy')).toMatch(/^sandbox;/);
  });
});

describe('inline scripts and styles', () => {
  const missingFrom = (allowed: Set<string | undefined>, hashes: Map<string, string[]>) =>
    [...hashes].filter(([hash]) => !allowed.has(hash)).map(([hash, files]) => `${hash} in ${files[0]}`);

  it('every inline executable script of every built page has its hash in the served policy', async () => {
    const allowed = new Set(policyOf(await head('/')).get('script-src'));
    const hashes = collectScriptHashes(served);
    expect(hashes.size).toBeGreaterThan(0);
    expect(missingFrom(allowed, hashes)).toEqual([]);
  });

  it("every <style> and style attribute of every built page has its hash in style-src, with no 'unsafe-inline'", async () => {
    const styleSrc = policyOf(await head('/')).get('style-src') ?? [];
    const { elements, attributes } = collectStyleHashes(served);
    // The prerenderer inlines route CSS, and the charts' markup carries a few sizes and fills.
    expect(elements.size).toBeGreaterThan(0);
    expect(attributes.size).toBeGreaterThan(0);
    const allowed = new Set(styleSrc);
    expect(missingFrom(allowed, elements)).toEqual([]);
    expect(missingFrom(allowed, attributes)).toEqual([]);
    // Attribute hashes count only with 'unsafe-hashes'; the policy lists nothing but what the build has.
    expect(styleSrc).toContain("'unsafe-hashes'");
    expect(styleSrc.filter((s) => s.startsWith("'sha256-")).sort()).toEqual(
      [...new Set([...elements.keys(), ...attributes.keys()])].sort(),
    );
  });
});

describe('no Content-Security-Policy violation in Chromium', () => {
  let browser: Browser;
  let emulators: FirebaseEmulators;
  beforeAll(async () => {
    emulators = await emulatorsForTests(inject('firebase'));
    await clearFirebaseEmulators(emulators);
    browser = await launchChromium();
  });
  afterAll(async () => {
    await browser?.close();
    await emulators?.stop();
  });

  /** A page that records every violation the browser reports, as events and as console errors. */
  async function watchedPage(consent: 'granted' | 'denied' | null = 'denied') {
    const context = await siteContext(browser, { consent });
    // Production sends these to Cloud Run through the hosting rewrite; here the real local service
    // answers them on the same origin, as the rewrite would.
    await context.route(/^[^?#]*\/api\/(?:market|portfolio-opt)\//, async (route) => {
      const request = route.request();
      const url = new URL(request.url());
      const res = await fetch(`${apiUrl}${url.pathname.replace(/^\/api/, '')}${url.search}`, {
        method: request.method(),
        headers: { 'content-type': request.headers()['content-type'] ?? 'application/json' },
        body: request.postData() ?? undefined,
      });
      await route.fulfill({
        status: res.status,
        contentType: res.headers.get('content-type') ?? undefined,
        body: Buffer.from(await res.arrayBuffer()),
      });
    });
    await context.addInitScript(() => {
      const w = window as unknown as { __csp: string[] };
      w.__csp = [];
      document.addEventListener('securitypolicyviolation', (e) =>
        w.__csp.push(`${e.effectiveDirective} blocked ${e.blockedURI || 'inline'} (${e.sourceFile}:${e.lineNumber})`),
      );
    });
    const page = await context.newPage();
    const console: string[] = [];
    page.on('console', (m) => {
      if (/Content Security Policy|Content-Security-Policy/i.test(m.text())) console.push(m.text());
    });
    const violations = async () => [
      ...(await page.evaluate(() => (window as unknown as { __csp: string[] }).__csp)),
      ...console,
    ];
    return { page, violations };
  }

  async function visit(page: Page, url: string) {
    await page.goto(base + url, { waitUntil: 'load' });
    await page.locator('main').first().waitFor({ timeout: 20_000 });
    // Let lazy chunks, data and the Firebase probe run.
    await page.waitForLoadState('networkidle', { timeout: 10_000 }).catch(() => {});
  }

  const clientRoutes = ['/stocks/AAPL', '/login', '/signup', '/forgot', '/befektetesek', '/nincs-ilyen-oldal'];

  it('on one page of every prerendered kind and on the client-rendered routes', async () => {
    const routes = [...onePerShape(pages).map((p) => p.url), ...clientRoutes];
    expect(routes.length).toBeGreaterThan(clientRoutes.length);
    const { page, violations } = await watchedPage();
    const found: string[] = [];
    for (const url of routes) {
      await visit(page, url);
      found.push(...(await violations()).map((v) => `${url}: ${v}`));
    }
    expect(found).toEqual([]);
  }, 240_000);

  it('after accepting cookies, and through sign-up with the watchlist on the emulators', async () => {
    const { page, violations } = await watchedPage(null);
    await visit(page, '/');
    await page.getByRole('button', { name: 'Elfogadom' }).click();
    await signUp(page, base, newEmail('csp'));
    await visit(page, '/stocks/AAPL');
    await page.getByRole('button', { name: 'Hozzáadás a figyelőlistához' }).click();
    await page.getByRole('button', { name: 'Eltávolítás a figyelőlistáról' }).waitFor({ timeout: 20_000 });
    // The user menu (a Radix dropdown, which can inject styles of its own) opens under the policy too.
    await page.getByRole('button', { name: /^Fiók/ }).first().click();
    await page.getByRole('menu').waitFor();
    await page.keyboard.press('Escape');
    expect(await violations()).toEqual([]);

    // Reopening the cookie settings from the footer asks again, and until the visitor answers there is
    // no consent: the analytics cookies go at once and the page reloads without gtag.
    await page.evaluate(() => {
      document.cookie = '_ga=GA1.1.123.456; path=/';
      document.cookie = '_ga_TEST1=GS1.1.1; path=/';
    });
    expect(await page.evaluate(() => (window as unknown as { dataLayer?: unknown[] }).dataLayer)).toBeDefined();
    const reloaded = page.waitForEvent('load');
    await page.getByRole('button', { name: 'Cookie-beállítások' }).click();
    await reloaded;
    expect(await page.evaluate(() => document.cookie)).not.toMatch(/_ga/);
    expect(await page.evaluate(() => (window as unknown as { dataLayer?: unknown[] }).dataLayer)).toBeUndefined();
    await page.getByRole('button', { name: 'Csak a szükségesek' }).click();
    expect(await page.evaluate(() => document.cookie)).not.toMatch(/_ga/);
    expect(await violations()).toEqual([]);
  }, 120_000);
});

function findFile(dir: string, test: (rel: string) => boolean, sub = ''): string | undefined {
  for (const entry of readdirSync(path.join(dir, sub), { withFileTypes: true })) {
    const rel = sub ? `${sub}/${entry.name}` : entry.name;
    if (entry.isDirectory()) {
      const found = findFile(dir, test, rel);
      if (found) return found;
    } else if (test(rel)) return rel;
  }
  return undefined;
}
