/**
 * The library's constants, named once.
 */

/** The filing types the library reads, in the order of docs/product.md#library; other folders are ignored. */
export const DOCUMENT_TYPES = ['10-K', '10-Q', '8-K', 'S-1', 'DEF 14A'] as const;

/**
 * Hungarian labels of the types. The spec gives English ones (Annual Report, Quarterly Report,
 * Current Report, Registration Statement, Proxy Statement; docs/product.md#library); the form code stays visible next to
 * the label on screen, because Hungarian readers of SEC filings know them by code.
 */
export const DOCUMENT_TYPE_LABELS = {
  '10-K': 'Éves jelentés',
  '10-Q': 'Negyedéves jelentés',
  '8-K': 'Rendkívüli jelentés',
  'S-1': 'Tőzsdei bevezetési tájékoztató',
  'DEF 14A': 'Közgyűlési meghívó (proxy)',
} as const;

/** At most this many companies are loaded at first; more on demand (docs/product.md#library). */
export const COMPANY_PAGE_SIZE = 20;

/** The top folder of the library in a bucket or on the site: `edgar/{company}/{type}/{file}` (docs/product.md#library). */
export const EDGAR_FOLDER = 'edgar';

/** Host of the Cloud Storage JSON API and of public objects. */
export const DEFAULT_GCS_BASE_URL = 'https://storage.googleapis.com';

/** Company listings run in parallel, but not all at once: browsers allow ~6 connections a host. */
export const DEFAULT_LISTING_CONCURRENCY = 4;

/**
 * A listing that pages more often than this is treated as broken: a bucket of 1000 objects a page
 * would need a million objects to reach it, far beyond a filings library.
 */
export const MAX_LISTING_PAGES = 1000;

/** File extensions the viewer can show, and how. */
export const DOCUMENT_FORMATS = { pdf: 'pdf', htm: 'html', html: 'html' } as const;
