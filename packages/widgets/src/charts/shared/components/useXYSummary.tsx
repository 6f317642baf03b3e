import { useMemo, type ReactNode } from 'react';
import { summarizeSeries } from '../layout/series-summary/series-summary';
import type { XYLayout } from '../layout/xy-layout/xy-layout';
import { CHART_STRINGS } from '../strings';
import { ScreenReaderSummary } from './ScreenReaderSummary';
import type { XYChartLine, XYChartMarker, XYSummarySeries } from './XYChart.types';

export interface XYSummaryOptions {
  title: string;
  x: ArrayLike<number>;
  lines: readonly XYChartLine[];
  /** The cursor stops of the layout; no summary without them. */
  stops: XYLayout['cursor'] | undefined;
  summarySeries: readonly XYSummarySeries[] | undefined;
  marker: XYChartMarker | null;
  formatValue: (value: number) => string;
  formatXValue: (x: number, index: number) => string;
  /** A custom summary replaces the table. */
  customSummary: ReactNode | undefined;
}

/**
 * The screen-reader summary of an XYChart: a table of the first, last, smallest and largest value
 * of each series over the x range, with the marker as a note; or the custom summary when given.
 */
export function useXYSummary({
  title,
  x,
  lines,
  stops,
  summarySeries,
  marker,
  formatValue,
  formatXValue,
  customSummary,
}: XYSummaryOptions): ReactNode {
  return useMemo(() => {
    if (customSummary !== undefined) return customSummary;
    if (!stops || stops.length === 0) return null;
    const firstIndex = stops[0]!.index;
    const lastIndex = stops[stops.length - 1]!.index;
    const series = summarySeries ?? lines.map((l) => ({ key: l.key, label: l.label, values: l.values }));
    const dash = '–';
    const rows = series.map((s) => {
      const sum = summarizeSeries(s.values);
      return {
        key: s.key,
        cells: sum
          ? [s.label, formatValue(sum.first), formatValue(sum.last), formatValue(sum.min), formatValue(sum.max)]
          : [s.label, dash, dash, dash, dash],
      };
    });
    const s = CHART_STRINGS.summary;
    const caption = `${title} – ${s.range}: ${formatXValue(x[firstIndex]!, firstIndex)} – ${formatXValue(x[lastIndex]!, lastIndex)}`;
    const notesText = marker && Number.isFinite(marker.x) ? [`${marker.label}: ${formatXValue(marker.x, -1)}`] : [];
    return (
      <ScreenReaderSummary
        caption={caption}
        columns={[s.series, s.first, s.last, s.min, s.max]}
        rows={rows}
        notes={notesText}
      />
    );
  }, [customSummary, stops, summarySeries, lines, formatValue, formatXValue, title, x, marker]);
}
