import { vars } from '../../../theme';
import { PORTFOLIO_STROKE_WIDTH, seriesColor, TICKER_STROKE_WIDTH, type XYChartLine } from '../../shared';

/**
 * The lines of the time-series chart (docs/product.md#charts): the portfolio red (chart.portfolio) and 5 px wide,
 * listed first but drawn on top; every ticker 2 px in the next series colour; all smooth
 * (monotone, no overshoot) and without point markers. A missing portfolio key is simply absent.
 */
export function buildLineSeries(
  timeSeries: Readonly<Record<string, ArrayLike<number>>>,
  portfolioKey: string,
  portfolioLabel: string,
): XYChartLine[] {
  const lines: XYChartLine[] = [];
  const portfolio = timeSeries[portfolioKey];
  if (portfolio) {
    lines.push({
      key: portfolioKey,
      label: portfolioLabel,
      values: portfolio,
      color: vars.chart.portfolio,
      strokeWidth: PORTFOLIO_STROKE_WIDTH,
      curve: 'monotone',
      onTop: true,
    });
  }
  let i = 0;
  for (const [key, values] of Object.entries(timeSeries)) {
    if (key === portfolioKey || !values) continue;
    lines.push({
      key,
      label: key,
      values,
      color: seriesColor(i++),
      strokeWidth: TICKER_STROKE_WIDTH,
      curve: 'monotone',
    });
  }
  return lines;
}
