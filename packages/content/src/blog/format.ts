/**
 * Card formatting of docs/product.md#blog (Blog list): the date as `yyyy-MM-dd` and the authors joined by a comma.
 */

const DASH = '–';

/**
 * `yyyy-MM-dd` of an ISO date or date-time, in UTC (as finance-core's `formatIsoDate`, so a card
 * and a calculator never disagree about a day). Anything unparsable gives an en dash, never `NaN`.
 */
export function formatArticleDate(iso: string | Date | null | undefined): string {
  if (iso === null || iso === undefined || iso === '') return DASH;
  const d = iso instanceof Date ? iso : new Date(/^\d{4}-\d{2}-\d{2}$/.test(iso) ? `${iso}T00:00:00Z` : iso);
  return Number.isNaN(d.getTime()) ? DASH : d.toISOString().slice(0, 10);
}

/** Authors joined by `, ` (docs/product.md#blog); blank names are skipped and names are trimmed. */
export function joinAuthors(authors: readonly string[] | null | undefined): string {
  return (authors ?? [])
    .map((a) => (typeof a === 'string' ? a.trim() : ''))
    .filter((a) => a !== '')
    .join(', ');
}
