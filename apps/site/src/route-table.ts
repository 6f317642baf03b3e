/**
 * The route table of docs/product.md#routes and docs/product.md#calculators, as plain data: the one
 * source of the site's routes. `routes.ts` turns each record's `module` into the page's lazy loader;
 * the build's route preloading (vite/route-preload.ts), the prerendered pages' metadata
 * (vite/page-meta.ts) and the route-size benchmark (scripts/bench-site.mjs, through the table the
 * build writes) read the same records. Nothing here imports a page, so Node (the Vite config, the
 * prerender) can read it without building the site.
 */
import { CALCULATOR_PATHS } from '@penzugy/content';
import { AUTH_PAGE_STRINGS } from './auth/strings.ts';

/** Where a signed-out visitor to a signed-in route goes (and where a sign-out lands, docs/product.md#accounts). */
export const LOGIN_PATH = '/login';

/** The analytics `current_section` user property of a route. */
export type SiteSection =
  'home' | 'news' | 'blog' | 'investments' | 'calculators' | 'learning' | 'library' | 'auth' | 'about' | 'legal';

/**
 * The page module of a route: a file `src/<module>.tsx` whose default export is the page. Only the
 * files matched by `routes.ts`'s glob (`pages/<area>/<Name>Page.tsx`) can be routed; a test checks that
 * every record names one of them and that every such file is routed.
 */
export type PageModule = `pages/${string}/${string}Page`;

/**
 * How the build prerenders a route. `static`: the route's own address, with this description. The other
 * kinds expand a route with parameters into one page per content item (vite/page-meta.ts).
 */
export type PrerenderPlan =
  | {
      kind: 'static';
      /** Meta description and og:description. */
      description: string;
      /** The topic printed on the share image; the parent route's title, else the route's own. */
      topic?: string;
    }
  | { kind: 'articles' | 'news-categories' | 'news-items' | 'terms' | 'legal' };

/** One route of the site. */
export interface RouteRecord {
  path: string;
  /** The Hungarian document title (pages with data refine it with `useDocumentTitle`). */
  title: string;
  /** The analytics page name of docs/product.md#routes. */
  page: string;
  /** The analytics `current_section` user property. */
  section: SiteSection;
  /** The page module (see {@link PageModule}). */
  module: PageModule;
  /** The route one level up in the breadcrumb trail (its title names the crumb). */
  parent?: string;
  /**
   * 'signed-in': the visitor's own pages. Signed out they go to /login (and come back after it);
   * they are never prerendered, and ask search engines not to index them.
   */
  access?: 'signed-in';
  /** How the build prerenders the route; absent: rendered in the browser only (the shell is served). */
  prerender?: PrerenderPlan;
}

const HOME = 'pages/home/HomePage';
const ARTICLE = 'pages/article/ArticlePage';
const NEWS = 'pages/news/NewsPage';
const LEGAL = 'pages/legal/LegalPage';

const staticPage = (description: string, topic?: string): PrerenderPlan => ({
  kind: 'static',
  description,
  ...(topic ? { topic } : {}),
});

export const ROUTE_TABLE: readonly RouteRecord[] = [
  {
    path: '/',
    title: 'Főoldal',
    page: 'home',
    section: 'home',
    module: HOME,
    prerender: staticPage('Pénzügyi hírek, blog, szótár, kalkulátorok és dokumentumkönyvtár magyarul.', 'Pénzügy'),
  },
  {
    path: '/blog',
    title: 'Blog',
    page: 'blog',
    section: 'blog',
    module: HOME,
    prerender: staticPage('Cikkek megtakarításról, befektetésről, nyugdíjról és hitelekről, közérthetően.'),
  },
  {
    path: '/hirek',
    title: 'Hírek',
    page: 'news',
    section: 'news',
    module: NEWS,
    prerender: staticPage('Pénzügyi és gazdasági hírek kategóriánként, a legfrissebbel kezdve.'),
  },
  {
    path: '/hirek/kategoria/:category',
    title: 'Hírek',
    page: 'news',
    section: 'news',
    module: NEWS,
    parent: '/hirek',
    prerender: { kind: 'news-categories' },
  },
  {
    path: '/hirek/archivum',
    title: 'Hírarchívum',
    page: 'news/history',
    section: 'news',
    module: 'pages/news/NewsArchivePage',
    parent: '/hirek',
    prerender: staticPage('A korábbi pénzügyi és gazdasági hírek archívuma.'),
  },
  {
    path: '/hirek/:newsId',
    title: 'Hír',
    page: 'news/viewer',
    section: 'news',
    module: 'pages/news/NewsItemPage',
    parent: '/hirek',
    prerender: { kind: 'news-items' },
  },
  {
    path: '/befektetesek',
    title: 'Befektetések',
    page: 'investments-dashboard',
    section: 'investments',
    module: 'pages/investments/InvestmentsPage',
    // Prerendered with the market widgets loading: the page's frame is on screen at the first paint
    // and is hydrated in slices, rather than rendered in one task over the shell (issue 27: TBT).
    prerender: staticPage('Piaci hőtérkép, indexek és a saját figyelőlistád egy helyen.'),
  },
  // An article's address has three segments (content's articlePath); the shorter ones are accepted
  // aliases that the article page resolves, rendered in the browser.
  {
    path: '/article/:a/:b/:c',
    title: 'Cikk',
    page: 'article-viewer',
    section: 'blog',
    module: ARTICLE,
    parent: '/blog',
    prerender: { kind: 'articles' },
  },
  { path: '/article/:a/:b', title: 'Cikk', page: 'article-viewer', section: 'blog', module: ARTICLE, parent: '/blog' },
  { path: '/article/:a', title: 'Cikk', page: 'article-viewer', section: 'blog', module: ARTICLE, parent: '/blog' },
  { path: '/stocks/:id', title: 'Részvény', page: 'stock', section: 'investments', module: 'pages/stock/StockPage' },
  // The account forms are prerendered like any page: the visitor sees the form at the first paint,
  // not a spinner until the site's scripts have run (useAccountForm adopts what the browser's
  // password manager, or the visitor, put in a field before the page hydrated).
  {
    path: '/signup',
    title: 'Regisztráció',
    page: 'auth/signup',
    section: 'auth',
    module: 'pages/auth/SignupPage',
    prerender: staticPage(AUTH_PAGE_STRINGS.signup.description),
  },
  {
    path: LOGIN_PATH,
    title: 'Bejelentkezés',
    page: 'auth/login',
    section: 'auth',
    module: 'pages/auth/LoginPage',
    prerender: staticPage(AUTH_PAGE_STRINGS.login.description),
  },
  {
    path: '/fiok',
    title: 'Fiókbeállítások',
    page: 'account/settings',
    section: 'auth',
    access: 'signed-in',
    module: 'pages/account/AccountPage',
  },
  {
    path: '/figyelolista',
    title: 'Figyelőlista',
    page: 'account/watchlist',
    section: 'investments',
    access: 'signed-in',
    module: 'pages/account/WatchlistPage',
  },
  {
    path: '/forgot',
    title: 'Elfelejtett jelszó',
    page: 'auth/forgot-password',
    section: 'auth',
    module: 'pages/auth/ForgotPage',
    prerender: staticPage(AUTH_PAGE_STRINGS.forgot.description),
  },
  {
    path: '/dictionary',
    title: 'Pénzügyi szótár',
    page: 'learning/dictionary',
    section: 'learning',
    module: 'pages/dictionary/DictionaryPage',
    prerender: staticPage('Pénzügyi fogalmak magyarázata betűrendben: hitel, befektetés, adózás, megtakarítás.'),
  },
  {
    path: '/dictionary/:properName',
    title: 'Szótár',
    page: 'learning/dictionary',
    section: 'learning',
    module: 'pages/dictionary/TermPage',
    parent: '/dictionary',
    prerender: { kind: 'terms' },
  },
  {
    path: '/all-terms',
    title: 'Összes szótári tétel',
    page: 'learning/all-terms',
    section: 'learning',
    module: 'pages/dictionary/AllTermsPage',
    parent: '/dictionary',
    prerender: staticPage('A pénzügyi szótár összes tétele betűrendben.'),
  },
  {
    path: '/kalkulatorok',
    title: 'Kalkulátorok',
    page: 'calculator',
    section: 'calculators',
    module: 'pages/calculators/CalculatorsPage',
    prerender: staticPage('Lakáshitel, bérlés vagy vásárlás, Monte-Carlo-szimuláció és portfólió-optimalizálás.'),
  },
  {
    path: CALCULATOR_PATHS.homeLoan,
    title: 'Lakáshitel kalkulátor',
    page: 'calculator/home-loan',
    section: 'calculators',
    module: 'pages/calculators/LoanPage',
    parent: '/kalkulatorok',
    prerender: staticPage('Lakáshitel-kalkulátor: havi törlesztő, THM és teljes visszafizetés a hitel feltételeiből.'),
  },
  {
    path: CALCULATOR_PATHS.rentOrBuy,
    title: 'Bérlés vagy vásárlás kalkulátor',
    page: 'calculator/rent-or-buy',
    section: 'calculators',
    module: 'pages/calculators/RentOrBuyPage',
    parent: '/kalkulatorok',
    prerender: staticPage('Bérlés vagy vásárlás: melyik éri meg hosszú távon, a saját feltételeiddel számolva.'),
  },
  {
    path: CALCULATOR_PATHS.monteCarlo,
    title: 'Monte Carlo szimulációs kalkulátor',
    page: 'calculator/stocha',
    section: 'calculators',
    module: 'pages/calculators/MonteCarloPage',
    parent: '/kalkulatorok',
    prerender: staticPage('Monte-Carlo-szimuláció: egy befektetés lehetséges jövőbeli értékei és kockázata.'),
  },
  {
    path: CALCULATOR_PATHS.portfolio,
    title: 'Portfólió optimalizálás',
    page: 'calculator/portfolio-optimization',
    section: 'calculators',
    module: 'pages/calculators/PortfolioPage',
    parent: '/kalkulatorok',
    prerender: staticPage('Portfólió-optimalizálás: a kockázat és a hozam legjobb aránya a választott részvényekből.'),
  },
  {
    path: '/kalkulatorok/mekkora-hitelt-kaphatok',
    title: 'Mekkora hitelt kaphatok?',
    page: 'calculator/affordability',
    section: 'calculators',
    module: 'pages/calculators/AffordabilityPage',
    parent: '/kalkulatorok',
    prerender: staticPage(
      'Mekkora lakáshitel és milyen drága lakás fér bele a jövedelembe az MNB adósságféke szerint, a ma hatályos szabályokkal.',
    ),
  },
  {
    path: '/kalkulatorok/allampapir',
    title: 'Állampapír-kalkulátor',
    page: 'calculator/state-bonds',
    section: 'calculators',
    module: 'pages/calculators/StateBondsPage',
    parent: '/kalkulatorok',
    prerender: staticPage(
      'Állampapír, TBSZ-en tartott ETF vagy bankbetét: mennyi marad adó és infláció után, évről évre, a ma hatályos szabályokkal.',
    ),
  },
  {
    path: '/modszertan',
    title: 'Módszertan és jogszabályok',
    page: 'calculator/methodology',
    section: 'calculators',
    module: 'pages/methodology/MethodologyPage',
    parent: '/kalkulatorok',
    prerender: staticPage(
      'Hogyan számolnak a kalkulátorok, és minden jogszabályi érték hatálybalépéssel, forrással és ellenőrzéssel.',
    ),
  },
  {
    path: '/oktatas',
    title: 'Tudástár',
    page: 'learning',
    section: 'learning',
    module: 'pages/education/EducationPage',
    prerender: staticPage('Tudástár: cikkek, szótár és kalkulátorok a pénzügyi alapoktól a befektetésig.'),
  },
  {
    path: '/rolunk',
    title: 'Rólunk',
    page: 'about',
    section: 'about',
    module: 'pages/about/AboutPage',
    prerender: staticPage('Kik vagyunk, és miért írunk közérthetően a pénzügyekről.'),
  },
  {
    path: '/kapcsolat',
    title: 'Kapcsolat',
    page: 'contact',
    section: 'about',
    module: 'pages/contact/ContactPage',
    prerender: staticPage('Elérhetőségeink és kapcsolatfelvételi űrlap.'),
  },
  // The newsletter's confirmation and unsubscribe pages act on a token from a mail: never prerendered.
  {
    path: '/hirlevel/megerosites',
    title: 'Hírlevél megerősítése',
    page: 'newsletter/confirm',
    section: 'home',
    module: 'pages/newsletter/ConfirmPage',
  },
  {
    path: '/hirlevel/leiratkozas',
    title: 'Leiratkozás a hírlevélről',
    page: 'newsletter/unsubscribe',
    section: 'home',
    module: 'pages/newsletter/UnsubscribePage',
  },
  // The legal pages' descriptions come from their articles (the legal expansion).
  {
    path: '/adatvedelem',
    title: 'Adatvédelmi tájékoztató',
    page: 'legal/privacy',
    section: 'legal',
    module: LEGAL,
    prerender: { kind: 'legal' },
  },
  {
    path: '/felhasznalasi-feltetelek',
    title: 'Felhasználási feltételek',
    page: 'legal/terms',
    section: 'legal',
    module: LEGAL,
    prerender: { kind: 'legal' },
  },
  {
    path: '/cookie-szabalyzat',
    title: 'Cookie-szabályzat',
    page: 'legal/cookies',
    section: 'legal',
    module: LEGAL,
    prerender: { kind: 'legal' },
  },
  {
    // Act XVII of 2022 (the European Accessibility Act), in force since 2025-06-28: issue 27.
    path: '/akadalymentesseg',
    title: 'Akadálymentességi nyilatkozat',
    page: 'legal/accessibility',
    section: 'legal',
    module: LEGAL,
    prerender: { kind: 'legal' },
  },
  {
    path: '/konyvtar',
    title: 'Dokumentumkönyvtár',
    page: 'library',
    section: 'library',
    module: 'pages/library/LibraryPage',
    prerender: staticPage('Dokumentumkönyvtár: cégek éves jelentései és hivatalos dokumentumai.'),
  },
];

/** The record of a route path (as written in the table), or undefined. */
export function routeRecord(path: string): RouteRecord | undefined {
  return ROUTE_TABLE.find((r) => r.path === path);
}

/**
 * A regular expression source matching a route path pattern ('/stocks/:id' → ^/stocks/[^/]+/?$), as
 * the build's inline preload script tests `location.pathname` against it.
 */
export function routePattern(path: string): string {
  return `^${path.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/:\w+/g, '[^/]+')}/?$`;
}
