/**
 * The library's data rules of docs/product.md#library as pure functions: company id and ticker from a
 * folder name, a document from its folder and file name, the URL of a file, sorting and searching.
 */
import { DOCUMENT_FORMATS, DOCUMENT_TYPE_LABELS, DOCUMENT_TYPES, EDGAR_FOLDER } from './constants';
import type { Company, DocumentFormat, DocumentType, LibraryDocument } from './types';

/**
 * Runs of non-word characters. "Word" is Unicode-aware (letters, digits, '_'), so a Hungarian name
 * such as 'MOL Magyar Olaj- és Gázipari Nyrt.' keeps its 'é' and 'á' instead of breaking at them.
 */
const NON_WORD_RUN = /[^\p{L}\p{N}_]+/gu;

/**
 * Lower-cased text with every run of non-word characters replaced by one '-' (docs/product.md#library). Leading
 * and trailing hyphens are trimmed: the literal rule leaves one after every 'Name (TICKER)' folder
 * ('apple-inc-aapl-'), which reads badly in a link.
 */
export function slugify(text: string): string {
  return text
    .toLowerCase()
    .replace(NON_WORD_RUN, '-')
    .replace(/^-+|-+$/g, '');
}

/** The id of a company folder: `companyId('Apple Inc. (AAPL)')` → `apple-inc-aapl`. */
export function companyId(folderName: string): string {
  return slugify(folderName);
}

/** Punctuation around a word ('Tesla,' 'Inc.') is not part of it. */
const EDGE_PUNCTUATION = /^[^\p{L}\p{N}]+|[^\p{L}\p{N}]+$/gu;

function words(text: string): string[] {
  return text
    .split(/\s+/)
    .map((w) => w.replace(EDGE_PUNCTUATION, ''))
    .filter((w) => w !== '');
}

/** Upper case only: at least one letter, and no lower-case one ('IBM', '3M', 'AT&T'). */
function isAllUpperCase(word: string): boolean {
  return /\p{L}/u.test(word) && word === word.toUpperCase();
}

/** The longest first word that still counts as a ticker (docs/product.md#library). */
export const TICKER_WORD_MAX_LENGTH = 5;

/**
 * The ticker of a company folder (docs/product.md#library): the text in parentheses if there is any
 * ('Apple Inc. (AAPL)' → 'AAPL'); otherwise the first word if it has at most 5 characters and is
 * all upper case ('IBM Corporation' → 'IBM'); otherwise the upper-cased initials of the words
 * ('Abbott Laboratories' → 'AL'). Empty parentheses do not count.
 */
export function deriveTicker(folderName: string): string {
  const inParentheses = /\(([^()]*)\)/.exec(folderName)?.[1]?.trim();
  if (inParentheses) return inParentheses;
  const all = words(folderName);
  const first = all[0];
  if (first !== undefined && first.length <= TICKER_WORD_MAX_LENGTH && isAllUpperCase(first)) return first;
  return all
    .map((w) => /[\p{L}\p{N}]/u.exec(w)?.[0] ?? '')
    .join('')
    .toUpperCase();
}

/** The folder name without a trailing '(TICKER)' when the ticker is shown beside it anyway. */
export function companyDisplayName(company: Pick<Company, 'name' | 'ticker'>): string {
  const suffix = `(${company.ticker})`;
  const trimmed = company.name.trim();
  if (!trimmed.endsWith(suffix)) return trimmed;
  const rest = trimmed.slice(0, -suffix.length).trim();
  return rest === '' ? trimmed : rest;
}

export function isDocumentType(value: string): value is DocumentType {
  return (DOCUMENT_TYPES as readonly string[]).includes(value);
}

/** The Hungarian label of a type: `documentTypeLabel('10-K')` → `Éves jelentés`. */
export function documentTypeLabel(type: DocumentType): string {
  return DOCUMENT_TYPE_LABELS[type];
}

function isValidIsoDate(year: number, month: number, day: number): boolean {
  const d = new Date(Date.UTC(year, month - 1, day));
  return d.getUTCFullYear() === year && d.getUTCMonth() === month - 1 && d.getUTCDate() === day;
}

const LEADING_ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})(?!\d)/;

/**
 * The filing date at the start of a file name or timestamp, as ISO `yyyy-MM-dd`:
 * `2024-11-01_10-K.pdf` → `2024-11-01`; `2024-02-30_x.pdf` (no such day) → `null`.
 */
export function parseFilingDate(text: string): string | null {
  const m = LEADING_ISO_DATE.exec(text);
  if (!m) return null;
  const [, y, mo, d] = m;
  return isValidIsoDate(Number(y), Number(mo), Number(d)) ? `${y}-${mo}-${d}` : null;
}

/** How a file can be shown, by its extension; `null` for files the viewer cannot show. */
export function documentFormat(filename: string): DocumentFormat | null {
  const ext = /\.([a-z0-9]+)$/i.exec(filename)?.[1]?.toLowerCase();
  return ext !== undefined && Object.hasOwn(DOCUMENT_FORMATS, ext)
    ? DOCUMENT_FORMATS[ext as keyof typeof DOCUMENT_FORMATS]
    : null;
}

/** Percent-escapes of characters RFC 3986 allows as they are in a path segment (`pchar`). */
const SEGMENT_SAFE_ESCAPES = /%(2C|3B|3D|3A|40|26|24)/gi;

/**
 * One path segment, URL-encoded: `encodeURIComponent`, except that `, ; = : @ & $` stay as they are,
 * which RFC 3986 allows in a segment. Static servers that decode paths with `decodeURI` (sirv, behind
 * Vite's dev and preview servers) never decode `%2C` and the like, so 'Tesla, Inc. (TSLA)' written as
 * `Tesla%2C%20Inc.` was not found there; every other server reads both spellings alike. `+` stays
 * escaped: some servers read a literal one in a path as a space.
 */
export function encodePathSegment(part: string): string {
  return encodeURIComponent(part).replace(SEGMENT_SAFE_ESCAPES, (escape) => decodeURIComponent(escape));
}

/**
 * `{base}/edgar/{company}/{type}/{file}` with each part URL-encoded (docs/product.md#library):
 * `documentUrl('/library', 'Tesla, Inc. (TSLA)', 'DEF 14A', 'a b.pdf')` →
 * `/library/edgar/Tesla,%20Inc.%20(TSLA)/DEF%2014A/a%20b.pdf`.
 */
export function documentUrl(baseUrl: string, company: string, type: string, filename: string): string {
  const base = baseUrl.replace(/\/+$/, '');
  return `${base}/${EDGAR_FOLDER}/${[company, type, filename].map(encodePathSegment).join('/')}`;
}

/**
 * A document's title: its Hungarian type label and filing year, `Éves jelentés 2024`. The folder
 * says nothing about the fiscal period, so the year is the filing's; the full date is shown beside it.
 */
export function documentTitle(type: DocumentType, date: string): string {
  return `${documentTypeLabel(type)} ${date.slice(0, 4)}`;
}

export interface DocumentFile {
  /** The company folder name. */
  company: string;
  type: DocumentType;
  filename: string;
  /** Where the `edgar/` folder is served, e.g. `/library` or `https://storage.googleapis.com/bucket`. */
  baseUrl: string;
  /** A date to use when the file name does not start with one, e.g. the object's creation time. */
  fallbackDate?: string;
}

/** A document from its place in the folder tree, or `null` when it has no date or cannot be shown. */
export function createDocument({
  company,
  type,
  filename,
  baseUrl,
  fallbackDate,
}: DocumentFile): LibraryDocument | null {
  const format = documentFormat(filename);
  const date = parseFilingDate(filename) ?? (fallbackDate === undefined ? null : parseFilingDate(fallbackDate));
  if (format === null || date === null) return null;
  return {
    id: slugify(`${type} ${filename}`),
    title: documentTitle(type, date),
    type,
    date,
    filename,
    path: documentUrl(baseUrl, company, type, filename),
    format,
  };
}

const FORMAT_ORDER: Record<DocumentFormat, number> = { pdf: 0, html: 1 };

/** Newest first (docs/product.md#library); on the same day by type order, then PDF before HTML, then name. */
export function compareDocuments(a: LibraryDocument, b: LibraryDocument): number {
  if (a.date !== b.date) return a.date < b.date ? 1 : -1;
  const byType = DOCUMENT_TYPES.indexOf(a.type) - DOCUMENT_TYPES.indexOf(b.type);
  if (byType !== 0) return byType;
  const byFormat = FORMAT_ORDER[a.format] - FORMAT_ORDER[b.format];
  if (byFormat !== 0) return byFormat;
  return a.filename < b.filename ? -1 : a.filename > b.filename ? 1 : 0;
}

/** A company from its folder name and documents (sorted newest first). */
export function createCompany(folderName: string, documents: Iterable<LibraryDocument>): Company {
  return {
    id: companyId(folderName),
    name: folderName,
    ticker: deriveTicker(folderName),
    documents: [...documents].sort(compareDocuments),
  };
}

// Built on first use, not while the module evaluates (see finance-core's shared/format.ts).
let nameCollator: Intl.Collator | undefined;

/** Companies in Hungarian alphabetical order of their names, so pages are stable. */
export function compareCompanies(a: Pick<Company, 'name'>, b: Pick<Company, 'name'>): number {
  return (
    (nameCollator ??= new Intl.Collator('hu', { numeric: true, sensitivity: 'base' })).compare(a.name, b.name) ||
    (a.name < b.name ? -1 : a.name > b.name ? 1 : 0)
  );
}

/** A listed object: its full name (`edgar/…`) and, when the listing gives one, its creation time. */
export type ListedObject = string | { name: string; timeCreated?: string };

/**
 * Companies from object names in the `edgar/{company}/{type}/{file}` layout: what a bucket listing
 * or the site's manifest returns. Folder markers (`edgar/X/`, `edgar/X/10-K/`) make a company with no
 * documents; unknown type folders, deeper paths and files that cannot be shown are skipped.
 * Companies come in name order, including those without documents (callers hide them).
 */
export function companiesFromObjects(objects: Iterable<ListedObject>, baseUrl: string): Company[] {
  const prefix = `${EDGAR_FOLDER}/`;
  const byFolder = new Map<string, LibraryDocument[]>();
  for (const object of objects) {
    const name = typeof object === 'string' ? object : object.name;
    if (!name.startsWith(prefix)) continue;
    const parts = name.slice(prefix.length).split('/');
    const [company, type, filename] = parts;
    if (!company || company.trim() === '') continue;
    const docs = byFolder.get(company) ?? [];
    byFolder.set(company, docs);
    if (parts.length !== 3 || !type || !filename || !isDocumentType(type)) continue;
    const fallbackDate = typeof object === 'string' ? undefined : object.timeCreated;
    const doc = createDocument({ company, type, filename, baseUrl, fallbackDate });
    if (doc) docs.push(doc);
  }
  return [...byFolder].map(([folder, docs]) => createCompany(folder, docs)).sort(compareCompanies);
}

/**
 * The library search (docs/product.md#library): case-insensitive substring match on the company name or ticker;
 * an empty or whitespace query keeps every company. Companies without documents are always left out.
 */
export function filterCompanies<C extends Company>(companies: readonly C[], query: string): C[] {
  const q = query.trim().toLocaleLowerCase('hu');
  return companies.filter(
    (c) =>
      c.documents.length > 0 &&
      (q === '' || c.name.toLocaleLowerCase('hu').includes(q) || c.ticker.toLocaleLowerCase('hu').includes(q)),
  );
}

/** The distinct types of some documents, sorted (docs/product.md#library; the screen puts 'All' first). */
export function documentTypesOf(documents: readonly LibraryDocument[]): DocumentType[] {
  return [...new Set(documents.map((d) => d.type))].sort();
}
