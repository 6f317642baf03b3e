/**
 * Reads an optimiser's response defensively: metrics and weights must be there; anything that is
 * not a finite number becomes `null` (shown as '–') or is dropped, and malformed optional fields are
 * left out, so a surprising response can never put NaN on screen or crash a chart.
 */
import { METRIC_NAMES } from '@penzugy/finance-core';
import { PORTFOLIO_STRINGS as T } from './strings';
import type { PortfolioResponse } from './types';

/** A failed portfolio request, with a Hungarian message ready to show. */
export class PortfolioRequestError extends Error {
  override readonly name = 'PortfolioRequestError';

  constructor(
    message: string,
    /** HTTP status, or null when no response arrived. */
    readonly status: number | null = null,
  ) {
    super(message);
  }
}

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
const isFiniteNumber = (v: unknown): v is number => typeof v === 'number' && Number.isFinite(v);
const optionalString = (v: unknown): string | null => (typeof v === 'string' && v.trim() !== '' ? v : null);

/** The response, checked; throws {@link PortfolioRequestError} when metrics or weights are missing. */
export function normaliseResponse(raw: unknown): PortfolioResponse {
  if (!isRecord(raw) || !isRecord(raw.metrics) || !isRecord(raw.weights))
    throw new PortfolioRequestError(T.errors.incomplete);
  const metrics: PortfolioResponse['metrics'] = {};
  for (const name of METRIC_NAMES) {
    const v = raw.metrics[name];
    metrics[name] = isFiniteNumber(v) ? v : null;
  }
  const weights: Record<string, number> = {};
  for (const [ticker, w] of Object.entries(raw.weights)) if (isFiniteNumber(w)) weights[ticker] = w;

  const out: PortfolioResponse = { metrics, weights };
  const dates = raw.dates;
  if (
    Array.isArray(dates) &&
    dates.length > 0 &&
    dates.every((d) => typeof d === 'string') &&
    isRecord(raw.timeSeries)
  ) {
    const series: Record<string, number[]> = {};
    for (const [key, values] of Object.entries(raw.timeSeries)) {
      if (Array.isArray(values) && values.length === dates.length && values.every(isFiniteNumber)) series[key] = values;
    }
    if (Object.keys(series).length > 0) {
      out.dates = dates as string[];
      out.timeSeries = series;
    }
  }
  const effectiveFrom = optionalString(raw.effectiveFrom);
  const effectiveTo = optionalString(raw.effectiveTo);
  const source = optionalString(raw.source);
  if (effectiveFrom) out.effectiveFrom = effectiveFrom;
  if (effectiveTo) out.effectiveTo = effectiveTo;
  if (source) out.source = source;
  if (isRecord(raw.fx) && optionalString(raw.fx.pair) && optionalString(raw.fx.source)) {
    const asOf = optionalString(raw.fx.asOf);
    out.fx = { pair: raw.fx.pair as string, source: raw.fx.source as string, asOf: asOf ?? null };
  }
  if (raw.notice === true || optionalString(raw.notice)) out.notice = raw.notice as string | true;
  for (const key of ['expectedReturn', 'volatility', 'riskFreeRate', 'grossExposure'] as const) {
    if (isFiniteNumber(raw[key])) out[key] = raw[key];
  }
  if (isRecord(raw.annualReturns)) {
    const { compounded, arithmetic } = raw.annualReturns;
    out.annualReturns = {
      compounded: isFiniteNumber(compounded) ? compounded : null,
      arithmetic: isFiniteNumber(arithmetic) ? arithmetic : null,
    };
  }
  const held = raw.buyAndHold;
  if (
    isRecord(held) &&
    out.dates &&
    Array.isArray(held.timeSeries) &&
    held.timeSeries.length === out.dates.length &&
    held.timeSeries.every(isFiniteNumber)
  ) {
    const heldMetrics: PortfolioResponse['metrics'] = {};
    if (isRecord(held.metrics))
      for (const name of METRIC_NAMES)
        heldMetrics[name] = isFiniteNumber(held.metrics[name]) ? held.metrics[name] : null;
    out.buyAndHold = { timeSeries: held.timeSeries as number[], metrics: heldMetrics };
  }
  const frontier = readFrontier(raw.frontier);
  if (frontier) out.frontier = frontier;
  if (raw.currency === 'USD' || raw.currency === 'HUF') out.currency = raw.currency;
  return out;
}

const isRiskReturn = (v: unknown): v is { volatility: number; expectedReturn: number } =>
  isRecord(v) && isFiniteNumber(v.volatility) && isFiniteNumber(v.expectedReturn) && v.volatility >= 0;
const riskReturn = (v: { volatility: number; expectedReturn: number; sharpe?: unknown }) => ({
  volatility: v.volatility,
  expectedReturn: v.expectedReturn,
  sharpe: isFiniteNumber(v.sharpe) ? v.sharpe : null,
});

/** The service's frontier, or null when it is missing or malformed (the chart is then left out). */
function readFrontier(raw: unknown): NonNullable<PortfolioResponse['frontier']> | null {
  if (!isRecord(raw) || !Array.isArray(raw.points) || !Array.isArray(raw.assets) || !isRiskReturn(raw.minVariance))
    return null;
  const points = raw.points
    .filter(isRiskReturn)
    .map(({ volatility, expectedReturn }) => ({ volatility, expectedReturn }));
  if (points.length < 2) return null;
  const assets = raw.assets
    .filter(
      (a): a is { ticker: string; volatility: number; expectedReturn: number } =>
        isRiskReturn(a) && typeof (a as Record<string, unknown>).ticker === 'string',
    )
    .map(({ ticker, volatility, expectedReturn }) => ({ ticker, volatility, expectedReturn }));
  const cml = raw.capitalMarketLine;
  return {
    points,
    assets,
    minVariance: riskReturn(raw.minVariance),
    maxSharpe: isRiskReturn(raw.maxSharpe) ? riskReturn(raw.maxSharpe) : null,
    capitalMarketLine:
      isRecord(cml) && isFiniteNumber(cml.riskFreeRate) && isFiniteNumber(cml.slope)
        ? { riskFreeRate: cml.riskFreeRate, slope: cml.slope }
        : null,
  };
}
