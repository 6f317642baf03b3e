/**
 * Portfolio optimisation benchmark (target: ≤ 5 ms median for 25 assets × 252 days, each objective,
 * including validation, returns, covariance, the QP(s), metrics and the chart series).
 *
 * Data: the real adjusted closes of the 25 catalogue stocks (docs/product.md#portfolio-optimiser) for 2025 from the test
 * fixture (src/portfolio/__fixtures__/closes-2024-2025.csv, see its PROVENANCE.md): the last 253
 * closes, 2024-12-26 … 2025-12-30, i.e. 252 daily returns, with the S&P 500 as benchmark.
 *
 * Warm-up: 20 untimed calls, because the portfolio service is a long-running process whose optimiser
 * is JIT-compiled after its first requests; the harness default of 2 would time V8's interpreter.
 */
import { optimizePortfolio, PORTFOLIO_OBJECTIVES } from '../src/portfolio';
import { FIXTURE_TICKERS, fixtureInput } from '../src/portfolio/__fixtures__/closes';
import type { BenchCase } from './harness';

/** 253 closes give 252 daily returns. */
const input = fixtureInput(FIXTURE_TICKERS, 253);

const cases: BenchCase[] = PORTFOLIO_OBJECTIVES.flatMap((objective) =>
  [false, true].map((shorting): BenchCase => ({
    name: `optimizePortfolio, 25 stocks × 252 days (2025), ${objective}${shorting ? ', shorting' : ''}`,
    target: '≤ 5 ms',
    targetMs: 5,
    warmup: 20,
    runs: 51,
    fn: () => optimizePortfolio({ ...input, objective, shorting, benchmarkKey: '^GSPC' }),
  })),
);

export default cases;
