import { formatNumber } from '@penzugy/finance-core';
import { useMemo } from 'react';
import { vars } from '../../theme';
import { CHART_STRINGS, type LegendItem, resolveValueFormat, ScreenReaderSummary } from '../shared';
import type { SensitivityChartProps } from './SensitivityChart.types';
import { prepareSensitivityPoints, type PreparedSensitivityPoint } from './sensitivity-points/sensitivity-points';

const defaultFormatX = (x: number) => formatNumber(x, Number.isInteger(x) ? 0 : 2);
export const SENSITIVITY_STRINGS = CHART_STRINGS.sensitivity;
const S = SENSITIVITY_STRINGS;

/** What both drawings of a sweep share (see useSensitivityParts). */
export type SensitivityParts = ReturnType<typeof useSensitivityParts>;

/** What both drawings of a sweep share: the prepared points, value format, legend and screen-reader table. */
export function useSensitivityParts(
  {
    points,
    title,
    baseX = null,
    xLabel,
    valueLabel = S.value,
    valueFormat = 'huf',
    formatX = defaultFormatX,
  }: SensitivityChartProps,
  shape: 'line' | 'square',
) {
  const prepared = useMemo(() => prepareSensitivityPoints(points, baseX, formatX), [points, baseX, formatX]);
  const format = useMemo(() => resolveValueFormat(valueFormat), [valueFormat]);
  const headerOf = useMemo(() => (p: PreparedSensitivityPoint) => (p.isBase ? `${p.label} (${S.base})` : p.label), []);
  const hasBase = prepared.some((p) => p.isBase);
  const legendItems = useMemo<LegendItem[]>(() => {
    const items: LegendItem[] = [{ key: 'value', label: valueLabel, color: vars.chart.series1, shape }];
    if (hasBase) items.push({ key: 'base', label: S.legendBase, color: vars.chart.highlight, shape: 'square' });
    return items;
  }, [valueLabel, shape, hasBase]);
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
  return { prepared, format, headerOf, legendItems, summary, valueLabel, formatX };
}
