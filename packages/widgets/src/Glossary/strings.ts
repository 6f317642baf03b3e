/** Every user-facing string of the glossary widgets, together so it can be reviewed at a glance. */
export const GLOSSARY_STRINGS = {
  /** The dictionary page's title, for the host page. */
  title: 'Pénzügyi szótár',
  /** Name of the landing's letter bar. */
  letterNav: 'Ugrás betűre',
  /** Name of the all-terms page's letter switcher. */
  letterSwitcher: 'Betűválasztó',
  /** The link under each letter section (docs/product.md#dictionary). */
  allTerms: (letter: string) => `Összes ${letter} tétel`,
  /** Heading of the all-terms page. */
  letterTitle: (letter: string) => `Összes ${letter} tétel`,
  termCount: (n: number) => `${n} fogalom`,
  /** A letter the glossary has no terms for (a hand-typed ?letter=). */
  unknownLetter: (letter: string) => `Ehhez a betűhöz nincs fogalom a szótárban: „${letter}”.`,
  noLetter: 'Válasszon betűt a fenti listából.',
  loading: 'Szótár betöltése...',
  termLoading: 'Fogalom betöltése...',
  /** Messages for the host's `error` prop. */
  error: 'Nem sikerült betölteni a szótárat.',
  termError: 'Nem sikerült betölteni a fogalmat.',
  empty: 'A szótár még üres.',
  notFound: 'Ez a fogalom nem szerepel a szótárban.',
  related: 'Kapcsolódó fogalmak',
  calculator: 'Próbálja ki a kalkulátorban',
  backToDictionary: 'Vissza a szótárhoz',
} as const;
