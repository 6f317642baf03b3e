import type { DOCUMENT_TYPES } from './constants';

/** A filing type: '10-K', '10-Q', '8-K', 'S-1' or 'DEF 14A' (docs/product.md#library). */
export type DocumentType = (typeof DOCUMENT_TYPES)[number];

/** How a document is shown: PDFs in the pdf.js viewer, EDGAR's native HTML in a sandboxed frame. */
export type DocumentFormat = 'pdf' | 'html';

/** One filing (docs/product.md#library Document). */
export interface LibraryDocument {
  /** Unique within its company, URL-safe: the slug of type and file name, e.g. `10-k-2024-11-01-10-k-pdf`. */
  id: string;
  /** Hungarian type label and filing year, e.g. `Éves jelentés 2024`. */
  title: string;
  type: DocumentType;
  /** Filing date, ISO `yyyy-MM-dd`. */
  date: string;
  /** The file name in its folder, e.g. `2024-11-01_10-K.pdf`. */
  filename: string;
  /** Full URL: `{base}/edgar/{company}/{type}/{file}`, each part URL-encoded (docs/product.md#library). */
  path: string;
  format: DocumentFormat;
}

/** A company folder and its filings (docs/product.md#library Company). */
export interface Company {
  /** The folder name lower-cased, runs of non-word characters turned into '-', e.g. `apple-inc-aapl`. */
  id: string;
  /** The folder name, e.g. `Apple Inc. (AAPL)`. */
  name: string;
  /** Derived from the name by the rule of docs/product.md#library, e.g. `AAPL`. */
  ticker: string;
  /** Newest first. */
  documents: readonly LibraryDocument[];
}

/** One page of companies. */
export interface CompanyPage {
  /** Companies that have at least one document, in name order. */
  companies: Company[];
  /** Pass back to load the next page; `null` when there is nothing more. */
  nextCursor: string | null;
  /**
   * Company folders in the whole listing, with or without documents. With no companies on the first
   * page it tells "no company folders" (0) from "folders but no documents" (> 0), two different
   * empty states of the screen (docs/product.md#library).
   */
  folderCount: number;
}

export interface ListCompaniesOptions {
  /** Where to continue, from the previous page's `nextCursor`; absent for the first page. */
  cursor?: string | null;
  /** Companies per page. @default 20 (COMPANY_PAGE_SIZE) */
  limit?: number;
  signal?: AbortSignal;
}

/**
 * Where the library's documents come from. Implementations: a Cloud Storage bucket
 * ({@link createGcsDocumentSource}), a manifest the site serves ({@link createStaticDocumentSource})
 * and a list in memory ({@link createMemoryDocumentSource}).
 *
 * Failures reject with a {@link DocumentSourceError} whose message is Hungarian and can be shown as
 * it is; an aborted call rejects with the signal's reason.
 */
export interface DocumentSource {
  /** Lists companies with documents, a page at a time. The first page (no cursor) always re-reads the source. */
  listCompanies(options?: ListCompaniesOptions): Promise<CompanyPage>;
  /** One company by id (for links to a company not loaded yet); its document list may be empty. `null` if there is no such folder. */
  getCompany(id: string, options?: { signal?: AbortSignal }): Promise<Company | null>;
}
