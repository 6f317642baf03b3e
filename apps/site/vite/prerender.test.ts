import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { beforeAll, describe, expect, it } from 'vitest';
import { articlePath, getArticle, GLOSSARY_TERMS, listArticles, listNews } from '@penzugy/content';
import { prerenderPlans, shortText, siteOrigin, withArticle } from './page-meta.ts';
import { ROUTE_TABLE, routePattern } from '../src/route-table.ts';
import { APP_SHELL_FILE, htmlFileOf, scriptJson, sitemapXml } from './prerender.ts';
import { shareImagePath } from './share-image.ts';
import { ROUTE_ASSETS_MARKER } from './route-preload.ts';

const siteRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
/** The test's own build, so it never rewrites the dist/ that a preview or the e2e tests serve. */
const dist = path.join(siteRoot, 'node_modules/.prerender-test/dist');
const origin = siteOrigin();

/** The newest modification time under the given paths (files and folders, recursively). */
function newest(paths: string[]): number {
  let latest = 0;
  const visit = (p: string) => {
    if (!existsSync(p)) return;
    const stat = statSync(p);
    if (stat.isDirectory()) {
      for (const name of readdirSync(p)) if (name !== 'node_modules' && name !== 'dist') visit(path.join(p, name));
    } else if (!p.endsWith('.test.ts')) latest = Math.max(latest, stat.mtimeMs);
  };
  paths.forEach(visit);
  return latest;
}

/**
 * Builds the site unless the test's build is newer than everything it is built from (the site, the
 * widgets and the content), so the assertions below always read the HTML of the current sources.
 */
function ensureBuilt(): void {
  const stamp = path.join(dist, 'sitemap.xml');
  const sources = ['src', 'vite', 'vite.config.ts', 'index.html'].map((p) => path.join(siteRoot, p));
  sources.push(...['widgets/src', 'content/src', 'content/dist'].map((p) => path.join(siteRoot, '../../packages', p)));
  if (existsSync(stamp) && statSync(stamp).mtimeMs > newest(sources)) return;
  // vitest sets NODE_ENV=test, which would make Vite bundle React's development build.
  execFileSync('npx', ['vite', 'build', '--logLevel', 'warn', '--outDir', dist, '--emptyOutDir'], {
    cwd: siteRoot,
    stdio: 'inherit',
    env: { ...process.env, NODE_ENV: 'production', VITE_FIREBASE_EMULATORS: '1' },
  });
}

const html = (urlPath: string) => readFileSync(path.join(dist, htmlFileOf(urlPath)), 'utf8');

/** The text of some HTML, tags removed and React's entities decoded. */
function textOf(markup: string): string {
  return markup
    .replace(/<script[\s\S]*?<\/script>/g, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&quot;/g, '"')
    .replace(/&#x27;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ');
}

const flat = (s: string) => s.replace(/\s+/g, ' ').trim();

function head(page: string) {
  const attr = (re: RegExp) => {
    const m = page.match(re);
    return m
      ? m[1]!
          .replace(/&quot;/g, '"')
          .replace(/&lt;/g, '<')
          .replace(/&gt;/g, '>')
          .replace(/&amp;/g, '&')
      : undefined;
  };
  return {
    lang: attr(/<html lang="([^"]*)"/),
    title: attr(/<title>([^<]*)<\/title>/),
    description: attr(/<meta name="description" content="([^"]*)"/),
    canonical: attr(/<link rel="canonical" href="([^"]*)"/),
    ogTitle: attr(/<meta property="og:title" content="([^"]*)"/),
    ogDescription: attr(/<meta property="og:description" content="([^"]*)"/),
    ogUrl: attr(/<meta property="og:url" content="([^"]*)"/),
    ogImage: attr(/<meta property="og:image" content="([^"]*)"/),
    ogType: attr(/<meta property="og:type" content="([^"]*)"/),
    twitterCard: attr(/<meta name="twitter:card" content="([^"]*)"/),
  };
}

/** Every JSON-LD node of a page (parsed: invalid JSON fails the test). */
function jsonLd(page: string): Record<string, unknown>[] {
  return [...page.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].flatMap((m) => {
    const doc = JSON.parse(m[1]!) as { '@context': string; '@graph': Record<string, unknown>[] };
    expect(doc['@context']).toBe('https://schema.org');
    return doc['@graph'];
  });
}

/** The main element's markup. */
const mainOf = (page: string) => page.slice(page.indexOf('<main'), page.indexOf('</main>'));

describe('prerendered HTML (read without JavaScript)', () => {
  // A loaded 2-core machine has taken over 10 minutes for this build: the hook waits for it to finish.
  beforeAll(ensureBuilt, 3_600_000);

  const term = GLOSSARY_TERMS.find((t) => t.properName === 'annuitas') ?? GLOSSARY_TERMS[0]!;
  const article = listArticles()[0]!;

  it('a glossary term page holds the term, its definition and its metadata', () => {
    const page = html(`/dictionary/${term.properName}`);
    const main = textOf(mainOf(page));
    expect(main).toContain(term.displayName);
    expect(main).toContain(flat(term.definition));
    const h = head(page);
    expect(h.lang).toBe('hu');
    expect(h.title).toBe(`${term.displayName} – szótár – Pénzügy`);
    expect(h.description).toBe(shortText(term.definition));
    expect(h.canonical).toBe(`${origin}/dictionary/${term.properName}`);
    expect(h.ogUrl).toBe(h.canonical);
    expect(h.ogTitle).toBe(h.title);
    expect(h.ogDescription).toBe(h.description);
    expect(h.twitterCard).toBe('summary_large_image');
    expect(h.ogImage).toBe(origin + shareImagePath(`/dictionary/${term.properName}`));
    const png = readFileSync(path.join(dist, shareImagePath(`/dictionary/${term.properName}`)));
    expect([...png.subarray(1, 4)].map((c) => String.fromCharCode(c)).join('')).toBe('PNG');
    expect(png.readUInt32BE(16)).toBe(1200);
    expect(png.readUInt32BE(20)).toBe(630);

    const nodes = jsonLd(page);
    const defined = nodes.find((n) => n['@type'] === 'DefinedTerm');
    expect(defined).toMatchObject({
      name: term.displayName,
      description: term.definition,
      inDefinedTermSet: { '@type': 'DefinedTermSet' },
    });
    const crumbs = nodes.find((n) => n['@type'] === 'BreadcrumbList') as {
      itemListElement: { name: string; item: string }[];
    };
    expect(crumbs.itemListElement.map((c) => c.item)).toEqual([
      `${origin}/`,
      `${origin}/dictionary`,
      `${origin}/dictionary/${term.properName}`,
    ]);
  });

  it('an article page holds its heading, its whole body and Article data', () => {
    const full = getArticle(article.id)!;
    const page = html(articlePath(article));
    const main = mainOf(page);
    expect(textOf(main.match(/<h1[^>]*>[\s\S]*?<\/h1>/)![0]).trim()).toBe(article.title);
    const paragraphs = [...full.html.matchAll(/<p>([\s\S]*?)<\/p>/g)].map((m) => flat(textOf(m[1]!)));
    expect(paragraphs.length).toBeGreaterThan(3);
    for (const p of paragraphs) expect(textOf(main)).toContain(p);
    const h = head(page);
    expect(h.title).toBe(`${article.title} – Pénzügy`);
    expect(h.description).toBe(shortText(article.description));
    expect(h.canonical).toBe(origin + articlePath(article));
    expect(h.ogType).toBe('article');
    const node = jsonLd(page).find((n) => n['@type'] === 'Article');
    expect(node).toMatchObject({
      headline: article.title,
      datePublished: article.released,
      author: article.authors.map((name) => ({ '@type': 'Person', name })),
    });
  });

  it('news items carry NewsArticle data, and the home page the Organization', () => {
    const item = listNews()[0]!;
    const page = html(`/hirek/${item.id}`);
    expect(textOf(mainOf(page))).toContain(item.title);
    expect(jsonLd(page).find((n) => n['@type'] === 'NewsArticle')).toMatchObject({
      headline: item.title,
      datePublished: item.publishedAt,
    });
    const home = html('/');
    expect(jsonLd(home).map((n) => n['@type'])).toContain('Organization');
    expect(head(home).canonical).toBe(`${origin}/`);
  });

  it('a calculator page holds its default result', () => {
    const main = textOf(mainOf(html('/kalkulatorok/lakas-kamat')));
    expect(main).toMatch(/Havi törlesztő[^0-9]*[0-9][0-9\u00a0 ]* Ft/);
  });

  it('has no per-page inline code: every inline executable script is the same on every page', () => {
    const inlineScripts = (page: string) =>
      [...page.matchAll(/<script(?![^>]*\bsrc=)([^>]*)>([\s\S]*?)<\/script>/g)]
        .filter((m) => !/type="application\/(ld\+)?json"/.test(m[1]!))
        .map((m) => m[2]);
    const pages = ['/', `/dictionary/${term.properName}`, articlePath(article), '/kalkulatorok/lakas-kamat'].map(html);
    const first = inlineScripts(pages[0]!);
    expect(first.length).toBeGreaterThan(0);
    for (const page of pages) expect(inlineScripts(page)).toEqual(first);
    // The page's data is JSON in a non-executed element, for the address it was rendered for.
    const data = pages[1]!.match(/<script type="application\/json" id="penzugy-data">([\s\S]*?)<\/script>/)![1]!;
    expect(JSON.parse(data)).toMatchObject({ path: `/dictionary/${term.properName}` });
  });

  it('lists every term, article and news item in sitemap.xml with a lastmod', () => {
    const sitemap = readFileSync(path.join(dist, 'sitemap.xml'), 'utf8');
    const urls = [...sitemap.matchAll(/<url><loc>([^<]+)<\/loc><lastmod>(\d{4}-\d{2}-\d{2})<\/lastmod><\/url>/g)].map(
      (m) => m[1],
    );
    for (const t of GLOSSARY_TERMS) expect(urls).toContain(`${origin}/dictionary/${t.properName}`);
    for (const a of listArticles()) expect(urls).toContain(origin + articlePath(a));
    for (const n of listNews()) expect(urls).toContain(`${origin}/hirek/${n.id}`);
    expect(sitemap).toContain(
      `<loc>${origin}${articlePath(article)}</loc><lastmod>${article.released.slice(0, 10)}</lastmod>`,
    );
    for (const u of urls) expect(existsSync(path.join(dist, htmlFileOf(new URL(u!).pathname)))).toBe(true);
  });

  it("links every prerendered page's own chunk and inlines all of its route's stylesheets", () => {
    /** The inline scripts that add module preloads (the route-preload script). */
    const preloadScripts = (markup: string) =>
      [...markup.matchAll(/<script>([\s\S]*?)<\/script>/g)].filter((m) => m[1]!.includes("'modulepreload'"));
    const manifest = JSON.parse(readFileSync(path.join(dist, '.vite/manifest.json'), 'utf8')) as Record<
      string,
      { file: string; css?: string[]; imports?: string[]; isEntry?: boolean }
    >;
    const closure = (key: string, seen = new Set<string>()): Set<string> => {
      if (seen.has(key)) return seen;
      seen.add(key);
      for (const dep of manifest[key]?.imports ?? []) closure(dep, seen);
      return seen;
    };
    const entry = Object.keys(manifest).find((k) => manifest[k]!.isEntry)!;
    const entryFiles = closure(entry);
    const entryCss = new Set([...entryFiles].flatMap((k) => manifest[k]!.css ?? []));
    const sitemap = readFileSync(path.join(dist, 'sitemap.xml'), 'utf8');
    const pages = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]!).pathname);
    const routesSeen = new Set<string>();
    for (const page of pages) {
      const route = ROUTE_TABLE.find((r) => new RegExp(routePattern(r.path)).test(page));
      expect(route, page).toBeDefined();
      routesSeen.add(route!.path);
      const key = `src/${route!.module}.tsx`;
      const own = manifest[key];
      expect(own, `${page}: ${key} in the manifest`).toBeDefined();
      const markup = html(page);
      expect(markup, `${page} preloads ${own!.file}`).toContain(
        `<link rel="modulepreload" crossorigin href="/${own!.file}">`,
      );
      // Its links take the place of the route-preload script, which only the shell needs.
      expect(preloadScripts(markup), `${page} has no route-preload script`).toEqual([]);
      const css = [...closure(key)].flatMap((k) => manifest[k]!.css ?? []).filter((f) => !entryCss.has(f));
      for (const file of css) expect(markup, `${page} inlines ${file}`).toContain(`<style data-href="/${file}">`);
    }
    // The shell, served for any address, finds the address's route in the browser.
    const shell = readFileSync(path.join(dist, APP_SHELL_FILE), 'utf8');
    expect(preloadScripts(shell)).toHaveLength(1);
    expect(shell).not.toContain(ROUTE_ASSETS_MARKER);
    // Every route with a prerender plan produced pages.
    const planned = ROUTE_TABLE.filter((r) => r.prerender).map((r) => r.path);
    expect([...routesSeen].sort()).toEqual(planned.sort());
  });

  it("bundles React Router's production build, not the development one its package exports", () => {
    const maps = readdirSync(path.join(dist, 'assets')).filter((f) => f.endsWith('.js.map'));
    const sources = maps.flatMap(
      (f) => (JSON.parse(readFileSync(path.join(dist, 'assets', f), 'utf8')) as { sources: string[] }).sources,
    );
    const router = sources.filter((s) => s.includes('node_modules/react-router/'));
    expect(router.length).toBeGreaterThan(0);
    expect(router.filter((s) => !s.includes('/dist/production/'))).toEqual([]);
  });

  it("loads a list's first cover at once and with high priority, the others when they near the screen", () => {
    // Lighthouse's LCP on /blog was the first card's lazy cover, requested only after layout.
    for (const page of ['/blog', '/hirek', '/hirek/archivum']) {
      const covers = [...html(page).matchAll(/<img[^>]*data-cover-mode="(dark|light)"[^>]*>/g)].map((m) => m[0]);
      expect(covers.length, page).toBeGreaterThan(2);
      // The first card's two pictures (one per colour mode), then every other card's.
      for (const img of covers.slice(0, 2)) {
        expect(img, page).toMatch(/loading="eager"/);
        expect(img, page).toMatch(/fetchpriority="high"/i);
      }
      for (const img of covers.slice(2)) {
        expect(img, page).toMatch(/loading="lazy"/);
        expect(img, page).not.toMatch(/fetchpriority/i);
      }
    }
  });

  it('writes a shell for client-rendered pages with the layout but no page data', () => {
    const shell = readFileSync(path.join(dist, APP_SHELL_FILE), 'utf8');
    expect(shell).toContain('<header');
    expect(shell).toContain('Oldal betöltése...');
    expect(shell).not.toContain('penzugy-data');
  });
});

describe('prerender helpers', () => {
  it('keeps JSON inside a script element from closing it', () => {
    const json = scriptJson({ title: '</script><script>alert(1)</script><!--' });
    expect(json).not.toMatch(/<\/script|<!--/i);
    expect(JSON.parse(json)).toEqual({ title: '</script><script>alert(1)</script><!--' });
  });

  it('maps addresses to files and escapes sitemap URLs', () => {
    expect(htmlFileOf('/')).toBe('index.html');
    expect(htmlFileOf('/dictionary/thm')).toBe('dictionary/thm/index.html');
    expect(htmlFileOf('/%C3%A1r/')).toBe('ár/index.html');
    expect(sitemapXml('https://x.hu', [{ path: '/a?b=1&c=2', lastmod: '2026-01-02' }])).toContain(
      '<loc>https://x.hu/a?b=1&amp;c=2</loc>',
    );
  });

  it('writes the definite article that fits the word, never „a(z)”', () => {
    expect(withArticle('Ingatlan')).toBe('az Ingatlan');
    expect(withArticle('Őszi')).toBe('az Őszi');
    expect(withArticle('Gazdaság')).toBe('a Gazdaság');
    for (const plan of prerenderPlans()) expect(plan.description, plan.path).not.toContain('a(z)');
  });

  it('cuts long descriptions at a word with an ellipsis', () => {
    expect(shortText('rövid')).toBe('rövid');
    const long = shortText('szó '.repeat(100));
    expect(long.length).toBeLessThanOrEqual(160);
    expect(long.endsWith('szó…')).toBe(true);
  });

  it('takes the origin from SITE_ORIGIN, else the documented default', () => {
    expect(siteOrigin({ SITE_ORIGIN: 'https://www.penzugy.hu/' })).toBe('https://www.penzugy.hu');
    expect(siteOrigin({})).toBe('https://penzugy.example');
  });
});
