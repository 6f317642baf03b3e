/**
 * A frontier for the chart's stories and tests, computed by finance-core on the portfolio screen's
 * synthetic story market (deterministic), the way the portfolio service computes it.
 */
import { efficientFrontier, optimizePortfolio } from '@penzugy/finance-core';
import { storyMarket } from '../../PortfolioOptimizer/story-data';
import type { FrontierData, RiskReturn } from './frontier-layout/frontier-layout';

export const FRONTIER_STORY_TICKERS = ['AAPL', 'MSFT', 'NVDA', 'TSLA', 'AMZN'];

/** The frontier of five story stocks (long-only or with shorting) and the max-Sharpe portfolio chosen on it. */
export function storyFrontier(
  shorting = false,
  riskFreeRate = 0.03,
): { frontier: FrontierData; chosen: RiskReturn & { sharpe: number } } {
  const market = storyMarket();
  const prices = Object.fromEntries(
    FRONTIER_STORY_TICKERS.filter((t) => market.prices[t]).map((t) => [t, market.prices[t]!]),
  );
  const input = { dates: market.dates, prices, shorting, riskFreeRate };
  const f = efficientFrontier({ ...input, points: 30 });
  const chosen = optimizePortfolio({ ...input, objective: 'maxSharpe' });
  return {
    frontier: {
      points: f.points,
      assets: f.assets,
      minVariance: f.minVariance,
      maxSharpe: f.maxSharpe,
      capitalMarketLine: f.capitalMarketLine,
    },
    chosen: {
      expectedReturn: chosen.expectedReturn,
      volatility: chosen.volatility,
      sharpe: (chosen.expectedReturn - riskFreeRate) / chosen.volatility,
    },
  };
}
