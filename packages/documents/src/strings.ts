/**
 * Hungarian messages of the sources' failures, together so they can be reviewed at a glance. Each
 * set speaks of what failed: the bucket ('tárhely') or the site's manifest ('dokumentumjegyzék').
 */
export interface HttpMessages {
  network: string;
  forbidden: (status: number) => string;
  notFound: string;
  tooManyRequests: string;
  server: (status: number) => string;
  other: (status: number) => string;
  unreadable: string;
}

export const GCS_MESSAGES = {
  network: 'Nem sikerült elérni a dokumentumtárhelyet. Ellenőrizze az internetkapcsolatot.',
  forbidden: (status: number) => `A dokumentumtárhely nem engedélyezi a listázást (HTTP ${status}).`,
  notFound: 'A dokumentumtárhely nem található (HTTP 404).',
  tooManyRequests: 'Túl sok kérés érkezett a dokumentumtárhelyhez (HTTP 429). Próbálja újra később.',
  server: (status: number) => `A dokumentumtárhely szervere hibát jelzett (HTTP ${status}). Próbálja újra később.`,
  other: (status: number) => `A dokumentumtárhely váratlan választ adott (HTTP ${status}).`,
  unreadable: 'A dokumentumtárhely válasza nem értelmezhető.',
  pagingLoop: 'A dokumentumtárhely listázása nem ért véget: a lapozás önmagába tért vissza.',
  tooManyPages: 'A dokumentumtárhely listázása túl sok lapból áll.',
} as const satisfies HttpMessages & Record<string, unknown>;

export const STATIC_MESSAGES = {
  network: 'Nem sikerült letölteni a dokumentumjegyzéket. Ellenőrizze az internetkapcsolatot.',
  forbidden: (status: number) => `A dokumentumjegyzék nem érhető el (HTTP ${status}).`,
  notFound: 'A dokumentumjegyzék nem található (HTTP 404).',
  tooManyRequests: 'Túl sok kérés érkezett (HTTP 429). Próbálja újra később.',
  server: (status: number) =>
    `A szerver hibát jelzett a dokumentumjegyzék letöltésekor (HTTP ${status}). Próbálja újra később.`,
  other: (status: number) => `A dokumentumjegyzék nem tölthető le (HTTP ${status}).`,
  unreadable: 'A dokumentumjegyzék nem értelmezhető.',
  badFormat: 'A dokumentumjegyzék formátuma nem megfelelő: hiányzik belőle a fájlok listája.',
} as const satisfies HttpMessages & Record<string, unknown>;

export const PAGING_MESSAGES = {
  badCursor: 'Érvénytelen lapozási pozíció: kezdje újra a vállalatok betöltését.',
  badLimit: 'A lapméret pozitív egész szám legyen.',
} as const;
