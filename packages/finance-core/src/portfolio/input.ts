/**
 * The input of `optimizePortfolio`, its defaults (docs/product.md#portfolio-optimiser) and its validation. Every rejection
 * is a {@link FinanceInputError} whose Hungarian message starts with the field's label, so the
 * service can pass it to the screen as it is.
 */
import { FinanceInputError } from '../shared/errors';
import { formatPercent } from '../shared/format';
import { checkNumber, withDefaults } from '../shared/validate';
import {
  COVARIANCE_ESTIMATORS,
  PORTFOLIO_OBSERVATIONS_PER_ASSET,
  type CovarianceEstimator,
  DEFAULT_BENCHMARK_SERIES_KEY,
  DEFAULT_OBJECTIVE,
  DEFAULT_RISK_FREE_RATE,
  DEFAULT_SHORTING,
  PORTFOLIO_MAX_ASSETS,
  PORTFOLIO_MIN_ASSETS,
  PORTFOLIO_MIN_OBSERVATIONS,
  PORTFOLIO_FIELD_LABELS as LABELS,
  PORTFOLIO_OBJECTIVES,
  PORTFOLIO_SERIES_KEY,
  RISK_FREE_RATE_RANGE,
  priceSeriesLabel,
  type PortfolioObjective,
} from './constants';

/** What {@link optimizePortfolio} needs: aligned daily closes and the form's settings (docs/product.md#portfolio-optimiser). */
export interface PortfolioInput {
  /** Trading dates as `YYYY-MM-DD`, strictly increasing, one per price; at least 30. */
  dates: readonly string[];
  /** Closing prices (adjusted, positive) by ticker, each aligned with `dates`; 2 to 50 tickers. */
  prices: Readonly<Record<string, readonly number[]>>;
  /** Benchmark levels aligned with `dates`; without it beta, alpha, information and Treynor ratios are `null`. @default null */
  benchmark?: readonly number[] | null;
  /** The benchmark's key in `timeSeries`, e.g. `^GSPC`. @default 'Benchmark' */
  benchmarkKey?: string;
  /** What to optimise (docs/product.md#portfolio-optimiser). @default 'maxSharpe' */
  objective?: PortfolioObjective;
  /** Allow weights in [−1, 1] instead of [0, 1]. @default false */
  shorting?: boolean;
  /** Annual risk-free rate as a fraction (5,5 % → 0.055), as the form sends it (docs/product.md#portfolio-optimiser). @default 0.055 */
  riskFreeRate?: number;
  /** maxReturn only: the annual volatility cap as a fraction; `null` means the equal-weight portfolio's volatility. @default null */
  maxVolatility?: number | null;
  /**
   * The covariance estimator: `sample` needs at least 2 daily returns per asset
   * ({@link PORTFOLIO_OBSERVATIONS_PER_ASSET}); `ledoitWolf` shrinks it (see `estimate.ts`) and needs
   * only the {@link PORTFOLIO_MIN_OBSERVATIONS} days. @default 'sample'
   */
  covariance?: CovarianceEstimator;
  /**
   * With shorting: the cap G on the gross exposure Σ|wᵢ| (1 ≤ G ≤ 50; 1 allows no short position, 1.5
   * allows 25 % short), see `gross-cap.ts`. Long-only portfolios always have Σ|w| = 1, so it changes
   * nothing there. `null`: no cap beyond the ±1 bounds. @default null
   */
  maxGrossExposure?: number | null;
}

/** Accepted gross-exposure caps: Σ|w| ≥ |Σw| = 1 always; above 50 no cap can bind (±1 bounds, ≤ 50 stocks). */
export const GROSS_EXPOSURE_CAP_RANGE = /* @__PURE__ */ Object.freeze({ min: 1, max: 50 });

/** The input after defaults and validation, in the solver's shapes. */
export interface ValidatedPortfolioInput {
  tickers: string[];
  series: (readonly number[])[];
  dates: string[];
  benchmark: readonly number[] | null;
  benchmarkKey: string;
  objective: PortfolioObjective;
  shorting: boolean;
  riskFreeRate: number;
  maxVolatility: number | null;
  covariance: CovarianceEstimator;
  maxGrossExposure: number | null;
}

/** The defaults of docs/product.md#portfolio-optimiser (dates and prices have none; empty values are rejected by name). */
const DEFAULTS: Required<PortfolioInput> = {
  dates: [],
  prices: {},
  benchmark: null,
  benchmarkKey: DEFAULT_BENCHMARK_SERIES_KEY,
  objective: DEFAULT_OBJECTIVE,
  shorting: DEFAULT_SHORTING,
  riskFreeRate: DEFAULT_RISK_FREE_RATE,
  maxVolatility: null,
  covariance: 'sample',
  maxGrossExposure: null,
};

/** Largest annual volatility cap accepted (1000 %): anything above is a unit mistake (percent sent as fraction). */
const MAX_VOLATILITY_CAP = 10;

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;
const DAYS_IN_MONTH = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];

/** A real calendar date written as YYYY-MM-DD (arithmetic rather than `Date`, which is slow per element). */
function isIsoDate(s: unknown): s is string {
  if (typeof s !== 'string' || !ISO_DATE.test(s)) return false;
  const y = +s.slice(0, 4);
  const m = +s.slice(5, 7);
  const d = +s.slice(8, 10);
  const leap = y % 4 === 0 && (y % 100 !== 0 || y % 400 === 0);
  return m >= 1 && m <= 12 && d >= 1 && d <= DAYS_IN_MONTH[m - 1]! + (m === 2 && leap ? 1 : 0);
}

function fail(field: string, label: string, text: string): never {
  throw new FinanceInputError(field, label, `${label}: ${text}`);
}

/** Checks one aligned positive series (a stock's prices or the benchmark). */
function checkSeries(values: unknown, dates: readonly string[], field: string, label: string): readonly number[] {
  if (!Array.isArray(values)) fail(field, label, 'árfolyamok listáját adja meg.');
  if (values.length !== dates.length) {
    fail(
      field,
      label,
      `${values.length} árfolyamot tartalmaz, de ${dates.length} dátum van; minden dátumhoz pontosan egy árfolyam kell.`,
    );
  }
  for (let t = 0; t < values.length; t++) {
    const v: unknown = values[t];
    if (typeof v !== 'number' || !Number.isFinite(v) || v <= 0) {
      fail(
        field,
        label,
        `minden árfolyamnak pozitív, véges számnak kell lennie (hibás érték a ${dates[t]} dátumnál: ${String(v)}).`,
      );
    }
  }
  return values as readonly number[];
}

/** Applies the defaults and validates; throws {@link FinanceInputError} naming the first wrong field. */
export function validatePortfolioInput(raw: PortfolioInput): ValidatedPortfolioInput {
  const input = withDefaults(DEFAULTS, raw, LABELS);

  const objective = input.objective as unknown;
  if (typeof objective !== 'string' || !(PORTFOLIO_OBJECTIVES as readonly string[]).includes(objective)) {
    fail(
      'objective',
      LABELS.objective,
      `ismeretlen optimalizálási cél („${String(objective)}”). Választható: ${PORTFOLIO_OBJECTIVES.join(', ')}.`,
    );
  }
  if (typeof input.shorting !== 'boolean') fail('shorting', LABELS.shorting, 'igen vagy nem értéket adjon meg.');

  const rf = checkNumber(input.riskFreeRate, 'riskFreeRate', LABELS.riskFreeRate);
  if (rf < RISK_FREE_RATE_RANGE.min || rf > RISK_FREE_RATE_RANGE.max) {
    fail(
      'riskFreeRate',
      LABELS.riskFreeRate,
      `${formatPercent(RISK_FREE_RATE_RANGE.min, 0)} és ${formatPercent(RISK_FREE_RATE_RANGE.max, 0)} közötti értéket adjon meg, ` +
        `törtként (például 5,5% = 0,055).`,
    );
  }

  const covariance = input.covariance as unknown;
  if (typeof covariance !== 'string' || !(COVARIANCE_ESTIMATORS as readonly string[]).includes(covariance)) {
    fail(
      'covariance',
      LABELS.covariance,
      `ismeretlen becslés („${String(covariance)}”). Választható: ${COVARIANCE_ESTIMATORS.join(', ')}.`,
    );
  }

  const maxVolatility =
    input.maxVolatility === null
      ? null
      : checkNumber(input.maxVolatility, 'maxVolatility', LABELS.maxVolatility, {
          min: 0,
          exclusiveMin: true,
          max: MAX_VOLATILITY_CAP,
        });

  const maxGrossExposure =
    input.maxGrossExposure === null
      ? null
      : checkNumber(input.maxGrossExposure, 'maxGrossExposure', LABELS.maxGrossExposure, GROSS_EXPOSURE_CAP_RANGE);

  const prices = input.prices as unknown;
  if (typeof prices !== 'object' || prices === null || Array.isArray(prices)) {
    fail('prices', LABELS.prices, `legalább ${PORTFOLIO_MIN_ASSETS} részvényt válasszon ki.`);
  }
  const tickers = Object.keys(prices);
  if (tickers.length < PORTFOLIO_MIN_ASSETS)
    fail('prices', LABELS.prices, `legalább ${PORTFOLIO_MIN_ASSETS} részvényt válasszon ki.`);
  if (tickers.length > PORTFOLIO_MAX_ASSETS)
    fail('prices', LABELS.prices, `legfeljebb ${PORTFOLIO_MAX_ASSETS} részvényt adhat meg (most ${tickers.length}).`);

  const benchmarkKey = input.benchmarkKey as unknown;
  if (typeof benchmarkKey !== 'string' || benchmarkKey.trim() === '' || benchmarkKey === PORTFOLIO_SERIES_KEY) {
    fail('benchmarkKey', LABELS.benchmarkKey, `nem üres, a „${PORTFOLIO_SERIES_KEY}” névtől eltérő nevet adjon meg.`);
  }
  for (const ticker of tickers) {
    if (
      ticker.trim() === '' ||
      ticker === PORTFOLIO_SERIES_KEY ||
      (input.benchmark !== null && ticker === benchmarkKey)
    ) {
      fail('prices', LABELS.prices, `a(z) „${ticker}” nem lehet részvény jele: üres, vagy egy másik idősor neve.`);
    }
  }

  const dates = input.dates as unknown;
  if (!Array.isArray(dates)) fail('dates', LABELS.dates, 'adja meg a kereskedési napok listáját.');
  if (dates.length < PORTFOLIO_MIN_OBSERVATIONS) {
    fail(
      'dates',
      LABELS.dates,
      `legalább ${PORTFOLIO_MIN_OBSERVATIONS} kereskedési nap árfolyama szükséges (most ${dates.length}); válasszon hosszabb időszakot.`,
    );
  }
  for (let t = 0; t < dates.length; t++) {
    if (!isIsoDate(dates[t]))
      fail('dates', LABELS.dates, `érvénytelen dátum: „${String(dates[t])}” (ÉÉÉÉ-HH-NN formátum szükséges).`);
    if (t > 0 && !(dates[t] > dates[t - 1])) {
      fail(
        'dates',
        LABELS.dates,
        `a dátumoknak szigorúan növekvő sorrendben kell következniük („${dates[t - 1]}”, majd „${dates[t]}”).`,
      );
    }
  }

  // The sample covariance of n assets needs clearly more return days than assets (see the constant).
  const needed = PORTFOLIO_OBSERVATIONS_PER_ASSET * tickers.length;
  if (covariance === 'sample' && dates.length - 1 < needed) {
    fail(
      'dates',
      LABELS.dates,
      `${tickers.length} részvényhez legalább ${needed} napi hozam, azaz ${needed + 1} kereskedési nap kell, de a választott ` +
        `időszakban (${dates[0]} – ${dates[dates.length - 1]}) csak ${dates.length} nap van. Válasszon hosszabb időszakot, ` +
        `kevesebb részvényt, vagy a Ledoit–Wolf-féle zsugorított kovarianciát.`,
    );
  }

  const priceMap = prices as Record<string, unknown>;
  const series = tickers.map((ticker) => checkSeries(priceMap[ticker], dates, 'prices', priceSeriesLabel(ticker)));
  const benchmark =
    input.benchmark === null ? null : checkSeries(input.benchmark, dates, 'benchmark', LABELS.benchmark);

  return {
    tickers,
    series,
    dates: [...(dates as string[])],
    benchmark,
    benchmarkKey,
    objective: objective as PortfolioObjective,
    shorting: input.shorting,
    riskFreeRate: rf,
    maxVolatility,
    covariance: covariance as CovarianceEstimator,
    maxGrossExposure,
  };
}
