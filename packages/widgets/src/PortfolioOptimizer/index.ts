'use client';
// Published as `@penzugy/widgets/portfolio-optimizer` (package.json "exports"): a client entry of its own, so a
// React Server Components app that renders only this bundles only this (issue 26).
export { PortfolioOptimizer } from './PortfolioOptimizer';
export type { PortfolioOptimizerProps } from './PortfolioOptimizer';
export { createHttpOptimizer, DEFAULT_BACKEND_URL, UPDATE_PORTFOLIO_PATH } from './http-client';
export type { HttpOptimizerOptions } from './http-client';
export { PortfolioRequestError } from './response';
export { buildPayload, defaultPortfolioValue } from './form-value';
export { PORTFOLIO_STRINGS } from './strings';
export type {
  OptimizeOptions,
  PortfolioOptimizeFn,
  PortfolioCurrency,
  PortfolioOptimizerValue,
  PortfolioRequest,
  PortfolioRequestItem,
  PortfolioResponse,
} from './types';
