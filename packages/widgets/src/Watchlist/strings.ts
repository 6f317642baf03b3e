/**
 * Every user-facing string of the watchlist widgets, together so it can be reviewed at a glance.
 * The watchlist speaks to the visitor informally, as the spec's account texts do.
 */
import { formatDate } from '@penzugy/finance-core';

export const WATCHLIST_STRINGS = {
  title: 'Figyelőlista',
  /** Logged out (docs/product.md#dashboard, docs/product.md#watchlist). */
  signInPrompt: 'Jelentkezz be a figyelőlista használatához',
  signIn: 'Bejelentkezés',
  loading: 'Figyelőlista betöltése...',
  /** A message for the host's `error` prop. */
  error: 'Nem sikerült betölteni a figyelőlistát.',
  empty: 'A figyelőlistád üres.',
  emptyHint:
    'Egy részvény oldalán a „Hozzáadás a figyelőlistához” gombbal veheted fel, például a hőtérképről megnyitva.',
  /** Accessible name of an item's remove button. */
  remove: (name: string) => `${name} eltávolítása a figyelőlistáról`,
  /** Accessible names of an item's move buttons. */
  moveUp: (name: string) => `${name} mozgatása feljebb`,
  moveDown: (name: string) => `${name} mozgatása lejjebb`,
  noQuote: 'Nincs árfolyamadat',
  /** The add row of the watchlist page (WatchlistAdd). */
  addLabel: 'Részvény hozzáadása',
  addPlaceholder: 'Válassz részvényt',
  addButton: 'Hozzáadás',
  addPickFirst: 'Előbb válassz részvényt a listából, majd nyomd meg a Hozzáadás gombot.',
  addNothingLeft: 'Minden választható részvény a figyelőlistádon van már.',
  addFailed: (name: string) => `${name}: nem sikerült felvenni a figyelőlistádra. Próbáld újra.`,
  /** The empty state's hint when the list has an add row above it. */
  emptyHintWithAdd:
    'Fent választhatsz részvényt, vagy egy részvény oldalán a „Hozzáadás a figyelőlistához” gombbal veheted fel.',
  /** Under the list: the quotes' trading day and their source (issue 28). */
  asOf: (isoDate: string) => `Záróár: ${formatDate(isoDate)}`,
  source: (name: string) => `Forrás: ${name}`,
  count: (n: number) => `${n} részvény`,
  button: {
    add: 'Hozzáadás a figyelőlistához',
    remove: 'Eltávolítás a figyelőlistáról',
    /** Signed out: the button is disabled and this links to the login page. */
    signInFirst: 'Előbb jelentkezz be',
    added: (name: string) => `${name} felkerült a figyelőlistádra.`,
    removed: (name: string) => `${name} lekerült a figyelőlistádról.`,
  },
} as const;
