import { useMemo, type ReactNode } from 'react';
import { summarizeSeries } from '../layout/series-summary/series-summary';
import type { XYLayout } from '../layout/xy-layout/xy-layout';
import { CHART_STRINGS } from '../strings';
import { ScreenReaderSummary } from './ScreenReaderSummary';
import type { XYChartProps } from './XYChart.types';

/** What the summary reads from the chart's props. */
export type XYSummaryOptions = Pick<
  XYChartProps,
  'title' | 'x' | 'lines' | 'summarySeries' | 'format' | 'xAxis' | 'summary'
>;

/**
 * The screen-reader summary of an XYChart: a table of the first, last, smallest and largest value
 * of each series over the x range (the layout's cursor `stops`), with the marker as a note; or the
 * custom summary when given.
 */
export function useXYSummary(
  { title, x, lines, summarySeries, format, xAxis, summary: customSummary }: XYSummaryOptions,
  stops: XYLayout['cursor'] | undefined,
): ReactNode {
  return useMemo(() => {
    if (customSummary !== undefined) return customSummary;
    if (!stops || stops.length === 0) return null;
    const { value: formatValue } = format;
    const { formatValue: formatXValue, formatRange = formatXValue, marker } = xAxis;
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
    const caption = `${title} – ${s.range}: ${formatRange(x[firstIndex]!, firstIndex)} – ${formatRange(x[lastIndex]!, lastIndex)}`;
    const notesText = [marker ?? []]
      .flat()
      .filter((m) => Number.isFinite(m.x))
      .map((m) => `${m.label}: ${formatXValue(m.x, -1)}`);
    return (
      <ScreenReaderSummary
        caption={caption}
        columns={[s.series, s.first, s.last, s.min, s.max]}
        rows={rows}
        notes={notesText}
      />
    );
  }, [customSummary, stops, summarySeries, lines, format, xAxis, title, x]);
}
