/**
 * Every user-facing string of the document viewer, together so they can be reviewed at a glance.
 * The loading, missing and error texts are the spec's (docs/product.md#pdf-viewer).
 */
export const PDF_VIEWER_STRINGS = {
  loading: 'PDF betöltése...',
  noUrl: 'Nincs megadva PDF dokumentum',
  loadError: 'Hiba történt a PDF betöltése közben',
  retry: 'Újrapróbálkozás',

  /** Names the whole viewer, e.g. 'PDF-megjelenítő: Éves jelentés 2024'. */
  viewerLabel: (title: string) => `PDF-megjelenítő: ${title}`,
  defaultTitle: 'PDF-dokumentum',
  toolbar: 'A dokumentum eszköztára',
  pagesRegion: 'Dokumentum oldalai',
  pageLabel: (page: number) => `${page}. oldal`,
  pageError: (page: number) => `A(z) ${page}. oldal megjelenítése nem sikerült.`,

  first: 'Első oldal',
  previous: 'Előző oldal',
  next: 'Következő oldal',
  last: 'Utolsó oldal',
  pageInput: 'Oldalszám',
  /** After the page input: '/ 78'. */
  ofTotal: (total: string) => `/ ${total}`,
  /** Announced when the page changes: '3. oldal / 78'. */
  pageStatus: (page: string, total: string) => `${page}. oldal / ${total}`,
  badPage: (total: string) => `Oldalszám: 1 és ${total} közötti egész számot adjon meg.`,

  zoomOut: 'Kicsinyítés',
  zoomIn: 'Nagyítás',
  zoomLevel: 'Nagyítás mértéke',
  zoomReset: 'Eredeti méret',

  openInNewTab: 'Megnyitás új lapon',
  download: 'Letöltés',

  searchLabel: 'Keresés a dokumentumban',
  searchPlaceholder: 'Keresés a dokumentumban...',
  findPrevious: 'Előző találat',
  findNext: 'Következő találat',
  clearSearch: 'Keresés törlése',
  searching: 'Keresés...',
  noMatches: 'Nincs találat',
  /** '3 / 12 találat' */
  matchCount: (current: string, total: string) => `${current} / ${total} találat`,
  searchFailed: 'A keresés nem sikerült: a dokumentum szövege nem olvasható.',

  shortcutsTitle: 'Billentyűparancsok',
  shortcuts: [
    ['← / PageUp', 'Előző oldal'],
    ['→ / PageDown', 'Következő oldal'],
    ['Home / End', 'Első / utolsó oldal'],
    ['+ / −', 'Nagyítás / kicsinyítés'],
    ['0', 'Eredeti méret (100%)'],
    ['Ctrl+F', 'Keresés a dokumentumban'],
    ['Enter / Shift+Enter', 'Következő / előző találat (a keresőmezőben)'],
    ['Esc', 'Keresés törlése (a keresőmezőben)'],
  ] as const,
  shortcutsNote: 'A billentyűparancsok akkor működnek, ha a fókusz a megjelenítőn belül van.',

  /** Details under 'Hiba történt a PDF betöltése közben' (see errors.ts). */
  errors: {
    invalid: 'A fájl nem érvényes vagy sérült PDF-dokumentum.',
    notFound: 'A fájl nem található (HTTP 404).',
    http: (status: number) => `A szerver hibát jelzett (HTTP ${status}).`,
    network: 'Nem sikerült letölteni a fájlt. Ellenőrizze az internetkapcsolatot.',
    password: 'A PDF jelszóval védett, ezért nem jeleníthető meg.',
    noWorker: 'A PDF-megjelenítő nincs beállítva: hiányzik a pdf.js worker címe.',
    unknown: 'Nem sikerült betölteni a dokumentumot. Próbálja újra később.',
  },

  /** The HTML filing frame. */
  htmlFrame: (title: string) => `HTML-dokumentum: ${title}`,
  htmlNote: 'Az eredeti HTML-dokumentum, biztonsági okokból szkriptek nélkül megjelenítve.',
} as const;
