import {
  ARTICLE_TOPICS,
  articlePath,
  GLOSSARY_TERMS,
  listArticles,
  listLegalPages,
  listNews,
  NEWS_CATEGORIES,
  type ArticleMeta,
} from '@penzugy/content';
import { ROUTE_TABLE, routeRecord, type PrerenderPlan, type RouteRecord } from '../src/route-table.ts';

/** The site's public address when SITE_ORIGIN is not set (canonical URLs, sitemap, og:url). */
export const DEFAULT_SITE_ORIGIN = 'https://penzugy.example';

/** The origin of canonical URLs: SITE_ORIGIN without a trailing slash, else the default. */
export function siteOrigin(env: Record<string, string | undefined> = process.env): string {
  const origin = env.SITE_ORIGIN?.trim().replace(/\/+$/, '');
  return origin ? new URL(origin).origin : DEFAULT_SITE_ORIGIN;
}

const SITE_NAME = 'Pénzügy';
const DICTIONARY_NAME = 'Pénzügyi szótár';

/** A step of the breadcrumb trail (the page itself is the last one). */
interface Crumb {
  name: string;
  path: string;
}

/** What the prerender knows of a page before rendering it; the title comes from the render. */
export interface PagePlan {
  path: string;
  /** Meta description and og:description. */
  description: string;
  /** The topic on the share image. */
  topic: string;
  /** og:type. */
  ogType: 'website' | 'article';
  /** Last change, yyyy-MM-dd (the build day when the content has no date). */
  lastmod?: string;
  /** The section crumbs between the home page and this page. */
  trail: Crumb[];
  /** The page's own structured data (Article, NewsArticle, DefinedTerm, …), without the breadcrumbs. */
  jsonLd: (page: PageContext) => Record<string, unknown>[];
}

/** What structured data is built from once the page is rendered. */
export interface PageContext {
  origin: string;
  /** The page's heading as its document title shows it, without the site's name. */
  headline: string;
  url: string;
  image: string;
}

const organization = (origin: string) => ({
  '@type': 'Organization',
  name: SITE_NAME,
  url: `${origin}/`,
  logo: `${origin}/og/home.png`,
});

/** One sentence or at most ~160 characters, cut at a word, for meta descriptions. */
export function shortText(text: string, max = 160): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  if (flat.length <= max) return flat;
  const cut = flat.slice(0, max - 1);
  return `${cut.slice(0, Math.max(cut.lastIndexOf(' '), max / 2)).replace(/[\s,;:–-]+$/, '')}…`;
}

const day = (iso: string) => iso.slice(0, 10);
const topicLabel = (slug: string) => ARTICLE_TOPICS.find((t) => t.slug === slug)?.label ?? 'Blog';

function articlePlan(a: ArticleMeta, legal: boolean, trail: Crumb[], path = articlePath(a)): PagePlan {
  return {
    path,
    description: shortText(a.description),
    topic: topicLabel(a.topic),
    ogType: 'article',
    lastmod: day(a.released || a.date),
    trail,
    jsonLd: legal
      ? () => []
      : ({ origin, headline, url, image }) => [
          {
            '@type': 'Article',
            headline,
            description: a.description,
            datePublished: a.released,
            author: a.authors.map((name) => ({ '@type': 'Person', name })),
            publisher: organization(origin),
            image,
            mainEntityOfPage: url,
            inLanguage: 'hu',
            keywords: a.tags.join(', '),
          },
        ],
  };
}

const simple = (path: string, description: string, topic: string, trail: Crumb[] = []): PagePlan => ({
  path,
  description,
  topic,
  ogType: 'website',
  trail,
  jsonLd: () => [],
});

/** The crumb of a route one level up: its path and its title (route-table.ts `parent`). */
function parentCrumbs(route: RouteRecord): Crumb[] {
  const parent = route.parent === undefined ? undefined : routeRecord(route.parent);
  if (route.parent !== undefined && !parent)
    throw new Error(`route table: ${route.path} names no route ${route.parent}`);
  return parent ? [...parentCrumbs(parent), { name: parent.title, path: parent.path }] : [];
}

/**
 * Every address the build prerenders, with what its head needs besides the title: one or more pages
 * for each route of the route table (src/route-table.ts) that has a `prerender` plan, in its order.
 */
export function prerenderPlans(): PagePlan[] {
  return ROUTE_TABLE.flatMap((route) => (route.prerender ? routePlans(route, route.prerender) : []));
}

function routePlans(route: RouteRecord, plan: PrerenderPlan): PagePlan[] {
  const trail = parentCrumbs(route);
  const newest = (items: readonly { publishedAt: string }[]) =>
    items
      .map((n) => day(n.publishedAt))
      .sort()
      .at(-1);
  const termSet = (origin: string) => ({
    '@type': 'DefinedTermSet',
    name: DICTIONARY_NAME,
    url: `${origin}/dictionary`,
    inLanguage: 'hu',
  });
  switch (plan.kind) {
    case 'static': {
      const page = simple(route.path, plan.description, plan.topic ?? trail.at(-1)?.name ?? route.title, trail);
      return [{ ...page, ...staticExtras(route.path, { newest, termSet }) }];
    }
    case 'articles':
      return listArticles().map((a) => articlePlan(a, false, trail));
    case 'legal': {
      const article = listLegalPages().find((a) => legalPath(a.id) === route.path);
      if (!article) throw new Error(`route table: ${route.path} is a legal route without a legal page`);
      return [articlePlan(article, true, trail, route.path)];
    }
    case 'news-categories':
      return NEWS_CATEGORIES.filter((c) => c.key !== 'ÖSSZES').map((c) => ({
        ...simple(
          `/hirek/kategoria/${c.slug}`,
          `Hírek ${withArticle(c.label)} kategóriában, a legfrissebbel kezdve.`,
          route.title,
          trail,
        ),
        lastmod: newest(listNews().filter((n) => n.category === c.key)),
      }));
    case 'news-items':
      return listNews().map((n): PagePlan => ({
        path: `/hirek/${n.id}`,
        description: shortText(n.summary),
        topic: NEWS_CATEGORIES.find((c) => c.key === n.category)?.label ?? 'Hírek',
        ogType: 'article',
        lastmod: day(n.publishedAt),
        trail,
        jsonLd: ({ origin, headline, url, image }) => [
          {
            '@type': 'NewsArticle',
            headline,
            description: n.summary,
            datePublished: n.publishedAt,
            publisher: organization(origin),
            image,
            mainEntityOfPage: url,
            inLanguage: 'hu',
            ...(n.sourceUrl ? { isBasedOn: n.sourceUrl } : {}),
          },
        ],
      }));
    case 'terms':
      return GLOSSARY_TERMS.map((t): PagePlan => ({
        path: `/dictionary/${t.properName}`,
        description: shortText(t.definition),
        topic: DICTIONARY_NAME,
        ogType: 'website',
        trail,
        jsonLd: ({ origin, url }) => [
          {
            '@type': 'DefinedTerm',
            name: t.displayName,
            description: t.definition,
            url,
            termCode: t.properName,
            inDefinedTermSet: termSet(origin),
          },
        ],
      }));
  }
}

/** What some static pages add to their plan: the home page's and the lists' dates and structured data. */
function staticExtras(
  path: string,
  helpers: {
    newest: (items: readonly { publishedAt: string }[]) => string | undefined;
    termSet: (origin: string) => Record<string, unknown>;
  },
): Partial<PagePlan> {
  const articleDates = () => listArticles().map((a) => day(a.released));
  switch (path) {
    case '/':
      return {
        lastmod: [helpers.newest(listNews()), ...articleDates()].filter(Boolean).sort().at(-1),
        jsonLd: ({ origin }) => [
          organization(origin),
          { '@type': 'WebSite', name: SITE_NAME, url: `${origin}/`, inLanguage: 'hu' },
        ],
      };
    case '/blog':
      return { lastmod: articleDates().sort().at(-1) };
    case '/hirek':
      return { lastmod: helpers.newest(listNews()) };
    case '/dictionary':
      return { jsonLd: ({ origin }) => [helpers.termSet(origin)] };
    default:
      return {};
  }
}

/** A noun with the Hungarian definite article that fits its first sound: „a Gazdaság”, „az Ingatlan”. */
export function withArticle(word: string): string {
  return /^[aáeéiíoóöőuúüű]/i.test(word) ? `az ${word}` : `a ${word}`;
}

/** The route of a legal page: its id at the top level (src/route-table.ts). */
function legalPath(id: string): string {
  return `/${id}`;
}

/** The breadcrumb trail of a page, as a BreadcrumbList (none for the home page). */
export function breadcrumbs(plan: PagePlan, page: PageContext): Record<string, unknown>[] {
  if (plan.path === '/') return [];
  const items = [{ name: 'Főoldal', path: '/' }, ...plan.trail, { name: page.headline, path: plan.path }];
  return [
    {
      '@type': 'BreadcrumbList',
      itemListElement: items.map((c, i) => ({
        '@type': 'ListItem',
        position: i + 1,
        name: c.name,
        item: `${page.origin}${c.path}`,
      })),
    },
  ];
}
