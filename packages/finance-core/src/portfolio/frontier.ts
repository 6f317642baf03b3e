/**
 * The efficient frontier for the portfolio screen's chart: the least-variance portfolio for each of
 * 30–50 evenly spaced target returns from the minimum-variance portfolio's return r_mv up to the
 * highest feasible return r_max, under the same bounds and with the same QP as `optimizePortfolio`
 * (min w'Σw s.t. 1'w = 1, μ'w = r, min ≤ w ≤ max; long-only [0, 1] or with shorting [−1, 1]).
 *
 * Beside the curve: each asset as a point (√Σ_ii, μ_i), the minimum-variance and maximum-Sharpe
 * portfolios, and the capital market line r = r_f + S·σ, S the maximum Sharpe ratio, which touches
 * the frontier at the maximum-Sharpe (tangency) portfolio. Returns are the arithmetic annual μ'w and
 * volatilities √(w'Σw) with the covariance the optimiser reports (before any ridge), so a point of
 * the curve and `optimizePortfolio`'s `expectedReturn`/`volatility` are on the same axes.
 */
import { FinanceInputError } from '../shared/errors';
import { checkNumber } from '../shared/validate';
import { PORTFOLIO_FIELD_LABELS, type CovarianceEstimator } from './constants';
import { validatePortfolioInput, type PortfolioInput } from './input';
import { dot, quadForm } from './linalg';
import { efficientReturn, maxScorePortfolio, maxSharpe, minVariance, type OptimisationInputs } from './objectives';
import { frontierIsPoint } from './volatility-cap';
import { estimateInputs, grossCapOf, solvingDegenerateData } from './optimize';
import { frontierWeightsCapped, maxSharpeCapped } from './gross-cap';

/** How many points the frontier curve has: at least 30 for a smooth line, at most 50 to keep the answer small. */
export const FRONTIER_POINTS = /* @__PURE__ */ Object.freeze({ min: 30, max: 50, default: 40 });

/** Input of {@link efficientFrontier}: the optimiser's input (its `objective` and `maxVolatility` are ignored) and the point count. */
export interface FrontierInput extends PortfolioInput {
  /** Number of points on the curve, 30–50. @default 40 */
  points?: number;
}

/** One portfolio on the chart. */
export interface FrontierPortfolio {
  /** Expected annual return μ'w (arithmetic, a fraction). */
  expectedReturn: number;
  /** Annual volatility √(w'Σw) (a fraction). */
  volatility: number;
  /** (μ'w − r_f) / √(w'Σw); `null` when the volatility is zero. */
  sharpe: number | null;
  /** Weights by ticker, in input order. */
  weights: Record<string, number>;
}

/** One asset as a point of the chart. */
export interface FrontierAsset {
  ticker: string;
  /** μ_i, annual, arithmetic. */
  expectedReturn: number;
  /** √Σ_ii, annual. */
  volatility: number;
}

/** The capital market line r = r_f + slope · σ, drawn between two volatilities. */
export interface CapitalMarketLine {
  /** The risk-free rate where the line meets σ = 0 (a fraction). */
  riskFreeRate: number;
  /** The maximum Sharpe ratio: the line's slope. */
  slope: number;
  /** The line's ends: σ = 0 and the chart's largest volatility. */
  points: [{ volatility: number; expectedReturn: number }, { volatility: number; expectedReturn: number }];
}

/** Result of {@link efficientFrontier}. */
export interface EfficientFrontier {
  tickers: string[];
  shorting: boolean;
  riskFreeRate: number;
  covarianceEstimator: CovarianceEstimator;
  /** The curve, by increasing target return from the minimum-variance portfolio to the highest feasible return. */
  points: FrontierPortfolio[];
  /** Every asset as a point. */
  assets: FrontierAsset[];
  /** The global minimum-variance portfolio (the curve's first point). */
  minVariance: FrontierPortfolio;
  /** The maximum-Sharpe (tangency) portfolio; `null` when no feasible portfolio's return exceeds r_f. */
  maxSharpe: FrontierPortfolio | null;
  /** The capital market line through the tangency portfolio; `null` without one. */
  capitalMarketLine: CapitalMarketLine | null;
}

/** The target returns r_mv + (r_max − r_mv)·k/(count − 1) and their frontier weights, on the solver's inputs. */
export function frontierWeights(inp: OptimisationInputs, count: number): Float64Array[] {
  const wMv = minVariance(inp);
  const top = maxScorePortfolio(inp.mu, inp.bounds);
  const rMv = dot(inp.mu, wMv);
  const rMax = dot(inp.mu, top);
  const out: Float64Array[] = [wMv];
  for (let k = 1; k < count; k++) {
    const t = k / (count - 1);
    if (frontierIsPoint(inp.mu, rMv, rMax)) {
      out.push(wMv); // every asset has the same expected return: the frontier is one point
      continue;
    }
    // The mix of the two ends has exactly the target return and is feasible: the QP's start.
    const start = wMv.map((v, i) => (1 - t) * v + t * top[i]!);
    out.push(k === count - 1 ? efficientReturn(inp, rMax, top) : efficientReturn(inp, dot(inp.mu, start), start));
  }
  return out;
}

/**
 * The efficient frontier, the assets, the minimum-variance and maximum-Sharpe portfolios and the
 * capital market line for the optimiser's input (see the module header).
 * @throws FinanceInputError as `optimizePortfolio` does for its input, and on `points` outside 30–50.
 */
export function efficientFrontier(raw: FrontierInput): EfficientFrontier {
  const input = validatePortfolioInput(raw);
  const count =
    raw.points === undefined
      ? FRONTIER_POINTS.default
      : checkNumber(raw.points, 'points', 'Pontok száma', {
          min: FRONTIER_POINTS.min,
          max: FRONTIER_POINTS.max,
          integer: true,
        });
  const { mu, cov, inp, n } = estimateInputs(input);
  const { tickers, riskFreeRate } = input;

  const describe = (w: Float64Array): FrontierPortfolio => {
    const expectedReturn = dot(mu, w);
    const volatility = Math.sqrt(Math.max(quadForm(cov, n, w), 0));
    const weights: Record<string, number> = {};
    tickers.forEach((t, i) => (weights[t] = w[i]!));
    return {
      expectedReturn,
      volatility,
      sharpe: volatility > 0 ? (expectedReturn - riskFreeRate) / volatility : null,
      weights,
    };
  };

  const cap = grossCapOf(input, inp);
  const points = solvingDegenerateData(() =>
    cap !== null ? frontierWeightsCapped(inp, cap, count) : frontierWeights(inp, count),
  ).map(describe);
  const assets = tickers.map((ticker, i) => ({
    ticker,
    expectedReturn: mu[i]!,
    volatility: Math.sqrt(cov[i * n + i]!),
  }));
  let tangency: FrontierPortfolio | null = null;
  try {
    tangency = describe(
      solvingDegenerateData(() =>
        cap !== null ? maxSharpeCapped(inp, cap, riskFreeRate) : maxSharpe(inp, riskFreeRate),
      ),
    );
  } catch (e) {
    if (!(e instanceof FinanceInputError && e.field === 'riskFreeRate')) throw e;
  }
  let capitalMarketLine: CapitalMarketLine | null = null;
  if (tangency && tangency.sharpe !== null) {
    const right = Math.max(...points.map((p) => p.volatility), ...assets.map((a) => a.volatility), tangency.volatility);
    capitalMarketLine = {
      riskFreeRate,
      slope: tangency.sharpe,
      points: [
        { volatility: 0, expectedReturn: riskFreeRate },
        { volatility: right, expectedReturn: riskFreeRate + tangency.sharpe * right },
      ],
    };
  }
  const result: EfficientFrontier = {
    tickers,
    shorting: input.shorting,
    riskFreeRate,
    covarianceEstimator: input.covariance,
    points,
    assets,
    minVariance: points[0]!,
    maxSharpe: tangency,
    capitalMarketLine,
  };
  if (!points.every((p) => Number.isFinite(p.expectedReturn) && Number.isFinite(p.volatility))) {
    const label = PORTFOLIO_FIELD_LABELS.prices;
    throw new FinanceInputError(
      'prices',
      label,
      `${label}: az árfolyamsorokból nem számolható hatékony front; ellenőrizze az adatokat.`,
    );
  }
  return result;
}
