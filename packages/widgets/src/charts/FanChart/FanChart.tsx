import { formatNumber } from '@penzugy/finance-core';
import { useMemo } from 'react';
import { CHART_STRINGS, type ChartValueFormat, resolveValueFormat, XYChart, type XYChartXAxis } from '../shared';
import { buildFanSeries, type FanPercentiles, type FanSamplePath } from './fan-series/fan-series';
import * as styles from './FanChart.css';

export interface FanChartProps {
  /** Time of each point in years (docs/product.md#monte-carlo times). */
  times: ArrayLike<number>;
  /** P5, P25, P50, P75 and P95 at each time (docs/product.md#monte-carlo percentiles). */
  percentiles: FanPercentiles;
  /** The average path (docs/product.md#monte-carlo avgPath), drawn dashed. */
  mean?: ArrayLike<number> | undefined;
  /** Paths drawn thin behind the fan (docs/product.md#monte-carlo paths, 0–50 of them, docs/product.md#charts). @default [] */
  samplePaths?: readonly FanSamplePath[] | undefined;
  /** How values are written: 'number' (2 decimals), 'huf', or a function. @default 'number' */
  valueFormat?: ChartValueFormat | undefined;
  /** Visible title and accessible name. @default 'Monte Carlo szimuláció' */
  title?: string | undefined;
  /** x-axis title. @default 'Év' */
  xLabel?: string | undefined;
  /** y-axis title (e.g. the unit). */
  yLabel?: string | undefined;
  /** Renders nothing. @default false */
  hidden?: boolean | undefined;
  /** Extra class on the figure. */
  className?: string | undefined;
}

const NO_SAMPLES: readonly FanSamplePath[] = [];
const formatYears = (t: number) => formatNumber(t, Number.isInteger(t) ? 0 : 1);
const formatTime = (t: number) => CHART_STRINGS.fan.time(formatNumber(t, 2));

/**
 * The Monte Carlo fan chart (docs/product.md#monte-carlo): P5–P95 and P25–P75 bands, the median, the
 * dashed mean and thin sample paths, with a note that P5 is not the worst case. Every series is
 * one `<path>`, so ~501 points × 50 paths stay smooth; the cursor shows the percentiles of a time.
 */
export function FanChart({
  times,
  percentiles,
  mean,
  samplePaths = NO_SAMPLES,
  valueFormat = 'number',
  title = CHART_STRINGS.fan.title,
  xLabel = CHART_STRINGS.fan.xLabel,
  ...frame
}: FanChartProps) {
  const series = useMemo(() => buildFanSeries(percentiles, mean, samplePaths), [percentiles, mean, samplePaths]);
  const format = useMemo(() => resolveValueFormat(valueFormat), [valueFormat]);
  const xAxis = useMemo<XYChartXAxis>(
    () => ({ label: xLabel, formatTick: formatYears, formatValue: formatTime }),
    [xLabel],
  );
  const legendExtra = useMemo(() => <p className={styles.note}>{CHART_STRINGS.fan.p5Note}</p>, []);

  return (
    <XYChart
      {...frame}
      kind="fan"
      title={title}
      x={times}
      lines={series.lines}
      bands={series.bands}
      xAxis={xAxis}
      format={format}
      legendItems={series.legend}
      legendExtra={legendExtra}
      summarySeries={series.summary}
    />
  );
}
