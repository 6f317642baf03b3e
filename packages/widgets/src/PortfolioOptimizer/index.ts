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
