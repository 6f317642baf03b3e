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
  if (!isRecord(raw) || !isRecord(raw.metrics) || !isRecord(raw.weights)) throw new PortfolioRequestError(T.errors.incomplete);
  const metrics: PortfolioResponse['metrics'] = {};
  for (const name of METRIC_NAMES) {
    const v = raw.metrics[name];
    metrics[name] = isFiniteNumber(v) ? v : null;
  }
  const weights: Record<string, number> = {};
  for (const [ticker, w] of Object.entries(raw.weights)) if (isFiniteNumber(w)) weights[ticker] = w;

  const out: PortfolioResponse = { metrics, weights };
  const dates = raw.dates;
  if (Array.isArray(dates) && dates.length > 0 && dates.every((d) => typeof d === 'string') && isRecord(raw.timeSeries)) {
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
  if (raw.notice === true || optionalString(raw.notice)) out.notice = raw.notice as string | true;
  return out;
}
