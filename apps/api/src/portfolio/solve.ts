/**
 * One optimisation: finance-core's `optimizePortfolio` on aligned closes, with its chart series
 * rounded for the answer. Pure and free of the HTTP layer, so it runs the same on the main thread
 * and in the worker pool (solve-worker.ts); finance-core's input errors come back as values
 * because an Error crossing a worker boundary loses its fields.
 */
import { PORTFOLIO_SERIES_KEY, isFinanceInputError, optimizePortfolio, type PortfolioObjective, type PortfolioResult } from '@penzugy/finance-core';

/**
 * Decimals kept in the growth-of-100 chart series: the line chart shows two
 * (LINE_CHART_DECIMALS in packages/widgets/src/charts/shared/constants.ts), and a full double
 * takes three times the bytes.
 */
export const CHART_DECIMALS = 2;

const SCALE = 10 ** CHART_DECIMALS;
/** A value as the chart shows it. */
export const roundForChart = (v: number): number => Math.round(v * SCALE) / SCALE;

export interface SolveInput {
  dates: string[];
  prices: Record<string, number[]>;
  benchmark: number[];
  benchmarkKey: string;
  objective: PortfolioObjective;
  shorting: boolean;
  riskFreeRate: number;
  /** Also return the stocks' and the benchmark's series (they depend only on the closes). */
  withOtherSeries: boolean;
}

/** `optimizePortfolio`'s result without the dates and series, which travel separately. */
export type SolvedFields = Omit<PortfolioResult, 'dates' | 'timeSeries'>;

export type SolveOutput =
  | {
      ok: true;
      fields: SolvedFields;
      /** The portfolio's growth of 100, rounded for the chart. */
      portfolio: number[];
      /** Every other series in the answer's order (stocks, then the benchmark), rounded; when asked. */
      others?: [string, number[]][];
    }
  | { ok: false; field: string; label: string; message: string };

export function solve(input: SolveInput): SolveOutput {
  const { withOtherSeries, ...portfolioInput } = input;
  let result: PortfolioResult;
  try {
    result = optimizePortfolio(portfolioInput);
  } catch (e) {
    if (!isFinanceInputError(e)) throw e;
    return { ok: false, field: e.field, label: e.label, message: e.message };
  }
  const { dates: _dates, timeSeries, ...fields } = result;
  const portfolio = timeSeries[PORTFOLIO_SERIES_KEY].map(roundForChart);
  if (!withOtherSeries) return { ok: true, fields, portfolio };
  const others = Object.entries(timeSeries)
    .filter(([key]) => key !== PORTFOLIO_SERIES_KEY)
    .map(([key, values]): [string, number[]] => [key, values.map(roundForChart)]);
  return { ok: true, fields, portfolio, others };
}
