import { formatNumber } from '@penzugy/finance-core';
import { useMemo } from 'react';
import {
  categoryXAxis,
  CHART_STRINGS,
  DEFAULT_PORTFOLIO_KEY,
  LINE_CHART_DECIMALS,
  type ResolvedValueFormat,
  XYChart,
} from '../shared';
import { dateLabel } from './date-label/date-label';
import { buildLineSeries } from './line-series/line-series';

export interface LineChartProps {
  /** x-axis categories, ISO dates `YYYY-MM-DD` (docs/product.md#charts). */
  dates: readonly string[];
  /** Series by key: the portfolio and each ticker, one value per date (docs/product.md#charts). */
  timeSeries: Readonly<Record<string, ArrayLike<number>>>;
  /** Key of the portfolio series in `timeSeries` (docs/product.md#charts). @default 'Portfolio' */
  portfolioKey?: string | undefined;
  /** Name of the portfolio series on screen. @default 'Portfólió' */
  portfolioLabel?: string | undefined;
  /** Hides the chart (the spec's chartHidden, e.g. while the portfolio reloads). @default false */
  hidden?: boolean | undefined;
  /** Visible title and accessible name. @default 'Portfólió és részvények alakulása' */
  title?: string | undefined;
  /** Extra class on the figure. */
  className?: string | undefined;
}

const formatValue = (v: number) => formatNumber(v, LINE_CHART_DECIMALS);
// Axis values also with 2 decimals (docs/product.md#charts), whatever the tick step.
const FORMAT: ResolvedValueFormat = { value: formatValue, ticks: () => formatValue };

/**
 * The portfolio screen's time-series chart (docs/product.md#charts): the portfolio line red and
 * 5 px, ticker lines 2 px, smooth, no point markers, values with 2 decimals, 450 px high, as wide as
 * its container. Keyboard and pointer show the values of a date; renders nothing when hidden.
 */
export function LineChart({
  dates,
  timeSeries,
  portfolioKey = DEFAULT_PORTFOLIO_KEY,
  portfolioLabel = CHART_STRINGS.line.portfolio,
  title = CHART_STRINGS.line.title,
  ...frame
}: LineChartProps) {
  const lines = useMemo(
    () => buildLineSeries(timeSeries, portfolioKey, portfolioLabel),
    [timeSeries, portfolioKey, portfolioLabel],
  );
  const count = useMemo(
    () => (dates.length > 0 ? dates.length : Math.max(0, ...lines.map((l) => l.values.length))),
    [dates, lines],
  );
  // Dates are categories: the x of date i is i.
  const x = useMemo(() => Float64Array.from({ length: count }, (_, i) => i), [count]);
  const xAxis = useMemo(
    () =>
      categoryXAxis(
        x,
        (i) => dateLabel(dates[i], 'short'),
        (_x, i) => dateLabel(dates[i], 'long'),
      ),
    [x, dates],
  );

  return <XYChart {...frame} kind="line" title={title} x={x} lines={lines} xAxis={xAxis} format={FORMAT} />;
}
