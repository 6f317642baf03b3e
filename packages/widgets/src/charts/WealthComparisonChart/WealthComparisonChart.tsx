import { formatNumber } from '@penzugy/finance-core';
import { useMemo } from 'react';
import { vars } from '../../theme';
import {
  CHART_STRINGS,
  type ChartValueFormat,
  resolveValueFormat,
  seriesColor,
  stepTicks,
  XYChart,
  type XYChartLine,
  type XYChartXAxis,
} from '../shared';

/** One money series, e.g. 'Vásárlás' net worth. */
export interface WealthSeries {
  /** Name in the legend, tooltip and summary. */
  label: string;
  /** One value per x, in forints. */
  values: ArrayLike<number>;
  /** A theme variable. @default chart.buy, chart.rent, then the series colours */
  color?: string;
}

/** A vertical marker such as the break-even point. */
export interface WealthMarker {
  /** Position on the x axis, in the unit of `x`. */
  x: number;
  /** @default 'Fordulópont' */
  label?: string;
}

export interface WealthComparisonChartProps {
  /** x of each point: months or years. */
  x: ArrayLike<number>;
  /** Two or more series to compare (e.g. 'Vásárlás' vs 'Bérlés', 'Saját tőke' vs 'Alternatív befektetés'). */
  series: readonly WealthSeries[];
  /** x-axis title, also the tooltip's x name. @default 'Év' */
  xLabel?: string | undefined;
  /** Writes an x. @default whole numbers, 2 decimals for fractions */
  formatX?: ((x: number) => string) | undefined;
  /** Distance between x ticks, e.g. 12 for yearly ticks on a month axis (a multiple when crowded). @default d3 nice ticks */
  xTickStep?: number | undefined;
  /** Optional vertical markers, e.g. the break-even or a plan's events; omit it when there is none. @default null */
  marker?: WealthMarker | readonly WealthMarker[] | null | undefined;
  /** Visible title and accessible name. @default 'Vagyon alakulása' */
  title?: string | undefined;
  /** y-axis title. */
  yLabel?: string | undefined;
  /** How values are written. @default 'huf' (full forints in the tooltip, '50 M Ft' on the axis) */
  valueFormat?: ChartValueFormat | undefined;
  /** Renders nothing. @default false */
  hidden?: boolean | undefined;
  /** Extra class on the figure. */
  className?: string | undefined;
}

/** Default colours: buying, renting, then the generic series colours. */
function wealthColor(index: number): string {
  if (index === 0) return vars.chart.buy;
  if (index === 1) return vars.chart.rent;
  return seriesColor(index);
}

const defaultFormatX = (x: number) => formatNumber(x, Number.isInteger(x) ? 0 : 2);

/**
 * Compares money series over time for the loan and rent-or-buy calculators (docs/product.md#home-loan, docs/product.md#rent-or-buy): smooth
 * lines on a forint axis with compact hu-HU ticks, an optional break-even marker, and the shared
 * keyboard/pointer tooltip with full forint values. Same machinery as LineChart (XYChart).
 */
export function WealthComparisonChart({
  x,
  series,
  xLabel = CHART_STRINGS.wealth.xLabel,
  formatX = defaultFormatX,
  xTickStep,
  marker = null,
  title = CHART_STRINGS.wealth.title,
  valueFormat = 'huf',
  ...frame
}: WealthComparisonChartProps) {
  const lines = useMemo<XYChartLine[]>(
    () =>
      series.map((s, i) => ({
        key: `s${i}`,
        label: s.label,
        values: s.values,
        color: s.color ?? wealthColor(i),
        strokeWidth: 2.5,
        curve: 'monotone',
      })),
    [series],
  );
  const format = useMemo(() => resolveValueFormat(valueFormat), [valueFormat]);
  // The markers by value: a caller passing new but equal marker objects does not redo the layout.
  const markers = JSON.stringify([marker ?? []].flat().map((m) => [m.x, m.label ?? CHART_STRINGS.wealth.marker]));
  const xAxis = useMemo<XYChartXAxis>(
    () => ({
      label: xLabel,
      formatTick: formatX,
      formatValue: (v) => `${xLabel}: ${formatX(v)}`,
      formatRange: (v) => formatX(v),
      tickValues: xTickStep ? (domain, maxTicks) => stepTicks(domain, xTickStep, maxTicks) : undefined,
      marker: (JSON.parse(markers) as [number, string][]).map(([x, label]) => ({ x, label })),
    }),
    [xLabel, formatX, xTickStep, markers],
  );

  return <XYChart {...frame} kind="wealth" title={title} x={x} lines={lines} xAxis={xAxis} format={format} />;
}
