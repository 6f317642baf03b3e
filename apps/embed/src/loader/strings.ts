/** The loader's Hungarian texts (before a widget's chunk arrives, or when it cannot), for review at a glance. */
export const LOADER_STRINGS = {
  loading: (title: string) => `${title} betöltése…`,
  unknownTitle: 'Ismeretlen widget',
  unknown: (name: string, known: readonly string[]) => `Nincs „${name}” nevű widget. Választható: ${known.join(', ')}.`,
  failedTitle: 'A widget betöltése nem sikerült',
  failed: 'Ellenőrizze az internetkapcsolatot, majd próbálja újra.',
  retry: 'Újrapróbálkozás',
} as const;

/**
 * The frame page's own texts (frame.ts), apart from LOADER_STRINGS: the loader bundles that whole
 * object, and every byte of the loader counts in each widget's first load (README.md, Size).
 */
export const FRAME_PAGE_STRINGS = {
  /** The frame page with an origin of its own: served without its sandbox header. */
  notIsolated: 'A widget keretoldala csak elszigetelten (sandbox) fut: a kiszolgálója nem így adta.',
} as const;
