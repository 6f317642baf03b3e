/** An option of a select: the value the caller gets back and the label the user sees. */
export interface SelectOption {
  /** Value reported to onChange (e.g. a ticker). Unique within the options. */
  value: string;
  /** Visible label (e.g. 'Apple Inc.'). */
  label: string;
}

/** Folds case and Hungarian accents, so 'reszveny' finds 'Részvény' and 'otp' finds 'OTP'. */
export function searchKey(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLocaleLowerCase('hu-HU');
}

/** The options whose label or value contains the query (accent- and case-insensitive). */
export function filterOptions<T extends SelectOption>(options: readonly T[], query: string): readonly T[] {
  const q = searchKey(query.trim());
  if (!q) return options;
  return options.filter((o) => searchKey(o.label).includes(q) || searchKey(o.value).includes(q));
}
