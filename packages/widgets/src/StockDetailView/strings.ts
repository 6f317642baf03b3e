/** Every user-facing string of the stock screen, together so it can be reviewed at a glance. */
import { formatDate } from '@penzugy/finance-core';

export const STOCK_STRINGS = {
  loading: 'Részvényadatok betöltése...',
  /** A message for the host's `error` prop. */
  error: 'Nem sikerült betölteni a részvény adatait.',
  /** No such stock, or no prices for it (docs/product.md#stock-screen: the original's data was mock). */
  notFound: 'Ehhez a részvényhez nincs adat',
  /** 'AAPL | Nasdaq' (docs/product.md#stock-screen: symbol|exchange). */
  symbolExchange: (symbol: string, exchange: string) => (exchange ? `${symbol} | ${exchange}` : symbol),
  lastClose: (isoDate: string) => `Záróár: ${formatDate(isoDate)}`,
  source: (name: string) => `Forrás: ${name}`,
  /** The trend in words, so the green or red background is not the only cue. */
  trendUp: (range: string) => `Emelkedés az időszakban (${range})`,
  trendDown: (range: string) => `Csökkenés az időszakban (${range})`,
  rangeGroup: 'Időszak',
  stats: 'Főbb adatok',
  stat: {
    previousClose: 'Előző záróár',
    dayChange: 'Napi változás',
    rangeHigh: 'Időszak csúcsa',
    rangeLow: 'Időszak mélypontja',
    yearHigh: '52 hetes csúcs',
    yearLow: '52 hetes mélypont',
    marketCap: 'Piaci kapitalizáció',
  },
  chartTitle: (symbol: string, range: string) => `${symbol} záróárai – ${range}`,
  profile: 'Profil',
  facts: 'További adatok',
} as const;

/** Texts of the 'Profil' section (stock-profile.ts). */
export const PROFILE_STRINGS = {
  company: 'tőzsdén jegyzett vállalat',
  index: 'részvényindex',
  headquarters: (place: string) => `székhelye: ${place}`,
  calculatedBy: (who: string) => `számítója: ${who}`,
  founded: (year: string) => `Alapítva: ${year}.`,
  gics: (sector: string, subIndustry?: string) =>
    `A GICS-besorolás szerint szektora: ${sector.toLocaleLowerCase('hu')}${subIndustry ? `, alágazata: ${subIndustry}` : ''}.`,
  listing: (exchange: string, currencyPhrase: string) =>
    `Jegyzési helye: ${exchange}; az árfolyamok ${currencyPhrase} értendők.`,
  /** Currencies as the listing sentence names them ('…amerikai dollárban értendők'). */
  currencyPhrases: { USD: 'amerikai dollárban', EUR: 'euróban', HUF: 'forintban', GBP: 'angol fontban' } as Record<
    string,
    string
  >,
  currencyFallback: (code: string) => `${code} pénznemben`,
  noProfile: 'Ehhez a részvényhez nincs részletes profil.',
  labels: {
    symbol: 'Szimbólum',
    exchange: 'Tőzsde',
    currency: 'Deviza',
    sector: 'Szektor',
    subIndustry: 'Alágazat',
    headquarters: 'Székhely',
    founded: 'Alapítva',
    marketCap: 'Piaci kapitalizáció',
    indices: 'Indextagság',
    coverage: 'Adatok időszaka',
    source: 'Adatforrás',
  },
} as const;
