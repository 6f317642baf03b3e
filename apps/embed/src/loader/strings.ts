/** The loader's Hungarian texts (before a widget's chunk arrives, or when it cannot), for review at a glance. */
export const LOADER_STRINGS = {
  loading: (title: string) => `${title} betöltése…`,
  unknownTitle: 'Ismeretlen widget',
  unknown: (name: string, known: readonly string[]) => `Nincs „${name}” nevű widget. Választható: ${known.join(', ')}.`,
  failedTitle: 'A widget betöltése nem sikerült',
  failed: 'Ellenőrizze az internetkapcsolatot, majd próbálja újra.',
  retry: 'Újrapróbálkozás',
  /** The frame page with an origin of its own: served without its sandbox header (frame.ts). */
  notIsolated: 'A widget keretoldala csak elszigetelten (sandbox) fut: a kiszolgálója nem így adta.',
} as const;
