/**
 * @penzugy/documents — where the document library's filings come from (docs/product.md#library).
 * Pure TypeScript over `fetch`: no DOM, works in browsers and Node.
 *
 * - {@link DocumentSource}: companies a page at a time (20 at first), each with its documents newest
 *   first; companies without documents are hidden. Failures are {@link DocumentSourceError}s with
 *   Hungarian messages.
 * - Sources: a Cloud Storage bucket ({@link createGcsDocumentSource}), the site's manifest
 *   ({@link createStaticDocumentSource}), a list in memory ({@link createMemoryDocumentSource}).
 * - The rules of docs/product.md#library as pure functions: {@link companyId}, {@link deriveTicker},
 *   {@link documentUrl}, {@link filterCompanies}, …
 */
export {
  COMPANY_PAGE_SIZE,
  DEFAULT_GCS_BASE_URL,
  DOCUMENT_TYPE_LABELS,
  DOCUMENT_TYPES,
  EDGAR_FOLDER,
} from './constants';
export type {
  Company,
  CompanyPage,
  DocumentFormat,
  DocumentSource,
  DocumentType,
  LibraryDocument,
  ListCompaniesOptions,
} from './types';
export { DocumentSourceError, isDocumentSourceError } from './errors';
export {
  companiesFromObjects,
  companyDisplayName,
  companyId,
  compareCompanies,
  compareDocuments,
  createCompany,
  createDocument,
  deriveTicker,
  documentFormat,
  documentTitle,
  documentTypeLabel,
  documentTypesOf,
  documentUrl,
  encodePathSegment,
  filterCompanies,
  isDocumentType,
  parseFilingDate,
  slugify,
  TICKER_WORD_MAX_LENGTH,
} from './derive';
export type { DocumentFile, ListedObject } from './derive';
export { createMemoryDocumentSource } from './memory-source';
export type { MemoryDocumentSourceOptions } from './memory-source';
export { createStaticDocumentSource, parseManifest } from './static-source';
export type { LibraryManifest, StaticDocumentSourceOptions } from './static-source';
export { createGcsDocumentSource } from './gcs-source';
export type { GcsDocumentSourceOptions } from './gcs-source';
export type { FetchLike } from './http';
