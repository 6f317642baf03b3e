/**
 * compareSavings: the 'Állampapír-kalkulátor'. One amount invested on one day for whole years in each chosen
 * option — the five retail state bonds (bonds.ts), an ETF portfolio in no wrapper, a TBSZ or a NYESZ
 * (etf.ts), a deposit outside or inside a TBSZ (deposit.ts) — and what a sale on each anniversary would
 * leave after tax, nominal and in start-month forints (inflation.ts). Every option reads the same inflation
 * path and DKJ path and the rules in force on the start day.
 *
 * The headline names the option with the most left after tax and inflation at the horizon (the ETF's
 * expected value; ineligible options are not ranked), with the ETF's 5–95 % band when it is the best, and
 * the probability that each eligible ETF option ends above the best safe one (etf.ts, exact for no wrapper
 * and TBSZ). `csvRows` are the table, Hungarian header first, whole forints, a decimal comma in the price level.
 */
import { withDefaults } from '../shared/validate';
import type { IsoDate, RuleCitation, RuleInForce, StateBondProduct } from '../rules';
import { holdBond, checkDkjMonths, type BondFlow } from './bonds';
import { annualised, dedupeCitations, uniqueCitations } from './common';
import {
  COUPON_REINVESTMENTS,
  SAVINGS_DEFAULTS,
  SAVINGS_OPTION_IDS,
  TAX_CLASSES,
  type CouponReinvestment,
  type DkjTenorMonths,
  type SavingsOptionId,
  type TaxClass,
  type Wrapper,
} from './constants';
import { depositRows } from './deposit';
import { etfModel, etfPaths, resolveEtfParameters } from './etf';
import { anniversaries, dkjPath, priceLevels, type InflationInput } from './inflation';
import {
  SAVINGS_CSV_HEADER,
  SAVINGS_HEADLINE,
  SAVINGS_LABELS,
  SAVINGS_MESSAGES,
  SAVINGS_NOTES,
  SAVINGS_OPTION_LABELS,
} from './strings';
import type { BandRow, SavingsRow } from './types';
import { savingsChoice, savingsDate, savingsError, savingsNumber } from './validate';

/** Input of {@link compareSavings}. Every field is optional. */
export interface SavingsComparisonInput {
  /** Invested on the start day, Ft ('Befektetett összeg'). @default 1000000 */
  amount?: number;
  /** Whole years, 1 … 30 ('Befektetési idő'). @default 5 */
  years?: number;
  /** The start day, whose offers and rules apply ('Kezdőnap'). @default today in Hungary */
  date?: IsoDate;
  /** The options compared, in the order shown ('Összehasonlított lehetőségek'). @default FixMÁP, MÁP Plusz, PMÁP, BMÁP, DKJ, ETF in TBSZ, deposit */
  options?: readonly SavingsOptionId[];
  /** The inflation path (inflation.ts); the latest KSH annual average by default. */
  inflation?: InflationInput;
  /** The 3-month DKJ yield, percent, one number or one a year ('DKJ-hozam'); the latest reference by default. */
  dkjPath?: number | readonly number[];
  /** The DKJ tenor rolled ('DKJ futamideje'). @default 3 */
  dkjMonths?: DkjTenorMonths;
  /** A bond's cash coupon buys more of it, or waits as cash ('Kamatok újrabefektetése'). @default 'sameBond' */
  couponReinvestment?: CouponReinvestment;
  /** The deposit's yearly rate, percent ('Betéti kamat'). @default 3.65 */
  depositRate?: number;
  /** The ETF's expected yearly return, percent ('ETF várható hozama'). @default 7 */
  etfExpectedReturn?: number;
  /** The ETF's yearly volatility, percent ('ETF volatilitása'). @default 15 */
  etfVolatility?: number;
  /** ETF prices to estimate both from, oldest first ('ETF árfolyamai'); they override the two numbers. */
  etfPrices?: readonly number[];
  /** Prices a year ('Árfolyamok száma évente'). @default 252 */
  etfPricesPerYear?: number;
  /** How the ETF is taxed outside any wrapper ('ETF adózása számlán kívül'). @default 'controlledMarket' */
  etfTaxClass?: TaxClass;
  /** Other income of the year counted towards the szocho cap, Ft. @default 0 */
  otherIncome?: number;
  /** Other pension credits of the year, Ft. @default 0 */
  otherPensionCredits?: number;
}

/** One compared option. */
export interface SavingsOptionResult {
  id: SavingsOptionId;
  label: string;
  short: string;
  kind: 'bond' | 'etf' | 'deposit';
  wrapper: Wrapper;
  /** True for the ETF: its rows are expected values and it has a band. */
  risky: boolean;
  /** False outside the option's rules (a purchase cap, a TBSZ minimum, the DKJ's denomination); the rows are still computed, but it is not ranked. */
  eligible: boolean;
  reason?: string;
  /** Year 0 … years. */
  rows: SavingsRow[];
  final: SavingsRow;
  /** After tax, nominal and real (the ETF only). */
  band?: BandRow[];
  realBand?: BandRow[];
  annualReturnPercent: number;
  realAnnualReturnPercent: number;
  /** The ETF's probability of ending, after tax and inflation, above the best safe option. */
  probabilityAboveBestSafe?: number;
  /** A bond's events and schedule. */
  bond?: {
    flows: BondFlow[];
    schedule: 'series' | 'generic' | 'rolled';
    series: string | null;
    maturity: IsoDate | null;
  };
  rules: RuleCitation[];
  notes: string[];
}

/** Result of {@link compareSavings}. */
export interface SavingsComparisonResult {
  input: {
    amount: number;
    years: number;
    date: IsoDate;
    options: SavingsOptionId[];
    dkjMonths: DkjTenorMonths;
    couponReinvestment: CouponReinvestment;
    depositRate: number;
    etfExpectedReturn: number;
    etfVolatility: number;
    etfTaxClass: TaxClass;
    otherIncome: number;
    otherPensionCredits: number;
  };
  options: SavingsOptionResult[];
  /** The eligible option with the most left after tax and inflation at the horizon (the ETF by its expected value). */
  best: SavingsOptionId | null;
  /** The same among the options without risk. */
  bestSafe: SavingsOptionId | null;
  headline: string;
  /** The price level of each anniversary, the start month = 1. */
  priceIndex: { year: number; date: IsoDate; priceIndex: number }[];
  csvRows: string[][];
  rules: RuleCitation[];
  notes: string[];
}

const BOND_OPTIONS: Partial<Record<SavingsOptionId, StateBondProduct>> = {
  mapPlusz: 'mapPlusz',
  fixMap: 'fixMap',
  bmap: 'bmap',
  pmap: 'pmap',
  dkj: 'dkj',
};
const ETF_OPTIONS: Partial<Record<SavingsOptionId, Wrapper>> = { etfTbsz: 'tbsz', etfNone: 'none', etfNyesz: 'nyesz' };
const DEPOSIT_OPTIONS: Partial<Record<SavingsOptionId, 'none' | 'tbsz'>> = { deposit: 'none', depositTbsz: 'tbsz' };

/** The input's fields and defaults (a function: a module-level object reading SAVINGS_DEFAULTS would stay in every bundle). */
const comparisonFields = () => ({
  amount: SAVINGS_DEFAULTS.amount,
  years: SAVINGS_DEFAULTS.years,
  date: undefined as IsoDate | undefined,
  options: SAVINGS_DEFAULTS.options,
  inflation: undefined as InflationInput | undefined,
  dkjPath: undefined as number | readonly number[] | undefined,
  dkjMonths: SAVINGS_DEFAULTS.dkjMonths,
  couponReinvestment: SAVINGS_DEFAULTS.couponReinvestment,
  depositRate: SAVINGS_DEFAULTS.depositRate,
  etfExpectedReturn: SAVINGS_DEFAULTS.etfExpectedReturn,
  etfVolatility: SAVINGS_DEFAULTS.etfVolatility,
  etfPrices: undefined as readonly number[] | undefined,
  etfPricesPerYear: SAVINGS_DEFAULTS.etfPricesPerYear,
  etfTaxClass: SAVINGS_DEFAULTS.etfTaxClass,
  otherIncome: SAVINGS_DEFAULTS.otherIncome,
  otherPensionCredits: SAVINGS_DEFAULTS.otherPensionCredits,
});

/** The chosen options: a non-empty list of known ids, each once, in the given order. */
function checkOptions(value: unknown): SavingsOptionId[] {
  if (!Array.isArray(value)) throw savingsError('options', SAVINGS_MESSAGES.optionsNotList);
  const ids = value.map((v: unknown) => savingsChoice(v, 'options', SAVINGS_OPTION_IDS));
  if (ids.length === 0) throw savingsError('options', SAVINGS_MESSAGES.noOptions);
  return [...new Set(ids)];
}

/** Whole forints for the CSV; the price level with four decimals and a decimal comma. */
const csvMoney = (v: number) => String(Math.round(v));
const csvLevel = (v: number) => v.toFixed(4).replace('.', ',');

/**
 * Compares the chosen options after tax and inflation, year by year, with a headline and CSV rows
 * (module header).
 * @throws FinanceInputError naming the field of a bad input, or the start day when an offer or rule is not
 *   known on it.
 */
export function compareSavings(input: SavingsComparisonInput = {}): SavingsComparisonResult {
  const f = withDefaults(comparisonFields(), input, SAVINGS_LABELS);
  const date = savingsDate(f.date);
  const amount = savingsNumber(f.amount, 'amount');
  const years = savingsNumber(f.years, 'years');
  const options = checkOptions(f.options);
  const dkjMonths = checkDkjMonths(f.dkjMonths);
  const reinvestment = savingsChoice(f.couponReinvestment, 'couponReinvestment', COUPON_REINVESTMENTS);
  const depositRate = savingsNumber(f.depositRate, 'depositRate');
  const etfTaxClass = savingsChoice(f.etfTaxClass, 'etfTaxClass', TAX_CLASSES);
  const otherIncome = savingsNumber(f.otherIncome, 'otherIncome');
  const otherPensionCredits = savingsNumber(f.otherPensionCredits, 'otherPensionCredits');
  const etf = resolveEtfParameters(
    {
      expectedReturn: f.etfExpectedReturn,
      volatility: f.etfVolatility,
      prices: f.etfPrices,
      pricesPerYear: f.etfPricesPerYear,
    },
    {
      expectedReturn: 'etfExpectedReturn',
      volatility: 'etfVolatility',
      prices: 'etfPrices',
      pricesPerYear: 'etfPricesPerYear',
    },
  );
  const levels = priceLevels(f.inflation, date);
  const dkj = dkjPath(f.dkjPath, date);

  const results: SavingsOptionResult[] = [];
  const probabilities = new Map<SavingsOptionId, (threshold: number) => number>();
  for (const id of options) {
    const names = SAVINGS_OPTION_LABELS[id];
    const common = { id, label: names.label, short: names.short };
    let rows: SavingsRow[];
    let rules: RuleInForce<unknown>[];
    let notes: string[];
    let reason: string | undefined;
    let extra: Partial<SavingsOptionResult> = {};
    const product = BOND_OPTIONS[id];
    const etfWrapper = ETF_OPTIONS[id];
    let kind: SavingsOptionResult['kind'];
    let wrapper: Wrapper = 'none';
    if (product) {
      kind = 'bond';
      const h = holdBond({ product, amount, years, date, series: null, dkj, dkjMonths, levels, reinvestment });
      ({ rows, rules, notes, reason } = h);
      extra = {
        bond: {
          flows: h.flows,
          schedule: h.schedule ? h.schedule.kind : 'rolled',
          series: h.schedule?.series?.id ?? null,
          maturity: h.schedule ? h.schedule.maturity : null,
        },
      };
    } else if (etfWrapper) {
      kind = 'etf';
      wrapper = etfWrapper;
      const built = etfModel(
        { amount, years, date, levels, ...etf },
        etfWrapper,
        etfTaxClass,
        otherIncome,
        otherPensionCredits,
      );
      const paths = etfPaths(built.model);
      rows = paths.rows;
      rules = [...built.rules, ...paths.taxRules];
      notes = built.notes;
      reason = built.reason;
      extra = { band: paths.band, realBand: paths.realBand };
      probabilities.set(id, paths.probabilityRealAbove);
    } else {
      kind = 'deposit';
      wrapper = DEPOSIT_OPTIONS[id]!;
      ({ rows, rules, notes, reason } = depositRows(
        amount,
        years,
        date,
        depositRate,
        wrapper as 'none' | 'tbsz',
        levels,
      ));
    }
    const final = rows[years]!;
    results.push({
      ...common,
      kind,
      wrapper,
      risky: kind === 'etf',
      eligible: reason === undefined,
      ...(reason ? { reason } : {}),
      rows,
      final,
      ...extra,
      annualReturnPercent: annualised(final.net, amount, years),
      realAnnualReturnPercent: annualised(final.real, amount, years),
      rules: uniqueCitations([...rules, ...(levels.rule ? [levels.rule] : [])]),
      notes,
    });
  }

  const eligible = results.filter((r) => r.eligible);
  const top = (list: SavingsOptionResult[]) =>
    list.reduce<SavingsOptionResult | null>((a, b) => (a === null || b.final.real > a.final.real ? b : a), null);
  const best = top(eligible);
  const bestSafe = top(eligible.filter((r) => !r.risky));
  if (bestSafe)
    for (const r of eligible) if (r.risky) r.probabilityAboveBestSafe = probabilities.get(r.id)!(bestSafe.final.real);

  const sentences: string[] = [];
  if (!best) sentences.push(SAVINGS_HEADLINE.none);
  else {
    sentences.push(SAVINGS_HEADLINE.best(years, best.label, best.final.real, best.final.net));
    if (best.risky && best.realBand) {
      const b = best.realBand[years]!;
      sentences.push(SAVINGS_HEADLINE.riskyBest(b.p05, b.p95));
    }
    if (bestSafe)
      for (const r of eligible)
        if (r.risky)
          sentences.push(
            SAVINGS_HEADLINE.etfChance(
              SAVINGS_OPTION_LABELS[r.id].withArticle,
              r.probabilityAboveBestSafe!,
              SAVINGS_OPTION_LABELS[bestSafe.id].withArticle,
            ),
          );
  }

  const csvRows: string[][] = [[...SAVINGS_CSV_HEADER]];
  for (const r of results)
    for (const row of r.rows)
      csvRows.push([
        String(row.year),
        row.date,
        r.label,
        csvMoney(row.gross),
        csvMoney(row.tax),
        csvMoney(row.net),
        csvMoney(row.real),
        csvLevel(row.priceIndex),
      ]);

  return {
    input: {
      amount,
      years,
      date,
      options,
      dkjMonths,
      couponReinvestment: reinvestment,
      depositRate,
      etfExpectedReturn: etf.m * 100,
      etfVolatility: etf.sigma * 100,
      etfTaxClass,
      otherIncome,
      otherPensionCredits,
    },
    options: results,
    best: best?.id ?? null,
    bestSafe: bestSafe?.id ?? null,
    headline: sentences.join(' '),
    priceIndex: anniversaries(date, years).map((d, k) => ({ year: k, date: d, priceIndex: levels.at(d) })),
    csvRows,
    rules: dedupeCitations(results.flatMap((r) => r.rules)),
    notes: [
      ...new Set([
        ...results.flatMap((r) => r.notes),
        ...levels.notes(),
        SAVINGS_NOTES.realTerms,
        SAVINGS_NOTES.rulesOfTheDay,
      ]),
    ],
  };
}
