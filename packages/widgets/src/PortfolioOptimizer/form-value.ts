/**
 * The screen's state, its defaults (docs/product.md#portfolio-optimiser), its checks and the request payload it becomes
 * (docs/product.md#portfolio-optimiser). Pure, so the payload is tested exactly.
 */
import {
  BENCHMARK_OPTIONS,
  DEFAULT_BENCHMARK,
  DEFAULT_OBJECTIVE,
  DEFAULT_RISK_FREE_RATE_PERCENT,
  DEFAULT_SHORTING,
  formatNumber,
  GROSS_EXPOSURE_CAP_RANGE,
  PORTFOLIO_FIELD_LABELS,
  PORTFOLIO_MIN_ASSETS,
  PORTFOLIO_OBJECTIVES,
  RISK_FREE_RATE_RANGE,
} from '@penzugy/finance-core';
import { defaultDateRange, isIsoDate } from './dates';
import { sanitiseTickers } from './selection';
import { PORTFOLIO_STRINGS as T } from './strings';
import type { PortfolioOptimizerValue, PortfolioRequest } from './types';

/** Risk-free-rate bounds of the form, in percent (finance-core's accepted fractions × 100). */
export const RISK_FREE_RATE_PERCENT_RANGE = {
  min: RISK_FREE_RATE_RANGE.min * 100,
  max: RISK_FREE_RATE_RANGE.max * 100,
} as const;

/** The defaults of docs/product.md#portfolio-optimiser; the dates are the last year up to `today`, or up to `dataEnd` if earlier. */
export function defaultPortfolioValue(today: Date = new Date(), dataEnd?: string): PortfolioOptimizerValue {
  return {
    tickers: [],
    ...defaultDateRange(today, dataEnd),
    objective: DEFAULT_OBJECTIVE,
    shorting: DEFAULT_SHORTING,
    benchmark: DEFAULT_BENCHMARK,
    riskFreeRatePercent: DEFAULT_RISK_FREE_RATE_PERCENT,
    maxGrossExposure: 0,
    currency: 'USD',
  };
}

const isObjective = (v: unknown): v is PortfolioOptimizerValue['objective'] =>
  (PORTFOLIO_OBJECTIVES as readonly unknown[]).includes(v);
const isBenchmark = (v: unknown): v is PortfolioOptimizerValue['benchmark'] =>
  BENCHMARK_OPTIONS.some((b) => b.value === v);

/**
 * A partial value from outside (props, a shared link) over the defaults. Tickers outside the
 * catalogue, unknown objectives or benchmarks and malformed dates are dropped for the defaults, so a
 * hand-edited link never breaks the screen. The rate is kept as given: the form names it if it is bad.
 */
export function resolvePortfolioValue(
  partial: Partial<PortfolioOptimizerValue> | undefined,
  defaults: PortfolioOptimizerValue,
): PortfolioOptimizerValue {
  const p = partial ?? {};
  const date = (v: unknown, d: string) => (typeof v === 'string' && (v === '' || isIsoDate(v)) ? v : d);
  return {
    tickers: Array.isArray(p.tickers) ? sanitiseTickers(p.tickers) : defaults.tickers,
    fromDate: date(p.fromDate, defaults.fromDate),
    toDate: date(p.toDate, defaults.toDate),
    objective: isObjective(p.objective) ? p.objective : defaults.objective,
    shorting: typeof p.shorting === 'boolean' ? p.shorting : defaults.shorting,
    benchmark: isBenchmark(p.benchmark) ? p.benchmark : defaults.benchmark,
    riskFreeRatePercent:
      typeof p.riskFreeRatePercent === 'number' ? p.riskFreeRatePercent : defaults.riskFreeRatePercent,
    maxGrossExposure: typeof p.maxGrossExposure === 'number' ? p.maxGrossExposure : defaults.maxGrossExposure,
    currency: p.currency === 'USD' || p.currency === 'HUF' ? p.currency : defaults.currency,
  };
}

/** Why the form cannot be sent; `field` is the value's key, the message starts with the field's label. */
export interface FormProblem {
  field: keyof PortfolioOptimizerValue;
  message: string;
}

/** The checks before sending: 2+ stocks (docs/product.md#portfolio-optimiser), real dates in order, a finite rate within range. */
export function checkPortfolioValue(value: PortfolioOptimizerValue): FormProblem | null {
  if (value.tickers.length < PORTFOLIO_MIN_ASSETS) return { field: 'tickers', message: T.tooFew };
  if (value.fromDate !== '' && !isIsoDate(value.fromDate))
    return { field: 'fromDate', message: T.invalidDate(T.fromDate) };
  if (value.toDate !== '' && !isIsoDate(value.toDate)) return { field: 'toDate', message: T.invalidDate(T.toDate) };
  if (value.fromDate !== '' && value.toDate !== '' && value.fromDate > value.toDate)
    return { field: 'fromDate', message: T.dateOrder };
  const rate = value.riskFreeRatePercent;
  const { min, max } = RISK_FREE_RATE_PERCENT_RANGE;
  const label = PORTFOLIO_FIELD_LABELS.riskFreeRate;
  if (!Number.isFinite(rate)) return { field: 'riskFreeRatePercent', message: `${label}: adjon meg érvényes számot.` };
  if (rate < min || rate > max)
    return { field: 'riskFreeRatePercent', message: `${label}: ${min} és ${max} százalék között lehet.` };
  const cap = value.maxGrossExposure;
  if (
    value.shorting &&
    cap !== 0 &&
    !(Number.isFinite(cap) && cap >= GROSS_EXPOSURE_CAP_RANGE.min && cap <= GROSS_EXPOSURE_CAP_RANGE.max)
  ) {
    const capLabel = PORTFOLIO_FIELD_LABELS.maxGrossExposure;
    return {
      field: 'maxGrossExposure',
      message: `${capLabel}: ${formatNumber(GROSS_EXPOSURE_CAP_RANGE.min)} és ${formatNumber(GROSS_EXPOSURE_CAP_RANGE.max)} között lehet, vagy hagyja üresen (nincs korlát).`,
    };
  }
  return null;
}

/**
 * The request body of docs/product.md#portfolio-optimiser exactly: every stock as `{ ticker, name: '', shares: 0 }`, the
 * rate as a fraction (5.5 → 0.055), dates as `YYYY-MM-DD` or null.
 */
export function buildPayload(value: PortfolioOptimizerValue): PortfolioRequest {
  return {
    portfolio: value.tickers.map((ticker) => ({ ticker, name: '', shares: 0 })),
    riskFreeRate: value.riskFreeRatePercent / 100,
    fromDate: value.fromDate === '' ? null : value.fromDate,
    toDate: value.toDate === '' ? null : value.toDate,
    objective: value.objective,
    shorting: value.shorting,
    benchmark: value.benchmark,
    // Not in the spec: only with shorting and a cap, so that the spec's payload stays as it is otherwise.
    ...(value.shorting && value.maxGrossExposure > 0 ? { maxGrossExposure: value.maxGrossExposure } : {}),
    // Only HUF is sent: a USD analysis keeps the payload the service always received.
    ...(value.currency === 'HUF' ? { currency: 'HUF' as const } : {}),
  };
}
