/**
 * The state's home programmes as dated data: Otthon Start (Gov. Decree 227/2025), CSOK Plusz
 * (518/2023), falusi CSOK (302/2023) and Babaváró (44/2019), and the rule on combining them. The
 * eligibility and financing maths that read them is in ../subsidies.
 */
import { formatHuf, formatPercent } from '../shared/format';
import { official, secondary } from './sources';
import type { Rule, RuleSource } from './types';

const OTTHON_START =
  '227/2025. (VII. 31.) Korm. rendelet az Otthon Start program keretében biztosított FIX 3%-os lakáshitelről';
const OTTHON_START_URL = 'https://njt.hu/jogszabaly/2025-227-20-22';
const CSOK_PLUSZ = '518/2023. (XI. 30.) Korm. rendelet a kedvezményes CSOK Plusz hitelprogramról';
const FALUSI = '302/2023. (VII. 11.) Korm. rendelet a kistelepüléseken nyújtható otthonteremtési támogatásokról';
const BABAVARO = '44/2019. (III. 12.) Korm. rendelet a babaváró támogatásról';
const BABAVARO_URL = 'https://njt.hu/jogszabaly/2019-44-20-22';
/** The first amendment of all four decrees (in force 2025-09-01), read on njt.hu. */
const AMENDMENT_282_2025 = '282/2025. (VIII. 25.) Korm. rendelet';
/** The press page that reports 282/2025's changes (price caps, stacking). */
const AMENDMENT_282_PRESS = 'https://ingatlanhirek.hu/topnegyes/tovabbi-konnyiteseket-hoz-az-otthon-start-modositasa/';

/** 282/2025's amendment of one of the decrees (`decree` with its article, e.g. `az 518/2023.`), as read in the press. */
function amended282(decree: string): RuleSource {
  return secondary(
    `${AMENDMENT_282_2025} (${decree} Korm. rendelet módosítása)`,
    'https://njt.hu/jogszabaly/2025-282-20-22',
    AMENDMENT_282_PRESS,
  );
}

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
      source: amended282('az 518/2023.'),
    },
  ],
};

/** Falusi CSOK grants by the number of children (1, 2, 3 or more), by purpose. */
export interface FalusiCsokTerms {
  /** Buying a home (new or used with renovation) or building one. */
  readonly purchase: readonly [number, number, number];
  /** Renovating or extending an existing home only. */
  readonly renovationOnly: readonly [number, number, number];
  /** The property's value at most this, by kind; undefined where our sources give no cap. */
  readonly maxPrice?: Readonly<Record<HomeKind, number>>;
}

const falusiCsok2024: FalusiCsokTerms = {
  purchase: [1_000_000, 4_000_000, 15_000_000],
  renovationOnly: [600_000, 2_000_000, 7_500_000],
};

export const FALUSI_CSOK_TERMS: Rule<FalusiCsokTerms> = {
  id: 'programmes.falusiCsok',
  area: 'falusi-csok',
  title: 'Falusi CSOK vissza nem térítendő támogatás',
  describe: (v) =>
    `vásárlás vagy építés: ${v.purchase.map(formatHuf).join(' / ')}; csak felújítás: ${v.renovationOnly.map(formatHuf).join(' / ')} ` +
    '(1 / 2 / 3 vagy több gyermek); csak a kedvezményezett kistelepüléseken' +
    (v.maxPrice
      ? `; lakás legfeljebb ${formatHuf(v.maxPrice.flat)}, ház legfeljebb ${formatHuf(v.maxPrice.house)}`
      : ''),
  versions: [
    {
      from: '2024-01-01',
      value: falusiCsok2024,
      source: official(
        FALUSI,
        'https://csalad.hu/en/rural-family-housing-subsidy',
        'A program zárónapját és a kedvezményezett települések pontos számát (2 600 felett) nem tudtuk megerősíteni. Árkorlátot 2025 szeptembere előttre nem találtunk.',
      ),
    },
    {
      from: '2025-09-01',
      value: { ...falusiCsok2024, maxPrice: { flat: 100_000_000, house: 150_000_000 } },
      source: amended282('a 302/2023.'),
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
        AMENDMENT_282_PRESS,
        'Két támogatott hitelnél mindkét program feltételeinek meg kell felelni, így a szigorúbb érvényes ' +
          '(infostart.hu, 2026. március 5.: https://infostart.hu/gazdasag/2026/03/05/szigorubbak-a-szabalyok-ha-csok-plusszal-egyutt-igenyeljuk-az-otthon-start-hitelt). ' +
          'A babaváró bármelyikkel együtt igénybe vehető (origo.hu, 2025. augusztus 27.: https://www.origo.hu/belpol/2025/08/otthon-start-program-tamogatas-lakas-csalad). ' +
          'A korlát a hitelekre szól: a falusi CSOK vissza nem térítendő támogatása a CSOK Plusszal is együtt jár, a falusi CSOK-kölcsön nem (csalad.hu).',
      ),
    },
  ],
};

/** CSOK Plusz's minimum floor area (m²) by the number of children counted (1, 2, 3 or more), by kind of home. */
export type CsokPluszFloorAreas = Readonly<Record<HomeKind, readonly [number, number, number]>>;

export const CSOK_PLUSZ_MIN_FLOOR_AREA: Rule<CsokPluszFloorAreas> = {
  id: 'programmes.csokPluszMinFloorArea',
  area: 'csok-plusz',
  title: 'CSOK Plusz: a lakás legkisebb alapterülete',
  describe: (v) =>
    `1 / 2 / 3 vagy több gyermek: lakás legalább ${v.flat.join(' / ')} m², ház legalább ${v.house.join(' / ')} m²`,
  versions: [
    {
      from: '2024-01-01',
      value: { flat: [40, 50, 60], house: [70, 80, 90] },
      source: secondary(
        CSOK_PLUSZ,
        'https://www.vg.hu/vilaggazdasag-magyar-gazdasag/2025/11/otthon-start-valtozas-testver',
        'https://www.vg.hu/vilaggazdasag-magyar-gazdasag/2025/11/otthon-start-valtozas-testver',
        'Egy 2025. novemberi sajtóforrás közli az Otthon Starttal való együttes igénybevételről írva; a bevezetés napját nem ismerjük, az adataink kezdetétől (2024. január 1.) alkalmazzuk.',
      ),
    },
  ],
};

/** CSOK Plusz's repayment relief: an interest-only first year and a suspension at the first new child. */
export interface CsokPluszRepaymentRelief {
  /** Months after disbursement in which only the interest is paid (türelmi idő). */
  readonly principalGraceMonths: number;
  /** Months the repayment may be suspended at the first child born after the application. */
  readonly suspensionMonths: number;
}

export const CSOK_PLUSZ_REPAYMENT_RELIEF: Rule<CsokPluszRepaymentRelief> = {
  id: 'programmes.csokPluszRepaymentRelief',
  area: 'csok-plusz',
  title: 'CSOK Plusz: türelmi idő és a törlesztés szüneteltetése',
  describe: (v) =>
    `az első ${v.principalGraceMonths} hónapban csak kamatot kell fizetni; az első új gyermeknél ${v.suspensionMonths} hónapra szüneteltethető a törlesztés ` +
    '(a közben esedékes kamatot nem engedik el: a futamidő meghosszabbodik, a részlet nem nő)',
  versions: [
    {
      from: '2024-01-01',
      value: { principalGraceMonths: 12, suspensionMonths: 12 },
      source: secondary(
        CSOK_PLUSZ,
        'https://csalad.hu/en/csok-plus-family-housing-subsidy',
        'https://tudastar.money.hu/ismerteto/igy-mukodik-a-torlesztesszuneteltetes-a-csok-plusznal/',
        'Az egyéves szüneteltetést a csalad.hu is közli; a türelmi időt és a szüneteltetés alatti kamat utólagos megfizetését csak sajtóforrások ' +
          '(money.hu; ingatlanok.hu, 2024. január 22.: https://ingatlanok.hu/hirek/20240122/csok-plusz-torlesztes-szuneteltetes).',
      ),
    },
  ],
};

/** The falusi CSOK loan: a subsidised loan for existing children only (2, or 3 or more). */
export interface FalusiCsokLoanTerms {
  /** The loan at most with 2, and with 3 or more existing children. */
  readonly maxLoanByChildren: readonly [two: number, threeOrMore: number];
  readonly maxRatePercent: number;
}

export const FALUSI_CSOK_LOAN_TERMS: Rule<FalusiCsokLoanTerms> = {
  id: 'programmes.falusiCsokLoan',
  area: 'falusi-csok',
  title: 'Falusi CSOK-kölcsön feltételei',
  describe: (v) =>
    `meglévő gyermekek után: 2 gyermek legfeljebb ${formatHuf(v.maxLoanByChildren[0])}, 3 vagy több legfeljebb ${formatHuf(v.maxLoanByChildren[1])}; ` +
    `legfeljebb ${formatPercent(v.maxRatePercent / 100, 0)} kamat; a CSOK Plusszal együtt nem vehető igénybe`,
  versions: [
    {
      from: '2024-01-01',
      value: { maxLoanByChildren: [10_000_000, 15_000_000], maxRatePercent: 3 },
      source: official(
        FALUSI,
        'https://www.csalad.hu/tamogatasok/falusi-csok-kolcson',
        'Az összegeket a csalad.hu angol oldala (https://csalad.hu/en/rural-csok-loan) közli. Futamidő-korlátot nem találtunk; felújításhoz kisebb összeg jár, azt nem erősítettük meg, ezért a kölcsönt csak vásárláshoz számoljuk.',
      ),
    },
  ],
};

/** Who may claim falusi CSOK for children not yet born. */
export interface FalusiCsokApplicants {
  /** Undertaken (planned) children count only for a married couple whose wife is younger than this. */
  readonly plannedChildrenWifeUnderAge: number;
}

export const FALUSI_CSOK_APPLICANTS: Rule<FalusiCsokApplicants> = {
  id: 'programmes.falusiCsokApplicants',
  area: 'falusi-csok',
  title: 'Falusi CSOK: kik igényelhetik',
  describe: (v) =>
    `meglévő gyermek után házastársak, élettársak és egyedülálló szülők; vállalt gyermek után csak házaspár, ha a feleség ${v.plannedChildrenWifeUnderAge} évesnél fiatalabb`,
  versions: [
    {
      from: '2024-01-01',
      value: { plannedChildrenWifeUnderAge: 41 },
      source: official(
        FALUSI,
        'https://www.csalad.hu/tamogatasok/falusi-csok-kolcson',
        'A csalad.hu a falusi CSOK-kölcsön oldalán közli; a vissza nem térítendő támogatásra ugyanezt alkalmazzuk.',
      ),
    },
  ],
};

/** The largest monthly Babaváró instalment, guarantee fee included (Ft). */
export const BABAVARO_MAX_PAYMENT: Rule<number> = {
  id: 'programmes.babavaroMaxPayment',
  area: 'babavaro',
  title: 'Babaváró: legnagyobb havi törlesztőrészlet (kezességi díjjal)',
  describe: (v) => formatHuf(v),
  versions: [
    {
      from: '2019-07-01',
      value: 50_000,
      source: secondary(
        BABAVARO,
        BABAVARO_URL,
        BABAVARO_PRESS,
        'A forrás a 2024-es emelést közli („50 ezerről 51 ezer forintra”); hogy az 50 000 Ft 2019 óta érvényes, nem erősítettük meg.',
      ),
    },
    {
      from: '2024-01-01',
      value: 51_000,
      source: secondary(BABAVARO, BABAVARO_URL, 'https://www.otppenzugyipont.hu/Hiteltermekek/Babavaro'),
    },
  ],
};

/** How much of a Babaváró loan counts as own funds beside a mortgage (MNB guidance). */
export interface BabavaroOwnFunds {
  /** Share counted as own funds when the Babaváró was contracted shortly before (or after) the mortgage; the rest counts as mortgage debt in the HFM. */
  readonly recentShare: number;
  /** "Shortly before": within this many days before the mortgage's assessment … */
  readonly daysBefore: number;
  /** … or applied for within this many days after its approval. */
  readonly daysAfter: number;
}

export const BABAVARO_OWN_FUNDS: Rule<BabavaroOwnFunds> = {
  id: 'programmes.babavaroOwnFunds',
  area: 'babavaro',
  title: 'Babaváró önerőként',
  describe: (v) =>
    `ha a babaváró a lakáshitel bírálata előtti ${v.daysBefore} napon belül (vagy a jóváhagyása utáni ${v.daysAfter} napon belül) készül, ` +
    `${formatPercent(v.recentShare, 0)}-a számít önerőnek, a többit a hitelfedezeti mutatóban a jelzáloghitelhez adják; korábbi babaváró teljes egészében önerő`,
  versions: [
    {
      from: '2019-07-01',
      value: { recentShare: 0.75, daysBefore: 90, daysAfter: 20 },
      source: secondary(
        'MNB vezetői körlevél a lakáscélú jelzáloghitelek mellé elvárt önerőről',
        'https://profitline.hu/mnb-iranymutatas-igy-lehet-lakashitel-melle-onero-a-munkashitel-470949',
        'https://profitline.hu/hogyan-tudsz-megvenni-egy-10-millio-ft-tal-dragabb-lakast-megmutatjuk-445945',
        'A körlevelet magát nem értük el; a sajtó a munkáshitelről írva közli, hogy a szabály a babaváróéval egyezik. A bevezetés napját nem ismerjük, a babaváró indulásától alkalmazzuk.',
      ),
    },
  ],
};

/** Every programme rule, in the methodology page's order. */
export const PROGRAMME_RULES = [
  OTTHON_START_TERMS,
  CSOK_PLUSZ_TERMS,
  CSOK_PLUSZ_MIN_FLOOR_AREA,
  CSOK_PLUSZ_REPAYMENT_RELIEF,
  FALUSI_CSOK_TERMS,
  FALUSI_CSOK_LOAN_TERMS,
  FALUSI_CSOK_APPLICANTS,
  BABAVARO_TERMS,
  BABAVARO_MAX_PAYMENT,
  BABAVARO_OWN_FUNDS,
  SUBSIDY_STACKING,
] as const;
