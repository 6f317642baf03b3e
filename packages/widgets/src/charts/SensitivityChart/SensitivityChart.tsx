import { formatNumber } from '@penzugy/finance-core';
import { useMemo } from 'react';
import { vars } from '../../theme';
import {
  categoryTicks,
  CHART_STRINGS,
  type ChartValueFormat,
  Legend,
  type LegendItem,
  resolveValueFormat,
  ScreenReaderSummary,
  SENSITIVITY_CHART_HEIGHT_PX,
  X_TICK_SPACING,
  XYChart,
  type XYChartLine,
} from '../shared';
import { SensitivityBars } from './SensitivityBars';
import {
  prepareSensitivityPoints,
  type PreparedSensitivityPoint,
  type SensitivityPoint,
} from './sensitivity-points/sensitivity-points';

/** The two ways to draw a sweep. */
export const SENSITIVITY_VARIANTS = ['line', 'bar'] as const;

export interface SensitivityChartProps {
  /** The sweep: parameter value, its label and the outcome (non-finite points are skipped). */
  points: readonly SensitivityPoint[];
  /** Visible title and accessible name (e.g. 'Értéknövekedés hatása a saját tőkére'). */
  title: string;
  /** x of the base case, highlighted (e.g. 0 for offsets, 3 for 3 % appreciation). @default null */
  baseX?: number | null | undefined;
  /** Line with points, or bars from 0. @default 'line' */
  variant?: (typeof SENSITIVITY_VARIANTS)[number] | undefined;
  /** x-axis title (the parameter). */
  xLabel?: string | undefined;
  /** y-axis title (the outcome's unit). */
  yLabel?: string | undefined;
  /** Name of the outcome in the tooltip and summary. @default 'Eredmény' */
  valueLabel?: string | undefined;
  /** How values are written. @default 'huf' */
  valueFormat?: ChartValueFormat | undefined;
  /** Writes a parameter value that has no label. @default the number */
  formatX?: ((x: number) => string) | undefined;
  /** Renders nothing. @default false */
  hidden?: boolean | undefined;
  /** Extra class on the figure. */
  className?: string | undefined;
}

const defaultFormatX = (x: number) => formatNumber(x, Number.isInteger(x) ? 0 : 2);
const S = CHART_STRINGS.sensitivity;

/**
 * How an outcome varies with one parameter (docs/product.md#rent-or-buy sensitivity charts, docs/product.md#home-loan sweeps, docs/product.md#rent-or-buy
 * offsets): a line with a dot per point or bars from 0, the base case highlighted, a zero line when
 * the values cross 0, and the shared keyboard/pointer tooltip.
 */
export function SensitivityChart({
  points,
  title,
  baseX = null,
  variant = 'line',
  xLabel,
  yLabel,
  valueLabel = S.value,
  valueFormat = 'huf',
  formatX = defaultFormatX,
  hidden = false,
  className,
}: SensitivityChartProps) {
  const prepared = useMemo(() => prepareSensitivityPoints(points, baseX, formatX), [points, baseX, formatX]);
  const format = useMemo(() => resolveValueFormat(valueFormat), [valueFormat]);
  const headerOf = useMemo(() => (p: PreparedSensitivityPoint) => (p.isBase ? `${p.label} (${S.base})` : p.label), []);

  const hasBase = prepared.some((p) => p.isBase);
  const legendItems = useMemo<LegendItem[]>(() => {
    const items: LegendItem[] = [
      { key: 'value', label: valueLabel, color: vars.chart.series1, shape: variant === 'bar' ? 'square' : 'line' },
    ];
    if (hasBase) items.push({ key: 'base', label: S.legendBase, color: vars.chart.highlight, shape: 'square' });
    return items;
  }, [valueLabel, variant, hasBase]);

  const summary = useMemo(
    () => (
      <ScreenReaderSummary
        caption={title}
        columns={[xLabel ?? S.parameter, valueLabel]}
        rows={prepared.map((p) => ({ key: String(p.x), cells: [headerOf(p), format.value(p.value)] }))}
      />
    ),
    [title, xLabel, valueLabel, prepared, headerOf, format],
  );

  // Line variant: the XYChart machinery with a dot per point.
  const x = useMemo(() => prepared.map((p) => p.x), [prepared]);
  const lines = useMemo<XYChartLine[]>(
    () => [
      {
        key: 'value',
        label: valueLabel,
        values: prepared.map((p) => p.value),
        color: vars.chart.series1,
        strokeWidth: 2.5,
      },
    ],
    [prepared, valueLabel],
  );
  const labelOf = useMemo(() => new Map(prepared.map((p) => [p.x, p.label])), [prepared]);
  const formatXTick = useMemo(() => (v: number) => labelOf.get(v) ?? formatX(v), [labelOf, formatX]);
  const formatXValue = useMemo(
    () => (_v: number, i: number) => (prepared[i] ? headerOf(prepared[i]) : formatX(_v)),
    [prepared, headerOf, formatX],
  );
  const xTickValues = useMemo(
    () => (_d: [number, number], maxTicks: number) => categoryTicks(x.length, maxTicks).map((i) => x[i]!),
    [x],
  );
  const highlightIndex = prepared.findIndex((p) => p.isBase);

  if (hidden) return null;
  if (variant === 'bar') {
    return (
      <SensitivityBars
        points={prepared}
        title={title}
        format={format}
        valueLabel={valueLabel}
        headerOf={headerOf}
        xLabel={xLabel}
        yLabel={yLabel}
        legend={<Legend items={legendItems} />}
        summary={summary}
        className={className}
      />
    );
  }
  return (
    <XYChart
      title={title}
      height={SENSITIVITY_CHART_HEIGHT_PX}
      x={x}
      lines={lines}
      formatXTick={formatXTick}
      formatXValue={formatXValue}
      formatValue={format.value}
      formatYTicks={format.ticks}
      xTickValues={xTickValues}
      xTickSpacing={X_TICK_SPACING.sensitivityChart}
      xLabel={xLabel}
      yLabel={yLabel}
      showPoints
      highlightIndex={highlightIndex >= 0 ? highlightIndex : null}
      legendItems={legendItems}
      summary={summary}
      className={className}
    />
  );
}
