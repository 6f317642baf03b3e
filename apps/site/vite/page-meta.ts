import {
  ARTICLE_TOPICS,
  articlePath,
  CALCULATOR_PATHS,
  GLOSSARY_TERMS,
  listArticles,
  listLegalPages,
  listNews,
  NEWS_CATEGORIES,
  type ArticleMeta,
} from '@penzugy/content';

/** The site's public address when SITE_ORIGIN is not set (canonical URLs, sitemap, og:url). */
export const DEFAULT_SITE_ORIGIN = 'https://penzugy.example';

/** The origin of canonical URLs: SITE_ORIGIN without a trailing slash, else the default. */
export function siteOrigin(env: Record<string, string | undefined> = process.env): string {
  const origin = env.SITE_ORIGIN?.trim().replace(/\/+$/, '');
  return origin ? new URL(origin).origin : DEFAULT_SITE_ORIGIN;
}

const SITE_NAME = 'Pénzügy';
const SITE_DESCRIPTION = 'Pénzügyi hírek, blog, szótár, kalkulátorok és dokumentumkönyvtár magyarul.';
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

function articlePlan(a: ArticleMeta, legal: boolean, path = articlePath(a)): PagePlan {
  return {
    path,
    description: shortText(a.description),
    topic: topicLabel(a.topic),
    ogType: 'article',
    lastmod: day(a.released || a.date),
    trail: legal ? [] : [{ name: 'Blog', path: '/blog' }],
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

/** Every address the build prerenders, with what its head needs besides the title. */
export function prerenderPlans(): PagePlan[] {
  const news = listNews();
  const articles = listArticles();
  const calculators: Crumb[] = [{ name: 'Kalkulátorok', path: '/kalkulatorok' }];
  const newsTrail: Crumb[] = [{ name: 'Hírek', path: '/hirek' }];
  const dictionaryTrail: Crumb[] = [{ name: DICTIONARY_NAME, path: '/dictionary' }];
  const termSet = (origin: string) => ({
    '@type': 'DefinedTermSet',
    name: DICTIONARY_NAME,
    url: `${origin}/dictionary`,
    inLanguage: 'hu',
  });
  const newest = (items: readonly { publishedAt: string }[]) =>
    items
      .map((n) => day(n.publishedAt))
      .sort()
      .at(-1);

  return [
    {
      ...simple('/', SITE_DESCRIPTION, 'Pénzügy'),
      lastmod: [newest(news), ...articles.map((a) => day(a.released))].filter(Boolean).sort().at(-1),
      jsonLd: ({ origin }) => [
        organization(origin),
        { '@type': 'WebSite', name: SITE_NAME, url: `${origin}/`, inLanguage: 'hu' },
      ],
    },
    {
      ...simple('/blog', 'Cikkek megtakarításról, befektetésről, nyugdíjról és hitelekről, közérthetően.', 'Blog'),
      lastmod: articles
        .map((a) => day(a.released))
        .sort()
        .at(-1),
    },
    ...articles.map((a) => articlePlan(a, false)),
    {
      ...simple('/hirek', 'Pénzügyi és gazdasági hírek kategóriánként, a legfrissebbel kezdve.', 'Hírek'),
      lastmod: newest(news),
    },
    ...NEWS_CATEGORIES.filter((c) => c.key !== 'ÖSSZES').map((c) => ({
      ...simple(
        `/hirek/kategoria/${c.slug}`,
        `Hírek a(z) ${c.label} kategóriában, a legfrissebbel kezdve.`,
        'Hírek',
        newsTrail,
      ),
      lastmod: newest(news.filter((n) => n.category === c.key)),
    })),
    simple('/hirek/archivum', 'A korábbi pénzügyi és gazdasági hírek archívuma.', 'Hírek', newsTrail),
    ...news.map((n): PagePlan => ({
      path: `/hirek/${n.id}`,
      description: shortText(n.summary),
      topic: NEWS_CATEGORIES.find((c) => c.key === n.category)?.label ?? 'Hírek',
      ogType: 'article',
      lastmod: day(n.publishedAt),
      trail: newsTrail,
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
    })),
    {
      ...simple(
        '/dictionary',
        'Pénzügyi fogalmak magyarázata betűrendben: hitel, befektetés, adózás, megtakarítás.',
        DICTIONARY_NAME,
      ),
      jsonLd: ({ origin }) => [termSet(origin)],
    },
    simple('/all-terms', 'A pénzügyi szótár összes tétele betűrendben.', DICTIONARY_NAME, dictionaryTrail),
    ...GLOSSARY_TERMS.map((t): PagePlan => ({
      path: `/dictionary/${t.properName}`,
      description: shortText(t.definition),
      topic: DICTIONARY_NAME,
      ogType: 'website',
      trail: dictionaryTrail,
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
    })),
    ...listLegalPages().map((a) => articlePlan(a, true, legalPath(a.id))),
    simple('/rolunk', 'Kik vagyunk, és miért írunk közérthetően a pénzügyekről.', 'Rólunk'),
    simple('/kapcsolat', 'Elérhetőségeink és kapcsolatfelvételi űrlap.', 'Kapcsolat'),
    simple('/oktatas', 'Tudástár: cikkek, szótár és kalkulátorok a pénzügyi alapoktól a befektetésig.', 'Tudástár'),
    simple(
      '/kalkulatorok',
      'Lakáshitel, bérlés vagy vásárlás, Monte-Carlo-szimuláció és portfólió-optimalizálás.',
      'Kalkulátorok',
    ),
    simple(
      CALCULATOR_PATHS.homeLoan,
      'Lakáshitel-kalkulátor: havi törlesztő, THM és teljes visszafizetés a hitel feltételeiből.',
      'Kalkulátorok',
      calculators,
    ),
    simple(
      CALCULATOR_PATHS.rentOrBuy,
      'Bérlés vagy vásárlás: melyik éri meg hosszú távon, a saját feltételeiddel számolva.',
      'Kalkulátorok',
      calculators,
    ),
    simple(
      CALCULATOR_PATHS.monteCarlo,
      'Monte-Carlo-szimuláció: egy befektetés lehetséges jövőbeli értékei és kockázata.',
      'Kalkulátorok',
      calculators,
    ),
    simple(
      CALCULATOR_PATHS.portfolio,
      'Portfólió-optimalizálás: a kockázat és a hozam legjobb aránya a választott részvényekből.',
      'Kalkulátorok',
      calculators,
    ),
    simple('/konyvtar', 'Dokumentumkönyvtár: cégek éves jelentései és hivatalos dokumentumai.', 'Dokumentumkönyvtár'),
  ];
}

/** The route of a legal page (src/routes.ts). */
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
