/**
 * Every Hungarian string the savings module can show, together so they can be reviewed at a glance:
 * the input fields' on-screen labels (error messages start with them, as FinanceInputError promises),
 * the options' names, the messages of an option outside its rules, the modelling notes and the CSV header.
 */
import { formatDate, formatHuf, formatPercent, formatPercentPoints } from '../shared/format';
import type { SavingsOptionId, TaxClass, Wrapper } from './constants';

/** On-screen label of every input field of the savings functions. */
export const SAVINGS_LABELS = /* @__PURE__ */ Object.freeze({
  amount: 'Befektetett összeg',
  years: 'Befektetési idő',
  date: 'Kezdőnap',
  options: 'Összehasonlított lehetőségek',
  inflation: 'Infláció',
  dkjPath: 'DKJ-hozam',
  dkjMonths: 'DKJ futamideje',
  couponReinvestment: 'Kamatok újrabefektetése',
  depositRate: 'Betéti kamat',
  etfExpectedReturn: 'ETF várható hozama',
  etfVolatility: 'ETF volatilitása',
  etfPrices: 'ETF árfolyamai',
  etfPricesPerYear: 'Árfolyamok száma évente',
  etfTaxClass: 'ETF adózása számlán kívül',
  otherIncome: 'Egyéb szochoköteles jövedelem az évben',
  otherPensionCredits: 'Más nyugdíjcélú adójóváírás az évben',
  product: 'Állampapír',
  series: 'Sorozat',
  wrapper: 'Számla',
  openedOn: 'TBSZ nyitásának napja',
  values: 'Értékek',
  times: 'Időpontok',
  invested: 'Befektetett összeg',
  prices: 'Árfolyamok',
  pricesPerYear: 'Árfolyamok száma évente',
  expectedReturn: 'Várható hozam',
  volatility: 'Volatilitás',
  taxClass: 'Adózás számlán kívül',
  rate: 'Betéti kamat',
});
export type SavingsField = keyof typeof SAVINGS_LABELS;

/** The options' names: `label` for a legend or a table, `short` for a chart's tight spots. */
export const SAVINGS_OPTION_LABELS: Readonly<
  Record<SavingsOptionId, { label: string; short: string; withArticle: string }>
> = Object.freeze({
  mapPlusz: { label: 'Magyar Állampapír Plusz (MÁP Plusz)', short: 'MÁP Plusz', withArticle: 'a MÁP Plusz' },
  fixMap: { label: 'Fix Magyar Állampapír (FixMÁP)', short: 'FixMÁP', withArticle: 'a FixMÁP' },
  bmap: { label: 'Bónusz Magyar Állampapír (BMÁP)', short: 'BMÁP', withArticle: 'a BMÁP' },
  pmap: { label: 'Prémium Magyar Állampapír (PMÁP)', short: 'PMÁP', withArticle: 'a PMÁP' },
  dkj: { label: 'Diszkont Kincstárjegy (DKJ), lejáratkor újra megvéve', short: 'DKJ', withArticle: 'a DKJ' },
  etfTbsz: {
    label: 'ETF-portfólió tartós befektetési számlán (TBSZ)',
    short: 'ETF (TBSZ)',
    withArticle: 'az ETF (TBSZ)',
  },
  etfNone: { label: 'ETF-portfólió értékpapírszámlán, adókedvezmény nélkül', short: 'ETF', withArticle: 'az ETF' },
  etfNyesz: {
    label: 'ETF-portfólió nyugdíj-előtakarékossági számlán (NYESZ)',
    short: 'ETF (NYESZ)',
    withArticle: 'az ETF (NYESZ)',
  },
  deposit: { label: 'Lekötött bankbetét', short: 'Betét', withArticle: 'a betét' },
  depositTbsz: {
    label: 'Lekötött bankbetét tartós befektetési számlán (TBSZ)',
    short: 'Betét (TBSZ)',
    withArticle: 'a TBSZ-betét',
  },
});

/** Hungarian names of the wrappers and of the tax classes, for a form's choices. */
export const WRAPPER_LABELS: Readonly<Record<Wrapper, string>> = /* @__PURE__ */ Object.freeze({
  none: 'Értékpapírszámla (adókedvezmény nélkül)',
  tbsz: 'Tartós befektetési számla (TBSZ)',
  nyesz: 'Nyugdíj-előtakarékossági számla (NYESZ)',
});
export const TAX_CLASS_LABELS: Readonly<Record<TaxClass, string>> = /* @__PURE__ */ Object.freeze({
  controlledMarket: 'Tőzsdei eladás befektetési szolgáltatón át (ellenőrzött tőkepiaci ügylet): 15% szja',
  interest: 'Kamat, illetve az alapkezelőnél visszaváltott befektetési jegy: 15% szja + 13% szocho',
  capitalGain: 'Árfolyamnyereség: 15% szja + 13% szocho a felső határig',
});

/** A list of choices for an error message: `a, b, c`. */
const choices = (values: readonly string[]) => values.join(', ');

/**
 * Messages of bad input that are not a plain range check (those come from checkNumber): the text after the
 * field's label, which validate.ts `savingsError` puts in front (so no message is built before it is needed).
 */
export const SAVINGS_MESSAGES = /* @__PURE__ */ Object.freeze({
  unknownChoice: (value: unknown, allowed: readonly string[]) =>
    `ismeretlen választás („${String(value)}”). Választható: ${choices(allowed)}.`,
  noOptions: 'válasszon legalább egy lehetőséget.',
  optionsNotList: 'a lehetőségeket listaként adja meg.',
  inflationShape:
    'adjon meg egy éves százalékot, évenkénti százalékok listáját, vagy havi árindexek listáját ({ month: "éééé-hh", index }).',
  inflationMonths: 'a hónapokat éééé-hh alakban, szigorúan növekvő sorrendben adja meg.',
  inflationIndex: 'minden havi árindex 0,000001 és 1 000 000 000 közötti szám legyen.',
  inflationEndRate: 'az árindexsor első vagy utolsó 12 hónapjának üteme kívül esik a −50…100%-os éves tartományon.',
  inflationTooShort: 'legalább két hónap árindexe kell.',
  inflationStartsLater: (firstMonth: string, date: string) =>
    `az árindexsor első hónapja ${firstMonth}, a kezdőnap (${formatDate(date)}) korábbi.`,
  inflationUnknown: (date: string) =>
    `adja meg; a kezdőnapon (${formatDate(date)}) még nem ismerjük a KSH éves átlagos inflációját.`,
  pathShape: 'adjon meg egy éves százalékot vagy évenkénti százalékok listáját.',
  pathEmpty: 'a lista nem lehet üres.',
  pathTooLong: (max: number) => `legfeljebb ${max} érték adható meg.`,
  dkjUnknown: (date: string) =>
    `adja meg; a kezdőnapon (${formatDate(date)}) még nem ismerjük a 3 hónapos DKJ-aukciók átlagát.`,
  dkjMonths: '3, 6 vagy 12 hónap lehet.',
  unknownSeries: (id: unknown) => `ismeretlen sorozat („${String(id)}”).`,
  seriesOfOtherProduct: (id: string, shortName: string) => `„${id}” nem ${shortName}-sorozat.`,
  seriesNotRunning: (id: string) => `„${id}” a kezdőnapon nem kamatozik (kamatozása előtt vagy lejárata után van).`,
  pricesShape: 'legalább 3 árfolyamot adjon meg listaként.',
  pricesPositive: 'minden árfolyam pozitív szám legyen.',
  pricesOutOfRange:
    'a belőlük becsült várható hozam vagy volatilitás kívül esik a megengedett tartományon (−50…50%, illetve 0…100%).',
  valuesShape: 'adjon meg legalább egy értéket listaként.',
  valuesNumbers: 'érvényes számokat adjon meg, legfeljebb 10^30 nagyságút.',
  timesRange: (min: number, max: number) => `${min} és ${max} közötti éveket adjon meg.`,
  timesLength: 'ugyanannyi időpont kell, ahány érték.',
  timesOrder: 'az időpontok (években a kezdőnaptól) nem csökkenhetnek.',
  openedAfterStart: 'nem lehet a kezdőnap után.',
  openedOtherYear: 'TBSZ-re csak a nyitás naptári évében (gyűjtőév) lehet befizetni, a kezdőnap más évre esik.',
});

/** Why an option is outside its rules: an answer, with the numbers, not an error. */
export const INELIGIBLE = /* @__PURE__ */ Object.freeze({
  aboveCap: (shortName: string, cap: number) =>
    `${shortName}: egy forgalmazó egy befektetőnek legfeljebb ${formatHuf(cap)} névértékben értékesíthet, a megadott összeg ennél több.`,
  belowDenomination: (denomination: number) =>
    `DKJ: a címlet ${formatHuf(denomination)}, ennél kisebb összeg nem fektethető be.`,
  tbszMinimum: (min: number) => `TBSZ: a nyitáskor legalább ${formatHuf(min)}-ot kell befizetni.`,
  seriesNotOnSale: (id: string, date: string) =>
    `A ${id} sorozatot a kezdőnapon (${formatDate(date)}) nem forgalmazták; a számítás a sorozat feltételeivel készült.`,
});

/** The modelling conventions, as a result lists them under its figures. */
export const SAVINGS_NOTES = /* @__PURE__ */ Object.freeze({
  rulesOfTheDay:
    'A kezdőnapon hatályos szabályokkal számolunk a teljes távon; a TBSZ-nél a nyitás napján hatályos adóval.',
  realTerms: 'A „mai forint” a kezdőnap hónapjának árszínvonalán kifejezett érték.',
  inflationDefault: (year: number, percent: number) =>
    `Infláció: a KSH ${year}. évi átlaga (${formatPercentPoints(percent, 1)}) minden évre.`,
  inflationExtended: 'Infláció: az árindexsoron túli hónapokra a sor szélső 12 hónapjának ütemével számolunk.',
  dkjDefault: (percent: number) =>
    `DKJ-hozam: a 3 hónapos DKJ-aukciók legutóbb ismert átlaga (${formatPercentPoints(percent, 2)}) minden évre.`,
  genericSeries:
    'Nincs ismert, a kezdőnapon forgalmazott sorozat: úgy számolunk, mintha a sorozat a kezdőnapon indulna, névértéken, felhalmozott kamat nélkül.',
  knownSeries: (id: string) =>
    `A ${id} sorozat dátumaival számolunk: a vételár a névérték (100%-os nettó árfolyam) és a felhalmozott kamat.`,
  reinvestSameBond: 'A pénzben fizetett kamatot ugyanabba az állampapírba fektetjük vissza névértéken.',
  reinvestCash: 'A pénzben fizetett kamat kamat nélkül gyűlik a táv végéig.',
  mapPluszInKind: 'A MÁP Plusz kamatát a kibocsátó állampapírban írja jóvá, az utolsót pénzben.',
  afterMaturity: (months: number) => `A lejárat után a pénzt ${months} hónapos DKJ-ba fektetjük tovább a táv végéig.`,
  workingDays: 'A kamatfizetés utáni munkanapokat hétfőtől péntekig számoljuk, ünnepnapok nélkül.',
  earlySale:
    'A táv végén lejárat előtt eladott állampapír árát a Kincstár visszaváltási árfolyamával és a felhalmozott kamattal számoljuk.',
  dkjPricing:
    'A DKJ árát egyszerű, 365 napos hozamból számoljuk; lejárat előtt a folyó hozamon értékeljük, költség nélkül; a címletre kerekítést nem számoljuk.',
  pmapFloor: 'Negatív infláció esetén sem számolunk negatív PMÁP-kamattal (ezt a szabályt forrásban nem olvastuk).',
  inferredCoupons: (shortName: string) =>
    `${shortName}: a kamatlépcső egyes éveit forrásban nem olvastuk, ezek nem megerősítettek (lásd a szabály megjegyzését).`,
  etfModel:
    'ETF: felhalmozó (az osztalékot visszaforgató) alap, lognormális hozammal; a várható érték és az 5–95%-os sáv zárt képletből, a költségek nélkül.',
  etfEstimated: (count: number) =>
    `ETF: a várható hozamot és a volatilitást ${count} árfolyamból becsültük (logaritmikus hozamok).`,
  szochoCap: 'A szocho felső határa (a minimálbér 24-szerese) nem megerősített adat.',
  nyesz:
    'NYESZ: a táv végén nyugdíjszolgáltatásként vesszük fel (adómentes); a nem nyugdíjcélú felvétel adóját nem számoljuk.',
  nyeszCredit: (credit: number) =>
    `NYESZ: ${formatHuf(credit)} adójóváírás a befizetést követő év június 30-án érkezik, és ugyanabba az ETF-be fektetjük; feltételezzük, hogy a befizetett szja fedezi.`,
  nyeszBand: 'NYESZ: a sáv közelítés (a jóváírás hozamát az alapéval együtt mozgónak vesszük).',
  depositRenewal: 'A betétet minden évben ugyanazon a kamaton kötjük le újra; a kamatadót a jóváíráskor levonják.',
  tbszCounting: 'TBSZ: a lekötési évek a gyűjtőévet (a nyitás naptári évét) követő január 1-jétől számítanak.',
  tbszTaxFree: (day: string) => `TBSZ: az első nap, amikor a számla adó nélkül bontható: ${formatDate(day)}`,
});

/** Hungarian CSV header of {@link compareSavings}' rows. */
export const SAVINGS_CSV_HEADER = /* @__PURE__ */ Object.freeze([
  'Év',
  'Dátum',
  'Lehetőség',
  'Érték adó előtt (Ft)',
  'Adó (Ft)',
  'Érték adó után (Ft)',
  'Érték adó után, mai forintban (Ft)',
  'Árszínvonal (kezdőnap = 1)',
]);

/** The headline sentence of a comparison. */
export const SAVINGS_HEADLINE = /* @__PURE__ */ Object.freeze({
  best: (years: number, label: string, real: number, nominal: number) =>
    `${years} év után, adó és infláció után a legtöbb: ${label} — ${formatHuf(real)} mai forintban (${formatHuf(nominal)} névértéken).`,
  riskyBest: (p05: number, p95: number) =>
    `Ez várható érték: 90% valószínűséggel ${formatHuf(p05)} és ${formatHuf(p95)} között lesz (mai forintban).`,
  etfChance: (risky: string, probability: number, safe: string) =>
    `${risky.charAt(0).toUpperCase()}${risky.slice(1)} ${formatPercent(probability, 0)} eséllyel hagy többet, mint ${safe}.`,
  none: 'Egyik lehetőség sem elérhető a megadott feltételekkel.',
});
