/**
 * What buying a home and repaying a mortgage cost by law: the purchase duty (illetéktörvény, Act XCIII
 * of 1990), the MNB's certified consumer-friendly mortgage (MFL) caps and the prepayment fee rules
 * (Act CLXII of 2009 on consumer credit, Fhtv.).
 */
import { formatHuf, formatPercent } from '../shared/format';
import { conflicting, official, secondary } from './sources';
import type { Rule } from './types';

const ITV = '1990. évi XCIII. törvény az illetékekről (Itv.)';
const ITV_URL = 'https://njt.hu/jogszabaly/1990-93-00-00';
const FHTV = '2009. évi CLXII. törvény a fogyasztónak nyújtott hitelről (Fhtv.)';
const FHTV_URL = 'https://njt.hu/jogszabaly/2009-162-00-00';
const MFL_URL = 'https://minositetthitel.mnb.hu/articles/fogyasztoknak';
const MFL = 'MNB Minősített Fogyasztóbarát Lakáshitel pályázati kiírás';

/** The purchase duty's scale: `rate` of the market value up to `upTo`, `aboveRate` above it, at most `cap`. */
export interface DutyScale {
  readonly rate: number;
  readonly upTo: number;
  readonly aboveRate: number;
  readonly cap: number;
}

export const PURCHASE_DUTY: Rule<DutyScale> = {
  id: 'homeCosts.purchaseDuty',
  area: 'home-costs',
  title: 'Vagyonszerzési illeték lakásvásárláskor',
  describe: (v) =>
    `a forgalmi érték ${formatPercent(v.rate, 0)}-a ${formatHuf(v.upTo)}-ig, felette ${formatPercent(v.aboveRate, 0)}, ` +
    `ingatlanonként legfeljebb ${formatHuf(v.cap)}`,
  versions: [
    {
      from: '2015-01-01',
      value: { rate: 0.04, upTo: 1_000_000_000, aboveRate: 0.02, cap: 200_000_000 },
      source: official(
        `${ITV} 19. § (1)`,
        'https://nav.gov.hu/print/ugyfeliranytu/adokulcsok_jarulekmertekek/illetekmertekek/visszterhes-vagyonatruhazasi-illetek',
        'A NAV oldala a mai mértéket közli; 2015. január 1. az adataink kezdete, nem a hatálybalépés napja.',
      ),
    },
  ],
};

/** The sell-and-buy relief: the earlier sale may be this many years before, or after, the purchase. */
export interface ExchangeRelief {
  readonly yearsBefore: number;
  readonly yearsAfter: number;
}

export const DUTY_EXCHANGE_RELIEF: Rule<ExchangeRelief> = {
  id: 'homeCosts.dutyExchangeRelief',
  area: 'home-costs',
  title: 'Illeték lakáscserénél: csak az értékkülönbözet után',
  describe: (v) =>
    `ha az eladás legfeljebb ${v.yearsBefore} évvel a vétel előtt vagy ${v.yearsAfter} évvel utána történik`,
  versions: [
    {
      from: '2018-01-01',
      value: { yearsBefore: 3, yearsAfter: 1 },
      source: secondary(
        `${ITV} 21. §`,
        ITV_URL,
        'https://www.portfolio.hu/ingatlan/20260107/fontos-illetekvaltozas-januar-1-tol-ezt-minden-lakasvasarlonak-tudnia-kell-809543',
      ),
    },
    {
      from: '2026-01-01',
      value: { yearsBefore: 5, yearsAfter: 1 },
      source: secondary(
        `${ITV} 21. §`,
        ITV_URL,
        'https://www.portfolio.hu/ingatlan/20260107/fontos-illetekvaltozas-januar-1-tol-ezt-minden-lakasvasarlonak-tudnia-kell-809543',
      ),
    },
  ],
};

/** The under-35 first-home relief: up to `share` of the duty off when the home is worth at most `maxValue`. */
export interface YoungBuyerRelief {
  readonly share: number;
  readonly maxValue: number;
  readonly underAge: number;
}

export const DUTY_YOUNG_FIRST_HOME: Rule<YoungBuyerRelief> = {
  id: 'homeCosts.dutyYoungFirstHome',
  area: 'home-costs',
  title: 'Illetékkedvezmény 35 év alatti első lakásvásárlónak',
  describe: (v) =>
    `az illeték ${formatPercent(v.share, 0)}-a elengedhető, ha a lakás értéke legfeljebb ${formatHuf(v.maxValue)}`,
  versions: [
    {
      from: '2015-01-01',
      value: { share: 0.5, maxValue: 15_000_000, underAge: 35 },
      source: secondary(
        `${ITV} 26. § (6)`,
        ITV_URL,
        'http://dobosugyved.hu/hirek-2/',
        'A törvény szövegét egy ügyvédi iroda oldala idézi; 2015. január 1. az adataink kezdete.',
      ),
    },
  ],
};

/** Which subsidised programmes exempt the purchase from the duty. */
export const DUTY_EXEMPT_PROGRAMMES: Rule<readonly ('csokPlusz' | 'falusiCsok')[]> = {
  id: 'homeCosts.dutyExemptProgrammes',
  area: 'home-costs',
  title: 'Illetékmentes vásárlás támogatással',
  describe: (v) =>
    `${v.map((p) => (p === 'csokPlusz' ? 'CSOK Plusz' : 'falusi CSOK')).join(' és ')} igénybevételével; az Otthon Start nem ad mentességet`,
  versions: [
    {
      from: '2024-01-01',
      value: ['csokPlusz', 'falusiCsok'],
      source: secondary(
        ITV,
        ITV_URL,
        'https://www.penzcentrum.hu/otthon/20260115/most-derult-ki-fontos-illetekszabaly-valtozik-a-lakasvasarloknal-ezt-jobb-ha-tudod-1191958',
      ),
    },
  ],
};

/** MFL caps. */
export interface MflTerms {
  /** Disbursement fee: at most this share of the loan … */
  readonly disbursementFeeShare: number;
  /** … and at most this many forints. */
  readonly disbursementFeeMax: number;
  /** Prepayment fee: at most this share of the prepaid amount. */
  readonly prepaymentFeeShare: number;
  /** Spread over the reference rate, percentage points. */
  readonly maxSpreadPoints: number;
  /** The fixations offered, in years; `term` is fixed to the end. */
  readonly fixations: readonly (number | 'term')[];
}

export const MFL_TERMS: Rule<MflTerms> = {
  id: 'homeCosts.mfl',
  area: 'home-costs',
  title: 'Minősített Fogyasztóbarát Lakáshitel (MFL) feltételei',
  describe: (v) =>
    `folyósítási díj legfeljebb ${formatPercent(v.disbursementFeeShare)}, de legfeljebb ${formatHuf(v.disbursementFeeMax)}; ` +
    `előtörlesztési díj legfeljebb ${formatPercent(v.prepaymentFeeShare, 0)}; kamatfelár legfeljebb ${formatPercent(v.maxSpreadPoints / 100, 1)}pont; ` +
    `kamatfixálás ${v.fixations.map((f) => (f === 'term' ? 'a futamidő végéig' : `${f} év`)).join(', ')}`,
  versions: [
    {
      from: '2018-10-01',
      value: {
        disbursementFeeShare: 0.0075,
        disbursementFeeMax: 150_000,
        prepaymentFeeShare: 0.01,
        maxSpreadPoints: 3.5,
        fixations: [5, 10, 15, 'term'],
      },
      source: official(
        MFL,
        MFL_URL,
        'A díjkorlátok az MNB oldaláról; az 5/10/15 éves és végig fix kínálat 2018. október 1-jétől sajtóforrásból.',
      ),
    },
  ],
};

/** Prepayment without a fee: once in `periodMonths`, up to `amount`. */
export interface FreePrepayment {
  readonly amount: number;
  readonly periodMonths: number;
}

export const FREE_PREPAYMENT: Rule<FreePrepayment> = {
  id: 'homeCosts.freePrepayment',
  area: 'home-costs',
  title: 'Díjmentes előtörlesztés',
  describe: (v) => `${v.periodMonths} hónaponként egyszer legfeljebb ${formatHuf(v.amount)}`,
  versions: [
    {
      from: '2010-03-01',
      value: { amount: 200_000, periodMonths: 12 },
      source: secondary(
        FHTV,
        FHTV_URL,
        'https://penzcentrum.hu/hitel/20160330/megszabadulnal-a-hiteledtol-a-gatyad-is-ramehet-erre-1048894/amp',
        'A pénzcentrum.hu (2016) szerint díjmentes, ha az elmúlt 12 hónapban nem volt előtörlesztés és legfeljebb 200 000 Ft-ot törlesztünk elő; ' +
          'a vg.hu (2010) szerint „évente legfeljebb egyszer”, a minden-egyben.com szerint „tizenkét hónap alatt egy alkalommal”. ' +
          'A kalkulátor az utóbbi olvasatot alkalmazza: 12 hónaponként egy díjmentes alkalom, amelyet egy nagyobb, díjköteles előtörlesztés nem használ el; ' +
          '200 000 Ft felett a teljes összegre jár díj. A törvény szövegét nem értük el.',
      ),
    },
  ],
};

/** The most a lender may charge for a prepayment of a market-rate mortgage, as a share of the prepaid amount. */
export const MORTGAGE_PREPAYMENT_FEE_CAP: Rule<number> = {
  id: 'homeCosts.mortgagePrepaymentFeeCap',
  area: 'home-costs',
  title: 'Előtörlesztési díj legfeljebb (piaci jelzáloghitel)',
  describe: (v) => `az előtörlesztett összeg ${formatPercent(v, 1)}-a; a szerződés ennél kevesebbet is kiköthet`,
  versions: [
    {
      from: '2016-03-21',
      value: 0.02,
      source: conflicting(
        FHTV,
        FHTV_URL,
        'https://penzcentrum.hu/hitel/20160330/megszabadulnal-a-hiteledtol-a-gatyad-is-ramehet-erre-1048894/amp',
        'A források szerint 1,5% (jelzáloglevélből finanszírozott hitelnél a kamatperióduson belül 2%); a szerződéses díjat a magasabb olvasat, 2% korlátozza. A törvényszöveget nem értük el.',
      ),
    },
  ],
};

/** Every home-cost rule, in the methodology page's order. */
export const HOME_COST_RULES = [
  PURCHASE_DUTY,
  DUTY_EXCHANGE_RELIEF,
  DUTY_YOUNG_FIRST_HOME,
  DUTY_EXEMPT_PROGRAMMES,
  MFL_TERMS,
  FREE_PREPAYMENT,
  MORTGAGE_PREPAYMENT_FEE_CAP,
] as const;
