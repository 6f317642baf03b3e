/**
 * Every user-facing string of the portfolio screen, together so they can be reviewed at a glance.
 * The spec writes ASCII transliterations ('Portfolio Optimalizalas', 'Reszveny',
 * 'Elemzes kezdete', 'Portfolio Sulyok (>= 1%)'; docs/product.md#portfolio-optimiser); that was a defect, these are Hungarian.
 * Metric names and formulas come from finance-core's `metricDefinitions`, objective and benchmark
 * labels from `OBJECTIVE_OPTIONS` / `BENCHMARK_OPTIONS`.
 */
import { CALCULATOR_KIT_STRINGS as KIT } from '../calculator-kit';
export const PORTFOLIO_STRINGS = {
  title: 'Portfólió optimalizálás',
  description:
    'Válasszon legalább két részvényt és egy időszakot: kiszámítjuk az optimális súlyokat és a portfólió teljesítménymutatóit.',

  stocksLegend: 'Részvények',
  pickerLabel: 'Részvény választása',
  pickerPlaceholder: 'Részvény',
  pickerSearch: 'Keresés...',
  add: 'Hozzáadás',
  pickFirst: 'Előbb válasszon részvényt a listából, majd nyomja meg a Hozzáadás gombot.',
  quickAddLabel: 'Gyors hozzáadás',
  chosenLabel: 'Kiválasztott részvények',
  noneChosen: 'Még nincs kiválasztott részvény.',
  remove: (ticker: string) => `${ticker} eltávolítása`,
  added: (ticker: string) => `${ticker} hozzáadva.`,
  removed: (ticker: string) => `${ticker} eltávolítva.`,
  duplicate: (ticker: string) => `${ticker}: már a kiválasztott részvények között van.`,
  quickAdded: (tickers: readonly string[]) => `Hozzáadva: ${tickers.join(', ')}.`,
  quickAddNothingNew: (list: string) => `${list}: a lista minden elérhető részvénye már ki van választva.`,
  /** docs/product.md#portfolio-optimiser: NOVO is on the S&P 500 and NASDAQ lists but not in the catalogue. */
  quickAddSkipped: (tickers: readonly string[]) =>
    `${tickers.join(', ')}: nem szerepel a választható részvények között, ezért ${tickers.length > 1 ? 'kihagytuk őket' : 'kihagytuk'}.`,

  settingsLegend: 'Elemzés beállításai',
  fromDate: 'Elemzés kezdete',
  toDate: 'Elemzés vége',
  objective: 'Optimalizálási cél',
  shortingLegend: 'Short pozíciók engedélyezése',
  yes: 'Igen',
  no: 'Nem',
  benchmark: 'Referenciaindex',
  currency: 'Elemzés devizája',
  currencyOptions: [
    { value: 'USD', label: 'USD – amerikai dollár' },
    { value: 'HUF', label: 'HUF – forint' },
  ],
  /** Under the metrics heading: the percentages depend on the currency the prices were taken in. */
  computedIn: (currency: 'USD' | 'HUF') => (currency === 'HUF' ? '(HUF-ban számolva)' : '(USD-ben számolva)'),
  riskFreeRate: 'Kockázatmentes hozam',
  maxGrossExposure: 'Bruttó kitettség korlátja',
  maxGrossExposureHint:
    'Short pozíciókkal a súlyok abszolút értékeinek összege (Σ|súly|) akár 3–4 is lehet. Üresen nincs korlát; 1 = short nélkül, 1,5 = legfeljebb 25% short.',

  submit: 'Portfólió frissítése',
  needTwo: 'Legalább 2 részvényt válasszon ki a portfólió frissítéséhez.',
  loading: 'Elemzés folyamatban...',
  previousResults: 'Az új elemzés elkészültéig az előző eredmény látható.',
  retry: 'Újrapróbálkozás',
  share: { ...KIT.share, copied: 'A portfólió linkjét a vágólapra másoltuk.' },
  reset: 'Alaphelyzet',
  resetDone: (rate: string) => `Alaphelyzet: a kiválasztott részvényeket töröltük, a kockázatmentes hozam ${rate} %.`,

  invalidDate: (label: string) => `${label}: adjon meg érvényes dátumot.`,
  dateOrder: 'Elemzés kezdete: nem lehet későbbi, mint az elemzés vége.',
  tooFew: 'Részvények: legalább 2 részvényt válasszon ki.',

  /** Errors of the request (see http-client.ts). */
  errors: {
    network: 'Nem sikerült elérni a szervert.',
    withMessage: (message: string) => `A portfólió frissítése nem sikerült: ${message}`,
    badRequest: (status: number) => `A szerver nem fogadta el a kérést (HTTP ${status}). Ellenőrizze a beállításokat.`,
    notFound: 'A portfólió-szolgáltatás nem érhető el ezen a címen (HTTP 404).',
    tooManyRequests: 'Túl sok kérés érkezett. Várjon egy kicsit, majd próbálja újra.',
    server: (status: number) => `A szerver hibát jelzett (HTTP ${status}). Próbálja újra később.`,
    other: (status: number) => `A portfólió frissítése nem sikerült (HTTP ${status}).`,
    unreadable: 'A szerver válasza nem értelmezhető.',
    incomplete: 'A szerver válasza hiányos: nincsenek benne a súlyok vagy a mutatók.',
    unknown: 'A portfólió frissítése nem sikerült. Próbálja újra.',
  },

  period: (from: string, to: string) => `Elemzett időszak: ${from} – ${to}`,
  source: (source: string) => `Adatforrás: ${source}`,
  /** The conversion's rate: 'Árfolyam (USD/HUF): 2025. december 31., forrás: EKB'. */
  fxAsOf: (pair: string, date: string | null, source: string) =>
    date ? `Árfolyam (${pair}): ${date}, forrás: ${source}` : `Árfolyam (${pair}), forrás: ${source}`,
  nearestPeriod: (from: string, to: string) =>
    // No full stop: a Hungarian date already ends with one ('2024. december 31.').
    `A kért időszakra nincs adat; a legközelebbi elérhető időszakot mutatjuk: ${from} – ${to}`,
  noDataForPeriod: 'A kért időszakra nincs adat; a legközelebbi elérhető időszakot mutatjuk.',

  metricsTitle: 'Teljesítménymutatók',
  metricsHalf: (part: number) => `Teljesítménymutatók, ${part}. rész`,
  metricColumn: 'Mutató',
  valueColumn: 'Érték',
  formula: 'Képlet:',
  metricsCsv: 'CSV letöltése',
  metricsCsvFile: 'teljesitmenymutatok.csv',
  metricsCsvColumns: { name: 'Mutató', key: 'Kulcs', value: 'Érték', unit: 'Mértékegység', formula: 'Képlet' },
  /** Why a metric is '–'. */
  needsBenchmark: 'a referenciaindex adatai nélkül nem számítható',
  undefinedMetric: 'ebből az időszakból nem számítható (például nulla a szórás)',
  notAvailable: '–',

  /** How to read the results: the conventions behind the numbers (issue 16). */
  conventions: {
    title: 'Hogyan számoltunk',
    inSample:
      'A mutatók a választott időszak múltbeli árfolyamaiból számolt, mintán belüli (in-sample) értékek egy naponta újrasúlyozott portfólióra: ' +
      'minden nap visszaállnak az optimális súlyok. A súlyokat ugyanebből az időszakból becsültük, ezért a jövőbeli teljesítményt felülbecsülhetik.',
    compounded: 'Éves hozam, kamatos kamattal (CAGR)',
    compoundedNote: 'ez az „Éves hozam” mutató',
    arithmetic: 'Éves számtani átlaghozam (252 × napi átlag)',
    arithmeticNote: 'ezt optimalizáljuk, és ebből számol a Sharpe- és a Treynor-mutató',
    grossExposure: 'Bruttó kitettség (Σ|súly|)',
    grossExposureNote: (shorting: boolean) =>
      shorting
        ? 'short pozíciókkal 1-nél nagyobb: minden eladott forint egy további forint vételét finanszírozza'
        : 'short pozíciók nélkül mindig 1',
    buyAndHold: 'Vétel és tartás, kumulált hozam',
    buyAndHoldNote: (rebalanced: string) =>
      `ugyanezek a súlyok egyszer megvéve, újrasúlyozás nélkül; a naponta újrasúlyozotté ${rebalanced}`,
    times: (x: string) => `${x}×`,
    preTax:
      'Az optimalizálás és a fenti mutatók adózás előtti, névértékű hozamokkal számolnak; a „Számla” és a „Mai forintban” választás csak az idősorokat és a kumulált hozamot számolja át.',
  },
  /** Above the time-series chart: after tax and in real terms (issue 29 item 3). */
  view: {
    accountHint:
      'Mintha az összeget az időszak első napján fektettük volna be (TBSZ: aznap nyitva), és a grafikon egy napján adnánk el.',
    onlyHuf:
      'Adózás után és mai forintban csak forintos (HUF) elemzésnél számolunk: a magyar adó a forintban mért nyereség után jár, az infláció pedig a forint vásárlóerejét méri, a dolláros idősorhoz ehhez minden nap árfolyama kellene.',
    cumulative: 'Kumulált hozam az időszak végén',
    refused: (message: string) => `Az idősorok nem számolhatók át. ${message}`,
    notesLabel: 'Az átszámítás feltételezései',
  },
  /** The buy-and-hold line of the time-series chart. */
  buyAndHoldSeries: 'Vétel és tartás (újrasúlyozás nélkül)',

  weightsCaption: 'Portfólió súlyok (≥ 1%)',
  tickerColumn: 'Ticker',
  weightColumn: 'Súly',
  noWeights: 'Egyik súly sem éri el az 1%-ot.',
} as const;
