/**
 * The state's home programmes as dated data: Otthon Start (Gov. Decree 227/2025), CSOK Plusz
 * (518/2023), falusi CSOK (302/2023) and Babaváró (44/2019), and the rule on combining them. The
 * eligibility and financing maths that read them is in ../subsidies.
 */
import { formatHuf, formatPercent } from '../shared/format';
import { official, secondary } from './sources';
import type { Rule } from './types';

const OTTHON_START =
  '227/2025. (VII. 31.) Korm. rendelet az Otthon Start program keretében biztosított FIX 3%-os lakáshitelről';
const OTTHON_START_URL = 'https://njt.hu/jogszabaly/2025-227-20-22';
const CSOK_PLUSZ = '518/2023. (XI. 30.) Korm. rendelet a kedvezményes CSOK Plusz hitelprogramról';
const FALUSI = '302/2023. (VII. 11.) Korm. rendelet a kistelepüléseken nyújtható otthonteremtési támogatásokról';
const BABAVARO = '44/2019. (III. 12.) Korm. rendelet a babaváró támogatásról';
const BABAVARO_URL = 'https://njt.hu/jogszabaly/2019-44-20-22';
/** The first amendment of all four decrees (in force 2025-09-01), read on njt.hu. */
const AMENDMENT_282_2025 = '282/2025. (VIII. 25.) Korm. rendelet';

/** The kind of home, as the programmes' price caps distinguish them. */
export type HomeKind = 'flat' | 'house';

/** Otthon Start's terms. */
export interface OtthonStartTerms {
  readonly maxLoan: number;
  /** The client's rate, fixed for the whole term, at most this (percent a year). */
  readonly maxRatePercent: number;
  readonly maxYears: number;
  /** Own funds at least this share of the property's value. */
  readonly minOwnFundsShare: number;
  /** The property's value at most this, by kind. */
  readonly maxPrice: Readonly<Record<HomeKind, number>>;
  /** The price per square metre of floor area at most this. */
  readonly maxPricePerSquareMetre: number;
  /** A home the buyer owns (or owned in the last 10 years) worth at most this does not count. */
  readonly ownedHomeValueIgnored: number;
  /** All fees of applying and disbursement together at most this (valuation excluded). */
  readonly maxUpfrontFees: number;
  /** Prepayment fee at most this share of the prepaid amount. */
  readonly prepaymentFeeShare: number;
  /** Properties outside built-up areas (külterület) qualify. */
  readonly outsideBuiltUpArea: boolean;
}

const otthonStartBase: OtthonStartTerms = {
  maxLoan: 50_000_000,
  maxRatePercent: 3,
  maxYears: 25,
  minOwnFundsShare: 0.1,
  maxPrice: { flat: 100_000_000, house: 150_000_000 },
  maxPricePerSquareMetre: 1_500_000,
  ownedHomeValueIgnored: 15_000_000,
  maxUpfrontFees: 30_000,
  prepaymentFeeShare: 0.01,
  outsideBuiltUpArea: false,
};

export const OTTHON_START_TERMS: Rule<OtthonStartTerms> = {
  id: 'programmes.otthonStart',
  area: 'otthon-start',
  title: 'Otthon Start (fix 3%-os lakáshitel) feltételei',
  describe: (v) =>
    `legfeljebb ${formatHuf(v.maxLoan)}, legfeljebb ${formatPercent(v.maxRatePercent / 100, 0)} fix kamat, legfeljebb ${v.maxYears} év; ` +
    `önerő legalább ${formatPercent(v.minOwnFundsShare, 0)}; lakás legfeljebb ${formatHuf(v.maxPrice.flat)}, ház legfeljebb ${formatHuf(v.maxPrice.house)}, ` +
    `legfeljebb ${formatHuf(v.maxPricePerSquareMetre)}/m²; első lakás (${formatHuf(v.ownedHomeValueIgnored)} alatti lakás nem számít); ` +
    `előtörlesztési díj legfeljebb ${formatPercent(v.prepaymentFeeShare, 0)}; ${v.outsideBuiltUpArea ? 'külterületi ingatlanra is' : 'csak belterületi ingatlanra'}`,
  versions: [
    {
      from: '2025-09-01',
      value: otthonStartBase,
      source: secondary(
        `${OTTHON_START}; ${AMENDMENT_282_2025}`,
        OTTHON_START_URL,
        'https://www.portfolio.hu/bank/20260302/otthon-start-ujabb-bank-ment-3-ala-itt-a-harom-legfontosabb-tablazat-a-lakashitelrol-821444',
        'Az összeg-, kamat- és futamidő-korlátot, az árkorlátokat és a díjkorlátokat több sajtóforrás egyezően közli; a rendelet szövegét nem értük el. Az önerőt az értékbecslés szerinti értékhez mérjük.',
      ),
    },
    {
      from: '2026-01-01',
      value: { ...otthonStartBase, outsideBuiltUpArea: true },
      source: secondary(
        '392/2025. (XII. 10.) Korm. rendelet',
        OTTHON_START_URL,
        'https://ingatlanhirek.hu/otthon/otthon-start-zartkertre-is-2026-tol-kinyilik-az-ajto-de-konnyu-belesetalni-a-jogi-csapdaba/',
      ),
    },
  ],
};

/** CSOK Plusz's terms. */
export interface CsokPluszTerms {
  /** The loan at most, by the number of children counted (existing and undertaken): 1, 2, 3 or more. */
  readonly maxLoanByChildren: readonly [number, number, number];
  readonly maxRatePercent: number;
  readonly maxYears: number;
  /** Forgiven at the birth (or adoption) of the 2nd and of the 3rd new child. */
  readonly forgivenPerChild: number;
  /** The wife younger than this at application … */
  readonly wifeUnderAge: number;
  /** … unless at least 12 weeks pregnant (or adopting). */
  readonly pregnancyException: boolean;
  /** The property's value at most this, by kind. */
  readonly maxPrice: Readonly<Record<HomeKind, number>>;
  /** Prepayment fee at most this share of the prepaid amount. */
  readonly prepaymentFeeShare: number;
}

const csokPlusz2024: CsokPluszTerms = {
  maxLoanByChildren: [15_000_000, 30_000_000, 50_000_000],
  maxRatePercent: 3,
  maxYears: 25,
  forgivenPerChild: 10_000_000,
  wifeUnderAge: 41,
  pregnancyException: true,
  // 2024-01 – 2025-08: the first common home at most 80 M Ft (modelled as the flat cap), moving or
  // extending at most 150 M Ft (the house cap).
  maxPrice: { flat: 80_000_000, house: 150_000_000 },
  prepaymentFeeShare: 0.01,
};

export const CSOK_PLUSZ_TERMS: Rule<CsokPluszTerms> = {
  id: 'programmes.csokPlusz',
  area: 'csok-plusz',
  title: 'CSOK Plusz feltételei',
  describe: (v) =>
    `${v.maxLoanByChildren.map((a, i) => `${i + 1}${i === 2 ? ' vagy több' : ''} gyermek: legfeljebb ${formatHuf(a)}`).join(', ')}; ` +
    `legfeljebb ${formatPercent(v.maxRatePercent / 100, 0)} fix kamat, legfeljebb ${v.maxYears} év; ` +
    `a 2. és a 3. új gyermeknél ${formatHuf(v.forgivenPerChild)} tartozás-elengedés; a feleség ${v.wifeUnderAge} évesnél fiatalabb` +
    `${v.pregnancyException ? ' (vagy legalább 12 hetes várandós)' : ''}; lakás legfeljebb ${formatHuf(v.maxPrice.flat)}, ház legfeljebb ${formatHuf(v.maxPrice.house)}`,
  versions: [
    {
      from: '2024-01-01',
      value: csokPlusz2024,
      source: official(
        CSOK_PLUSZ,
        'https://csalad.hu/en/csok-plus-family-housing-subsidy',
        'Az összegek és az elengedés a csalad.hu oldaláról; a kamat, a futamidő és a korhatár sajtóforrásból.',
      ),
    },
    {
      from: '2025-09-01',
      value: { ...csokPlusz2024, maxPrice: { flat: 100_000_000, house: 150_000_000 } },
      source: secondary(
        `${AMENDMENT_282_2025} (az 518/2023. Korm. rendelet módosítása)`,
        'https://njt.hu/jogszabaly/2025-282-20-22',
        'https://ingatlanhirek.hu/topnegyes/tovabbi-konnyiteseket-hoz-az-otthon-start-modositasa/',
      ),
    },
  ],
};

/** Falusi CSOK grants by the number of children (1, 2, 3 or more), by purpose. */
export interface FalusiCsokTerms {
  /** Buying a home (new or used with renovation) or building one. */
  readonly purchase: readonly [number, number, number];
  /** Renovating or extending an existing home only. */
  readonly renovationOnly: readonly [number, number, number];
}

export const FALUSI_CSOK_TERMS: Rule<FalusiCsokTerms> = {
  id: 'programmes.falusiCsok',
  area: 'falusi-csok',
  title: 'Falusi CSOK vissza nem térítendő támogatás',
  describe: (v) =>
    `vásárlás vagy építés: ${v.purchase.map(formatHuf).join(' / ')}; csak felújítás: ${v.renovationOnly.map(formatHuf).join(' / ')} ` +
    '(1 / 2 / 3 vagy több gyermek); csak a kedvezményezett kistelepüléseken',
  versions: [
    {
      from: '2024-01-01',
      value: { purchase: [1_000_000, 4_000_000, 15_000_000], renovationOnly: [600_000, 2_000_000, 7_500_000] },
      source: official(
        FALUSI,
        'https://csalad.hu/en/rural-family-housing-subsidy',
        'A program zárónapját és a kedvezményezett települések pontos számát (2 600 felett) nem tudtuk megerősíteni.',
      ),
    },
  ],
};

/** Babaváró's terms. */
export interface BabavaroTerms {
  readonly maxLoan: number;
  readonly maxYears: number;
  /** The wife at least this old … */
  readonly wifeMinAge: number;
  /** … and younger than this at application. */
  readonly wifeUnderAge: number;
  /** Interest-free if a child arrives within this many years; otherwise the interest subsidy is repaid. */
  readonly childWithinYears: number;
  /** Repayment is suspended this many years per child. */
  readonly suspensionYearsPerChild: number;
  /** Share of the debt forgiven at the 2nd and at the 3rd child. */
  readonly forgivenShare: readonly [second: number, third: number];
  /** The guarantee fee, percent a year of the outstanding debt. */
  readonly guaranteeFeePercent: number;
}

const babavaro2019: BabavaroTerms = {
  maxLoan: 10_000_000,
  maxYears: 20,
  wifeMinAge: 18,
  wifeUnderAge: 41,
  childWithinYears: 5,
  suspensionYearsPerChild: 3,
  forgivenShare: [0.3, 1],
  guaranteeFeePercent: 0.5,
};

const BABAVARO_PRESS =
  'https://www.origo.hu/gazdasag/20230912-a-csok-es-a-babavaro-hitel-tovabbra-is-marad-csak-modosul.html';

export const BABAVARO_TERMS: Rule<BabavaroTerms> = {
  id: 'programmes.babavaro',
  area: 'babavaro',
  title: 'Babaváró támogatás feltételei',
  describe: (v) =>
    `legfeljebb ${formatHuf(v.maxLoan)}, legfeljebb ${v.maxYears} év, a feleség ${v.wifeMinAge}–${v.wifeUnderAge - 1} éves; ` +
    `kamatmentes, ha ${v.childWithinYears} éven belül gyermek születik; gyermekenként ${v.suspensionYearsPerChild} év szüneteltetés; ` +
    `a 2. gyermeknél ${formatPercent(v.forgivenShare[0], 0)}, a 3.-nál ${formatPercent(v.forgivenShare[1], 0)} elengedés; kezességi díj évi ${formatPercent(v.guaranteeFeePercent / 100, 1)}`,
  versions: [
    {
      from: '2019-07-01',
      value: babavaro2019,
      source: secondary(
        BABAVARO,
        BABAVARO_URL,
        'https://profitline.hu/ha-1980-2000-kozotti-evekben-szulettel-kaphatsz-10-millio-ft-ot-438280',
      ),
    },
    {
      from: '2024-01-01',
      // 2024: under 30, or up to 40 when at least 12 weeks pregnant; modelled as under 30.
      value: { ...babavaro2019, maxLoan: 11_000_000, wifeUnderAge: 30 },
      source: secondary(
        `${BABAVARO}, a 2023. júliusi módosítás`,
        BABAVARO_URL,
        BABAVARO_PRESS,
        '2024-ben 30 és 40 év között a legalább 12 hetes várandós is igényelhette.',
      ),
    },
    {
      from: '2025-01-01',
      value: { ...babavaro2019, maxLoan: 11_000_000, wifeUnderAge: 35 },
      source: secondary(
        BABAVARO,
        BABAVARO_URL,
        'https://www.economx.hu/magyar-gazdasag/csaladtamogatasok-munkashitel-falusi-csok-otthonfelujitas-csaladi-potlek.801842.html',
        'Várandósság miatti kivétel 2025-től nincs.',
      ),
    },
  ],
};

/** The combinations of subsidised home loans one purchase may use together. */
export interface StackingRule {
  readonly maxSubsidisedLoans: number;
  /** Programmes that may go with Otthon Start (one of them). */
  readonly withOtthonStart: readonly ('csokPlusz' | 'falusiCsok')[];
}

export const SUBSIDY_STACKING: Rule<StackingRule> = {
  id: 'programmes.stacking',
  area: 'otthon-start',
  title: 'Támogatott hitelek együttes igénybevétele',
  describe: (v) =>
    `legfeljebb ${v.maxSubsidisedLoans} támogatott konstrukció: az Otthon Start mellé a CSOK Plusz vagy a falusi CSOK közül egy; ahol eltérnek, a szigorúbb szabály érvényes`,
  versions: [
    {
      from: '2025-09-01',
      value: { maxSubsidisedLoans: 2, withOtthonStart: ['csokPlusz', 'falusiCsok'] },
      source: secondary(
        `${OTTHON_START}; ${AMENDMENT_282_2025}`,
        OTTHON_START_URL,
        'https://ingatlanhirek.hu/topnegyes/tovabbi-konnyiteseket-hoz-az-otthon-start-modositasa/',
      ),
    },
  ],
};

/** Every programme rule, in the methodology page's order. */
export const PROGRAMME_RULES = [
  OTTHON_START_TERMS,
  CSOK_PLUSZ_TERMS,
  FALUSI_CSOK_TERMS,
  BABAVARO_TERMS,
  SUBSIDY_STACKING,
] as const;
