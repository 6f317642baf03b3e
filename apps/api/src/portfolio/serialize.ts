/**
 * Serialising the update-portfolio answer. About 60 % of a request's CPU time was JSON.stringify of
 * the ~60 KB answer, mostly the chart series: the dates and the growth-of-100 line of every stock and
 * of the benchmark. Those depend only on the aligned closes (stocks, benchmark, period), not on the
 * objective, shorting or the risk-free rate, so their JSON is made once per prepared data set and
 * reused; only the portfolio's own line and the small fields are serialised per request. The text is
 * the same JSON as JSON.stringify would give, with `dates` and `timeSeries` moved to the end.
 */
import { PORTFOLIO_SERIES_KEY } from '@penzugy/finance-core';
import type { PreparedData } from './prepare';
import type { PortfolioResponse } from './update-portfolio';

interface SharedJson {
  dates: string;
  /** `"AAPL":[…],…,"S&P 500":[…]`: every series but the portfolio's, in the answer's order. */
  otherSeries: string;
}

/** A serialiser with its own per-data-set memory (entries live as long as the prepared data). */
export function createResponseSerializer(): (response: PortfolioResponse, prepared: PreparedData) => string {
  const shared = new WeakMap<PreparedData, SharedJson>();
  return (response, prepared) => {
    const { dates, timeSeries, ...rest } = response;
    let parts = shared.get(prepared);
    if (!parts) {
      parts = {
        dates: JSON.stringify(dates),
        otherSeries: Object.entries(timeSeries)
          .filter(([key]) => key !== PORTFOLIO_SERIES_KEY)
          .map(([key, values]) => `${JSON.stringify(key)}:${JSON.stringify(values)}`)
          .join(','),
      };
      shared.set(prepared, parts);
    }
    const head = JSON.stringify(rest).slice(0, -1); // without the closing brace
    const series = [`${JSON.stringify(PORTFOLIO_SERIES_KEY)}:${JSON.stringify(timeSeries[PORTFOLIO_SERIES_KEY])}`, parts.otherSeries].filter((s) => s !== '').join(',');
    return `${head}${head === '{' ? '' : ','}"dates":${parts.dates},"timeSeries":{${series}}}`;
  };
}
