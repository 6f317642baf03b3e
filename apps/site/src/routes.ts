import type { ComponentType } from 'react';

/**
 * The route table of docs/product.md#routes and docs/product.md#calculators. Every screen is its own lazily loaded chunk; `title` is
 * the Hungarian document title (pages with data, such as an article, refine it with
 * `useDocumentTitle`), and `page` is the analytics page name of docs/product.md#routes.
 */
export interface SiteRoute {
  path: string;
  title: string;
  page: string;
  /** The analytics `current_section` user property. */
  section:
    'home' | 'news' | 'blog' | 'investments' | 'calculators' | 'learning' | 'library' | 'auth' | 'about' | 'legal';
  /**
   * 'signed-in': the visitor's own pages. Signed out they go to /login (and come back after it);
   * they are never prerendered (no entry in vite/page-meta.ts), and ask search engines not to index them.
   */
  access?: 'signed-in';
  load: () => Promise<{ default: ComponentType }>;
}

const home = () => import('./pages/home/HomePage');
const article = () => import('./pages/article/ArticlePage');
const news = () => import('./pages/news/NewsPage');
const legal = () => import('./pages/legal/LegalPage');

export const SITE_ROUTES: readonly SiteRoute[] = [
  { path: '/', title: 'Főoldal', page: 'home', section: 'home', load: home },
  { path: '/blog', title: 'Blog', page: 'blog', section: 'blog', load: home },
  { path: '/hirek', title: 'Hírek', page: 'news', section: 'news', load: news },
  { path: '/hirek/kategoria/:category', title: 'Hírek', page: 'news', section: 'news', load: news },
  {
    path: '/hirek/archivum',
    title: 'Hírarchívum',
    page: 'news/history',
    section: 'news',
    load: () => import('./pages/news/NewsArchivePage'),
  },
  {
    path: '/hirek/:newsId',
    title: 'Hír',
    page: 'news/viewer',
    section: 'news',
    load: () => import('./pages/news/NewsItemPage'),
  },
  {
    path: '/befektetesek',
    title: 'Befektetések',
    page: 'investments-dashboard',
    section: 'investments',
    load: () => import('./pages/investments/InvestmentsPage'),
  },
  { path: '/article/:a/:b/:c', title: 'Cikk', page: 'article-viewer', section: 'blog', load: article },
  { path: '/article/:a/:b', title: 'Cikk', page: 'article-viewer', section: 'blog', load: article },
  { path: '/article/:a', title: 'Cikk', page: 'article-viewer', section: 'blog', load: article },
  {
    path: '/stocks/:id',
    title: 'Részvény',
    page: 'stock',
    section: 'investments',
    load: () => import('./pages/stock/StockPage'),
  },
  {
    path: '/signup',
    title: 'Regisztráció',
    page: 'auth/signup',
    section: 'auth',
    load: () => import('./pages/auth/SignupPage'),
  },
  {
    path: '/login',
    title: 'Bejelentkezés',
    page: 'auth/login',
    section: 'auth',
    load: () => import('./pages/auth/LoginPage'),
  },
  {
    path: '/fiok',
    title: 'Fiókbeállítások',
    page: 'account/settings',
    section: 'auth',
    access: 'signed-in',
    load: () => import('./pages/account/AccountPage'),
  },
  {
    path: '/figyelolista',
    title: 'Figyelőlista',
    page: 'account/watchlist',
    section: 'investments',
    access: 'signed-in',
    load: () => import('./pages/account/WatchlistPage'),
  },
  {
    path: '/forgot',
    title: 'Elfelejtett jelszó',
    page: 'auth/forgot-password',
    section: 'auth',
    load: () => import('./pages/auth/ForgotPage'),
  },
  {
    path: '/dictionary',
    title: 'Pénzügyi szótár',
    page: 'learning/dictionary',
    section: 'learning',
    load: () => import('./pages/dictionary/DictionaryPage'),
  },
  {
    path: '/dictionary/:properName',
    title: 'Szótár',
    page: 'learning/dictionary',
    section: 'learning',
    load: () => import('./pages/dictionary/TermPage'),
  },
  {
    path: '/all-terms',
    title: 'Összes szótári tétel',
    page: 'learning/all-terms',
    section: 'learning',
    load: () => import('./pages/dictionary/AllTermsPage'),
  },
  {
    path: '/kalkulatorok',
    title: 'Kalkulátorok',
    page: 'calculator',
    section: 'calculators',
    load: () => import('./pages/calculators/CalculatorsPage'),
  },
  {
    path: '/kalkulatorok/lakas-kamat',
    title: 'Lakáshitel kalkulátor',
    page: 'calculator/home-loan',
    section: 'calculators',
    load: () => import('./pages/calculators/LoanPage'),
  },
  {
    path: '/kalkulatorok/rent-or-buy',
    title: 'Bérlés vagy vásárlás kalkulátor',
    page: 'calculator/rent-or-buy',
    section: 'calculators',
    load: () => import('./pages/calculators/RentOrBuyPage'),
  },
  {
    path: '/kalkulatorok/monte-carlo',
    title: 'Monte Carlo szimulációs kalkulátor',
    page: 'calculator/stocha',
    section: 'calculators',
    load: () => import('./pages/calculators/MonteCarloPage'),
  },
  {
    path: '/kalkulatorok/portfolio-optimalizalas',
    title: 'Portfólió optimalizálás',
    page: 'calculator/portfolio-optimization',
    section: 'calculators',
    load: () => import('./pages/calculators/PortfolioPage'),
  },
  {
    path: '/oktatas',
    title: 'Tudástár',
    page: 'learning',
    section: 'learning',
    load: () => import('./pages/education/EducationPage'),
  },
  { path: '/rolunk', title: 'Rólunk', page: 'about', section: 'about', load: () => import('./pages/about/AboutPage') },
  {
    path: '/kapcsolat',
    title: 'Kapcsolat',
    page: 'contact',
    section: 'about',
    load: () => import('./pages/contact/ContactPage'),
  },
  {
    path: '/hirlevel/megerosites',
    title: 'Hírlevél megerősítése',
    page: 'newsletter/confirm',
    section: 'home',
    load: () => import('./pages/newsletter/ConfirmPage'),
  },
  {
    path: '/hirlevel/leiratkozas',
    title: 'Leiratkozás a hírlevélről',
    page: 'newsletter/unsubscribe',
    section: 'home',
    load: () => import('./pages/newsletter/UnsubscribePage'),
  },
  { path: '/adatvedelem', title: 'Adatvédelmi tájékoztató', page: 'legal/privacy', section: 'legal', load: legal },
  {
    path: '/felhasznalasi-feltetelek',
    title: 'Felhasználási feltételek',
    page: 'legal/terms',
    section: 'legal',
    load: legal,
  },
  { path: '/cookie-szabalyzat', title: 'Cookie-szabályzat', page: 'legal/cookies', section: 'legal', load: legal },
  {
    path: '/konyvtar',
    title: 'Dokumentumkönyvtár',
    page: 'library',
    section: 'library',
    load: () => import('./pages/library/LibraryPage'),
  },
];

export { documentTitle, SITE_NAME } from './shell/document-title';
