/**
 * One optimisation: finance-core's `optimizePortfolio` on aligned closes, with its chart series
 * rounded for the answer. Pure and free of the HTTP layer, so it runs the same on the main thread
 * and in the worker pool (solve-worker.ts); finance-core's input errors come back as values
 * because an Error crossing a worker boundary loses its fields.
 */
import {
  FRONTIER_POINTS,
  PORTFOLIO_SERIES_KEY,
  efficientFrontier,
  isFinanceInputError,
  optimizePortfolio,
  type EfficientFrontier,
  type FrontierPortfolio,
  type PortfolioObjective,
  type PortfolioResult,
} from '@penzugy/finance-core';

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
  /** With shorting: the cap on Σ|wᵢ| (finance-core's maxGrossExposure); absent for none. */
  maxGrossExposure?: number;
  /** Also return the stocks' and the benchmark's series (they depend only on the closes). */
  withOtherSeries: boolean;
}

/** A portfolio of the frontier chart: where it sits, without its weights. */
export interface FrontierMark {
  /** Expected annual return μ'w (arithmetic, a fraction). */
  expectedReturn: number;
  /** Annual volatility √(w'Σw), a fraction. */
  volatility: number;
  /** (μ'w − r_f) / σ, or null at zero volatility. */
  sharpe: number | null;
}

/**
 * The efficient frontier as the answer carries it (finance-core's `efficientFrontier` without the
 * weights of every point, which the chart does not draw): the curve by increasing target return,
 * every stock as a point, the minimum-variance and maximum-Sharpe portfolios and the capital market
 * line from the risk-free rate. Same bounds (long-only or ±1 with shorting), covariance estimator
 * and risk-free rate as the optimisation; the chosen portfolio is the answer's own
 * `expectedReturn` and `volatility`.
 */
export interface FrontierAnswer {
  points: { expectedReturn: number; volatility: number }[];
  assets: { ticker: string; expectedReturn: number; volatility: number }[];
  minVariance: FrontierMark;
  maxSharpe: FrontierMark | null;
  capitalMarketLine: EfficientFrontier['capitalMarketLine'];
}

/** Points on the curve: the fewest finance-core allows (30), which the chart draws smoothly at its size. */
export const FRONTIER_ANSWER_POINTS = FRONTIER_POINTS.min;

const mark = ({ expectedReturn, volatility, sharpe }: FrontierPortfolio): FrontierMark => ({
  expectedReturn,
  volatility,
  sharpe,
});

/** `optimizePortfolio`'s result without the dates and series, which travel separately, and the frontier (null when it cannot be drawn). */
export type SolvedFields = Omit<PortfolioResult, 'dates' | 'timeSeries'> & { frontier: FrontierAnswer | null };

/** The frontier of the same input, compact; null when finance-core refuses it (the optimisation itself succeeded). */
function frontierOf(input: Omit<SolveInput, 'withOtherSeries'>): FrontierAnswer | null {
  try {
    const f = efficientFrontier({ ...input, points: FRONTIER_ANSWER_POINTS });
    return {
      points: f.points.map(({ expectedReturn, volatility }) => ({ expectedReturn, volatility })),
      assets: f.assets,
      minVariance: mark(f.minVariance),
      maxSharpe: f.maxSharpe && mark(f.maxSharpe),
      capitalMarketLine: f.capitalMarketLine,
    };
  } catch (e) {
    if (!isFinanceInputError(e)) throw e;
    return null;
  }
}

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
  const { dates: _dates, timeSeries, ...optimised } = result;
  const fields: SolvedFields = { ...optimised, frontier: frontierOf(portfolioInput) };
  const portfolio = timeSeries[PORTFOLIO_SERIES_KEY]!.map(roundForChart);
  if (!withOtherSeries) return { ok: true, fields, portfolio };
  const others = Object.entries(timeSeries)
    .filter(([key]) => key !== PORTFOLIO_SERIES_KEY)
    .map(([key, values]): [string, number[]] => [key, values.map(roundForChart)]);
  return { ok: true, fields, portfolio, others };
}
