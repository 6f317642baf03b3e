/**
 * Retail state bonds as dated data: the terms of each product the Hungarian state sells to households
 * (Fix Magyar Állampapír, Magyar Állampapír Plusz, Bónusz Magyar Állampapír, Prémium Magyar
 * Állampapír, Diszkont Kincstárjegy), the reference figures their floating coupons follow, and the
 * concrete series whose dates were published.
 *
 * A product rule's version is the offer the ÁKK (Államadósság Kezelő Központ) announced from its first
 * day: a purchase on a day gets the terms in force that day. The ÁKK's own pages (akk.hu,
 * allampapir.hu) were not in the stored copies we could read; the terms come from the ÁKK's press
 * release of 2025-09-25 as MTI-based outlets reproduce it, and from the ÁKK's conditions table as
 * portfolio.hu prints it ('Forrás: ÁKK'). docs/rules.md (group 13) is the confirmation record.
 *
 * The cash-flow maths that reads these is in ../savings/bonds.ts.
 */
import { formatHuf, formatPercentPoints } from '../shared/format';
import { official, secondary } from './sources';
import type { IsoDate, Rule, RuleSource } from './types';

const AKK_RELEASE = 'ÁKK nyilvános ajánlattétel, a 2025. szeptember 25-i ÁKK-közlemény szerint';
const INFOSTART =
  'https://infostart.hu/gazdasag/2025/09/25/uj-lakossagi-allampapirok-jonnek-magasabb-kamattal-itt-vannak-a-reszletek';
const HIRADO =
  'https://hirado.hu/belfold/cikk/2025/09/25/megujul-a-magyarok-kedvenc-befektetese-fontos-valtozas-jon-az-allampapiroknal';
const PORTFOLIO_TABLE =
  'https://www.portfolio.hu/befektetes/20251223/allampapir-befektetok-figyelem-jon-az-uj-map-plusz-es-fixmap-807782';
const PORTFOLIO_Q2 = 'https://www.portfolio.hu/befektetes/20260306/jon-az-uj-fixmap-mutatjuk-a-friss-kamatat-822742';
const KINCSTAR_DKJ =
  'https://www.allamkincstar.gov.hu/lakossagi-ugyfelek/allampapir_forgalmazas/Forgalmazott-allampapirok/dematerializalt-allampapirok/DKJ';
const ECONOMX_BMAP_RESET = 'https://www.economx.hu/tozsdek-piacok/bonusz-allampapir-kamatvaltozas.821591.html';

/** The retail state bond products of the calculator. */
export const STATE_BOND_PRODUCTS = ['mapPlusz', 'fixMap', 'bmap', 'pmap', 'dkj'] as const;
export type StateBondProduct = (typeof STATE_BOND_PRODUCTS)[number];

/** The coupon-paying products (all but the discount bill). */
export type CouponBondProduct = Exclude<StateBondProduct, 'dkj'>;

/** One year's coupon of a stepped (sávos) bond. */
export interface SteppedCoupon {
  /** Percent a year. */
  readonly ratePercent: number;
  /** False where no source states the figure and it is our reading of the published range (see the version's note). */
  readonly confirmed: boolean;
}

/** How a bond's coupon is set. */
export type CouponRule =
  /** The same rate for the whole term. */
  | { readonly kind: 'fixed'; readonly ratePercent: number }
  /** A rate per year of the term (year 1 first). */
  | { readonly kind: 'stepped'; readonly byYear: readonly SteppedCoupon[] }
  /** The 3-month DKJ reference (see {@link DKJ_REFERENCE_YIELD}) plus a premium per year of the term. */
  | { readonly kind: 'dkjFloating'; readonly premiumByYear: readonly number[] }
  /** A fixed first period, then the KSH annual average inflation of the previous year plus a premium. */
  | { readonly kind: 'inflationLinked'; readonly firstPeriodPercent: number; readonly premiumPercent: number };

/** What the Treasury (Magyar Államkincstár) pays for a bond before maturity. */
export interface EarlyRedemption {
  /** Net price, percent of face value; the accrued interest is paid on top. */
  readonly pricePercent: number;
  /** Within this many working days after a coupon date … */
  readonly afterCouponWorkingDays?: number;
  /** … the net price is this instead. */
  readonly afterCouponPricePercent?: number;
}

/** The terms of a coupon-paying retail state bond offer. */
export interface StateBondTerms {
  readonly product: CouponBondProduct;
  /** Hungarian name. */
  readonly name: string;
  /** The short name the market uses, e.g. `FixMÁP`. */
  readonly shortName: string;
  readonly tenorYears: number;
  readonly couponsPerYear: number;
  /** `bond`: each coupon but the last is credited as more of the same series at face value. */
  readonly couponPaidIn: 'cash' | 'bond';
  readonly coupon: CouponRule;
  /** The published EHM (egységesített értékpapír-hozam mutató), percent, where the ÁKK gave one. */
  readonly ehmPercent?: number;
  /** The most one distributor sells one investor during the offer, face value in Ft. */
  readonly maxPurchase: number;
  readonly earlyRedemption: EarlyRedemption;
}

/** `7%`, `6,75%`, `0,10%`: two decimals unless they are both zero. */
const percent = (v: number) => formatPercentPoints(v, 2).replace(/,00%$/, '%');

function describeCoupon(c: CouponRule): string {
  switch (c.kind) {
    case 'fixed':
      return `fix ${percent(c.ratePercent)}`;
    case 'stepped':
      return `sávos: ${c.byYear.map((y, i) => `${i + 1}. év ${percent(y.ratePercent)}${y.confirmed ? '' : ' (nem megerősített)'}`).join(', ')}`;
    case 'dkjFloating': {
      const first = c.premiumByYear[0]!;
      const last = c.premiumByYear.at(-1)!;
      const lastYears = c.premiumByYear.filter((p) => p === last).length;
      return (
        `a 3 hónapos DKJ-aukciók átlaghozama + ${percent(first)} prémium` +
        (last !== first ? `, az utolsó ${lastYears} évben + ${percent(last)} (hűségprémiummal)` : '')
      );
    }
    case 'inflationLinked':
      return `az első kamatperiódusban ${percent(c.firstPeriodPercent)}, utána az előző évi átlagos infláció + ${percent(c.premiumPercent)}`;
  }
}

function describeTerms(v: StateBondTerms): string {
  const frequency = v.couponsPerYear === 4 ? 'negyedévente' : v.couponsPerYear === 2 ? 'félévente' : 'évente';
  const early = v.earlyRedemption;
  return (
    `${v.tenorYears} év; ${describeCoupon(v.coupon)}; kamatfizetés ${frequency}${v.couponPaidIn === 'bond' ? ' állampapírban (az utolsó pénzben)' : ''}` +
    `${v.ehmPercent !== undefined ? `; EHM ${percent(v.ehmPercent)}` : ''}; ` +
    `lejárat előtti visszaváltás ${percent(early.pricePercent)}-os árfolyamon` +
    (early.afterCouponWorkingDays
      ? `, a kamatfizetés utáni ${early.afterCouponWorkingDays} munkanapon ${percent(early.afterCouponPricePercent!)}-on`
      : '') +
    `; legfeljebb ${formatHuf(v.maxPurchase)} forgalmazónként`
  );
}

const CAPS_NOTE = 'Az értékesítési korlát a portfolio.hu által közölt ÁKK-táblázatból.';

export const FIXMAP_TERMS: Rule<StateBondTerms> = {
  id: 'stateBonds.fixMap',
  area: 'state-bonds',
  title: 'Fix Magyar Állampapír (FixMÁP) feltételei',
  describe: describeTerms,
  versions: [
    {
      from: '2025-10-01',
      value: {
        product: 'fixMap',
        name: 'Fix Magyar Állampapír',
        shortName: 'FixMÁP',
        tenorYears: 5,
        couponsPerYear: 4,
        couponPaidIn: 'cash',
        coupon: { kind: 'fixed', ratePercent: 7 },
        ehmPercent: 7.18,
        maxPurchase: 250_000_000,
        earlyRedemption: { pricePercent: 99 },
      },
      source: secondary(AKK_RELEASE, INFOSTART, PORTFOLIO_TABLE, `Korábban 6,5%, 3 és 5 év. ${CAPS_NOTE}`),
    },
  ],
};

export const MAP_PLUSZ_TERMS: Rule<StateBondTerms> = {
  id: 'stateBonds.mapPlusz',
  area: 'state-bonds',
  title: 'Magyar Állampapír Plusz (MÁP Plusz) feltételei',
  describe: describeTerms,
  versions: [
    {
      from: '2025-10-01',
      value: {
        product: 'mapPlusz',
        name: 'Magyar Állampapír Plusz',
        shortName: 'MÁP Plusz',
        tenorYears: 5,
        couponsPerYear: 1,
        couponPaidIn: 'bond',
        coupon: {
          kind: 'stepped',
          byYear: [
            { ratePercent: 6.5, confirmed: true },
            { ratePercent: 6.75, confirmed: false },
            { ratePercent: 7, confirmed: false },
            { ratePercent: 7.25, confirmed: false },
            { ratePercent: 7.5, confirmed: true },
          ],
        },
        ehmPercent: 6.97,
        maxPurchase: 50_000_000,
        earlyRedemption: { pricePercent: 99, afterCouponWorkingDays: 5, afterCouponPricePercent: 100 },
      },
      source: secondary(
        AKK_RELEASE,
        INFOSTART,
        PORTFOLIO_TABLE,
        'A források csak az első (6,50%) és az ötödik év (7,50%) kamatát közlik, az EHM-et (6,97%) és hogy öt évig tartva évi 7% a hozam. ' +
          'A 2–4. év 6,75 / 7,00 / 7,25%-a a mi olvasatunk: negyedpontos lépcsők, mint a korábbi 5,75–6,75%-os sorozatnál (granitbank.hu); ' +
          'ezekkel a pénzbeli EHM 6,97%, az újrabefektetett kamatokkal évi 7,00% — de forrásban nem olvastuk, nem megerősített. ' +
          `A lejárat előtti árfolyam 2025. szeptember 30-ig 99,5% volt (biztosdontes.hu). ${CAPS_NOTE}`,
      ),
    },
  ],
};

export const BMAP_TERMS: Rule<StateBondTerms> = {
  id: 'stateBonds.bmap',
  area: 'state-bonds',
  title: 'Bónusz Magyar Állampapír (BMÁP) feltételei',
  describe: describeTerms,
  versions: [
    {
      from: '2025-10-01',
      value: {
        product: 'bmap',
        name: 'Bónusz Magyar Állampapír',
        shortName: 'BMÁP',
        tenorYears: 6,
        couponsPerYear: 4,
        couponPaidIn: 'cash',
        coupon: { kind: 'dkjFloating', premiumByYear: [0.75, 0.75, 0.75, 0.75, 1, 1] },
        maxPurchase: 250_000_000,
        earlyRedemption: { pricePercent: 99 },
      },
      source: secondary(
        AKK_RELEASE,
        HIRADO,
        PORTFOLIO_TABLE,
        'A kamatbázis az utolsó négy sikeres 3 hónapos DKJ-aukció átlaghozama, negyedévente újraszámolva; a hűségprémium (0,25%) az utolsó két évben jár. ' +
          `Korábban 1%-os kamatfelár, 4 és 6 év. ${CAPS_NOTE}`,
      ),
    },
  ],
};

export const PMAP_TERMS: Rule<StateBondTerms> = {
  id: 'stateBonds.pmap',
  area: 'state-bonds',
  title: 'Prémium Magyar Állampapír (PMÁP) feltételei',
  describe: describeTerms,
  versions: [
    {
      from: '2025-10-01',
      value: {
        product: 'pmap',
        name: 'Prémium Magyar Állampapír',
        shortName: 'PMÁP',
        tenorYears: 10,
        couponsPerYear: 1,
        couponPaidIn: 'cash',
        coupon: { kind: 'inflationLinked', firstPeriodPercent: 6, premiumPercent: 0.1 },
        maxPurchase: 25_000_000,
        earlyRedemption: { pricePercent: 99 },
      },
      source: secondary(
        AKK_RELEASE,
        INFOSTART,
        PORTFOLIO_TABLE,
        'Az inflációs bázis a KSH által közölt előző évi átlagos fogyasztóiár-index (2025: 4,4% → 4,5% kamat 2026. május 23-tól, vg.hu). ' +
          `Hogy negatív infláció esetén mi a kamat, forrásban nem olvastuk. Korábban 0,50% prémium. ${CAPS_NOTE}`,
      ),
    },
  ],
};

/** The discount treasury bill: no coupon, bought below face value and repaid at face value. */
export interface DiscountBillTerms {
  readonly name: string;
  readonly shortName: string;
  /** The tenors sold, in months. */
  readonly tenorsMonths: readonly number[];
  /** Face value of one bill, Ft. */
  readonly denomination: number;
}

export const DKJ_TERMS: Rule<DiscountBillTerms> = {
  id: 'stateBonds.dkj',
  area: 'state-bonds',
  title: 'Diszkont Kincstárjegy (DKJ) feltételei',
  describe: (v) =>
    `${v.tenorsMonths.join(', ')} hónapos futamidő; névérték alatt vehető, lejáratkor névértéken fizet; címlet ${formatHuf(v.denomination)}; ` +
    'a hozam a 2019. június 1. után kibocsátott sorozatoknál adómentes',
  versions: [
    {
      from: '2019-06-01',
      value: { name: 'Diszkont Kincstárjegy', shortName: 'DKJ', tenorsMonths: [3, 6, 12], denomination: 10_000 },
      source: official(
        'A Diszkont Kincstárjegy Ismertetője (ÁKK, Magyar Államkincstár)',
        KINCSTAR_DKJ,
        'Az adómentes sorozatok kezdete az adataink kezdete; a kincstárjegy ennél régebbi.',
      ),
    },
  ],
};

export const DKJ_REFERENCE_YIELD: Rule<number> = {
  id: 'stateBonds.dkjReference',
  area: 'state-bonds',
  title: 'A 3 hónapos DKJ-aukciók átlaghozama (a BMÁP kamatbázisa)',
  describe: (v) => `${percent(v)} (évi)`,
  versions: [
    {
      from: '2025-10-02',
      value: 6.1,
      source: secondary(
        AKK_RELEASE,
        HIRADO,
        INFOSTART,
        'A 2031/R2 sorozat 6,85%-os induló kamatából és a 0,75%-os prémiumból; a BMÁP kamata ezen alapult 2025. december 25-ig.',
      ),
    },
    {
      from: '2025-12-25',
      value: 6.19,
      source: secondary(
        'ÁKK: a Bónusz Magyar Állampapír 2031/R2 kamatának megállapítása',
        ECONOMX_BMAP_RESET,
        ECONOMX_BMAP_RESET,
        'A BMÁP 2031/R2 kamata 2025. december 25-től 2026. március 25-ig 6,94% (6,19% + 0,75%). Piaci adat, nem jogszabály: negyedévente változik.',
      ),
    },
  ],
};

/** A year's average inflation as the KSH published it. */
export interface AnnualInflation {
  readonly year: number;
  /** Percent. */
  readonly percent: number;
}

export const CPI_ANNUAL_AVERAGE: Rule<AnnualInflation> = {
  id: 'stateBonds.cpiAnnualAverage',
  area: 'state-bonds',
  title: 'A KSH által közölt éves átlagos infláció (a PMÁP kamatbázisa)',
  describe: (v) => `${v.year}: ${percent(v.percent)}`,
  versions: [
    {
      from: '2026-01-13',
      value: { year: 2025, percent: 4.4 },
      source: secondary(
        'KSH gyorstájékoztató: fogyasztói árak, 2025. december',
        'https://www.economx.hu/gazdasag/ksh-inflacio-2025-eves.822237.html',
        'https://www.economx.hu/gazdasag/ksh-inflacio-2025-eves.822237.html',
        'A KSH közlésének napja. 2024: 3,7% (nepszava.hu).',
      ),
    },
  ],
};

/** A series whose dates were published: its coupon dates run on the maturity's day of the month. */
export interface StateBondSeries {
  /** The ÁKK's series code, e.g. `2031/Q2`. */
  readonly id: string;
  readonly product: 'fixMap' | 'mapPlusz';
  /** The first day of interest (the first value day of the sale). */
  readonly interestFrom: IsoDate;
  readonly saleFrom: IsoDate;
  /** The last day of the sale; absent when it was not published. */
  readonly saleTo?: IsoDate;
  readonly firstCouponDate: IsoDate;
  readonly maturity: IsoDate;
  /** The first coupon as the ÁKK published it, percent of face value (rounded to two decimals). */
  readonly publishedFirstCouponPercent?: number;
  readonly source: RuleSource;
}

/** The series of the data, by sale start. */
export const STATE_BOND_SERIES: readonly StateBondSeries[] = [
  {
    id: '2031/Q1',
    product: 'fixMap',
    interestFrom: '2026-01-06',
    saleFrom: '2026-01-05',
    saleTo: '2026-03-12',
    firstCouponDate: '2026-04-23',
    maturity: '2031-01-23',
    source: secondary(
      'ÁKK nyilvános ajánlattétel: FixMÁP 2031/Q1',
      PORTFOLIO_TABLE,
      'https://www.vg.hu/penz-es-tokepiac/2026/03/fixmap-lakossagi-allampapir-akk-kamat',
      'Kibocsátási kezdőnap 2026. január 6. (ezt tekintjük a kamatozás kezdetének); az értékesítés a tervezett március 31. helyett március 12-én zárult.',
    ),
  },
  {
    id: '2031/Q2',
    product: 'fixMap',
    interestFrom: '2026-03-13',
    saleFrom: '2026-03-13',
    firstCouponDate: '2026-07-23',
    maturity: '2031-04-23',
    publishedFirstCouponPercent: 2.55,
    source: secondary(
      'ÁKK nyilvános ajánlattétel: FixMÁP 2031/Q2',
      PORTFOLIO_Q2,
      PORTFOLIO_Q2,
      'Az első kamatperiódus 2026. március 13-tól július 23-ig tart, időarányos kamata 2,55%. Az értékesítés végét nem ismerjük.',
    ),
  },
  {
    id: '2031/M1',
    product: 'mapPlusz',
    interestFrom: '2026-01-06',
    saleFrom: '2026-01-05',
    saleTo: '2026-03-31',
    firstCouponDate: '2027-02-27',
    maturity: '2031-02-27',
    source: secondary(
      'ÁKK nyilvános ajánlattétel: MÁP Plusz 2031/M1',
      PORTFOLIO_TABLE,
      PORTFOLIO_TABLE,
      'Kibocsátási kezdőnap 2026. január 6. (ezt tekintjük a kamatozás kezdetének). Az első, hosszabb kamatidőszak 2026. február 27. előtti ' +
        'töredékére az első évi kamatot feltételezzük: forrásban nem olvastuk.',
    ),
  },
];

/** Every state-bond rule, in the methodology page's order. */
export const STATE_BOND_RULES = [
  FIXMAP_TERMS,
  MAP_PLUSZ_TERMS,
  BMAP_TERMS,
  PMAP_TERMS,
  DKJ_TERMS,
  DKJ_REFERENCE_YIELD,
  CPI_ANNUAL_AVERAGE,
] as const;

/** The terms rule of each coupon-paying product. */
export const STATE_BOND_TERMS: Readonly<Record<CouponBondProduct, Rule<StateBondTerms>>> =
  /* @__PURE__ */ Object.freeze({
    fixMap: FIXMAP_TERMS,
    mapPlusz: MAP_PLUSZ_TERMS,
    bmap: BMAP_TERMS,
    pmap: PMAP_TERMS,
  });
