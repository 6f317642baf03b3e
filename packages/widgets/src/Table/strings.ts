/** User-facing text of the Table. */
export const TABLE_STRINGS = {
  csvButton: 'CSV letöltése',
  previous: 'Előző',
  next: 'Következő',
  /** '2. oldal / 15' */
  page: (page: number, pageCount: number) => `${page}. oldal / ${pageCount}`,
  /** Name of the pagination group, e.g. 'Lapozás: Havi bontás'. */
  pagination: (caption: string) => `Lapozás: ${caption}`,
  empty: 'Nincs megjeleníthető adat.',
  /** File name when the caption gives none. */
  defaultFileName: 'tablazat',
  /** Booleans in the CSV. */
  yes: 'igen',
  no: 'nem',
} as const;
