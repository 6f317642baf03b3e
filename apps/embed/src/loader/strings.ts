import type { Failure } from './diagnose';

/** The loader's Hungarian texts (before a widget's chunk arrives, or when it cannot), for review at a glance. */
export const LOADER_STRINGS = {
  loading: (title: string) => `${title} betöltése…`,
  unknownTitle: 'Ismeretlen widget',
  unknown: (name: string, known: readonly string[]) => `Nincs „${name}” nevű widget. Választható: ${known.join(', ')}.`,
  failedTitle: 'A widget betöltése nem sikerült',
  /** Why a file did not arrive (diagnose.ts tells them apart): the reader's side, then the site's. */
  failed: {
    offline: 'Nincs internetkapcsolat. Ellenőrizze a kapcsolatot, majd próbálja újra.',
    blocked:
      'A böngésző, egy bővítmény (például reklámszűrő) vagy az oldal biztonsági szabálya letiltotta a letöltést, vagy a kiszolgáló nem érhető el.',
    cors: 'A kiszolgáló nem engedi, hogy ez az oldal betöltse a widgetet (hiányzó CORS-fejléc). Ezt az oldal üzemeltetője tudja javítani.',
    http: (status: number) => `A kiszolgáló hibát jelzett (HTTP ${status}). Próbálja újra később.`,
    integrity: 'A letöltött fájl nem egyezik a közzétett ellenőrzőösszeggel, ezért a widget nem indult el.',
    script: 'A widget indítása hibába ütközött. Próbálja újra később.',
  },
  retry: 'Újrapróbálkozás',
} as const;

/** The card's text for a failure (diagnose.ts). */
export const failureText = (why: Failure): string =>
  why.kind === 'http' ? LOADER_STRINGS.failed.http(why.status) : LOADER_STRINGS.failed[why.kind];

/**
 * The frame page's own texts (frame.ts), apart from LOADER_STRINGS: the loader bundles that whole
 * object, and every byte of the loader counts in each widget's first load (README.md, Size).
 */
export const FRAME_PAGE_STRINGS = {
  /** The frame page with an origin of its own: served without its sandbox header. */
  notIsolated: 'A widget keretoldala csak elszigetelten (sandbox) fut: a kiszolgálója nem így adta.',
} as const;
