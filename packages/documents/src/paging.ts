/**
 * Paging of company lists. A cursor is the offset, in the name-ordered folder list, of the first
 * folder not read yet; it is opaque to callers, who only pass back `nextCursor`.
 */
import { COMPANY_PAGE_SIZE } from './constants';
import { DocumentSourceError } from './errors';
import { PAGING_MESSAGES } from './strings';
import type { Company, CompanyPage } from './types';

/** The offset a cursor stands for; `null`/absent is the start. Throws on a cursor no source made. */
export function decodeCursor(cursor: string | null | undefined, folderCount: number): number {
  if (cursor === null || cursor === undefined) return 0;
  if (!/^\d+$/.test(cursor)) throw new DocumentSourceError(PAGING_MESSAGES.badCursor);
  const offset = Number(cursor);
  if (!Number.isSafeInteger(offset) || offset > folderCount) throw new DocumentSourceError(PAGING_MESSAGES.badCursor);
  return offset;
}

/** The cursor of the next page, or `null` when `offset` is past the last folder. */
export function encodeCursor(offset: number, folderCount: number): string | null {
  return offset < folderCount ? String(offset) : null;
}

/** A valid page size: a positive integer, 20 when not given. */
export function checkLimit(limit: number | undefined): number {
  const value = limit ?? COMPANY_PAGE_SIZE;
  if (!Number.isSafeInteger(value) || value < 1) throw new DocumentSourceError(PAGING_MESSAGES.badLimit);
  return value;
}

/**
 * Fills a page with up to `limit` companies that have documents, reading folders from `offset` on in
 * batches (each batch only as large as the places still free, so no folder is read and then
 * dropped). Companies without documents are hidden (docs/product.md#library), so a page may read more folders
 * than it returns.
 */
export async function fillPage<F>(
  folders: readonly F[],
  offset: number,
  limit: number,
  load: (batch: readonly F[]) => Promise<Company[]>,
): Promise<CompanyPage> {
  const companies: Company[] = [];
  let next = offset;
  while (companies.length < limit && next < folders.length) {
    const batch = folders.slice(next, next + (limit - companies.length));
    const loaded = await load(batch);
    next += batch.length;
    companies.push(...loaded.filter((c) => c.documents.length > 0));
  }
  return { companies, nextCursor: encodeCursor(next, folders.length), folderCount: folders.length };
}

/** Runs `task` over `items` with at most `concurrency` at a time; results keep the input order. */
export async function mapWithConcurrency<T, R>(
  items: readonly T[],
  concurrency: number,
  task: (item: T) => Promise<R>,
): Promise<R[]> {
  const results = new Array<R>(items.length);
  let nextIndex = 0;
  const worker = async () => {
    while (nextIndex < items.length) {
      const i = nextIndex++;
      results[i] = await task(items[i]!);
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, Math.min(concurrency, items.length)) }, worker));
  return results;
}
