/** The props of XYChart and the shapes of the series, bands and marker it draws. */
import type { ReactNode } from 'react';
import type { LegendItem } from './Legend';
import type { XYLayoutBand, XYLayoutLine } from '../layout/xy-layout/xy-layout';

/** A line of an x/y chart. */
export interface XYChartLine extends XYLayoutLine {
  /** Name in the legend, tooltip and summary. */
  label: string;
  /** A theme variable (`vars.chart.*`). */
  color: string;
  /** Stroke width in px. */
  strokeWidth: number;
  /** Dashed stroke. @default false */
  dashed?: boolean;
  /** Drawn above the other lines (e.g. the portfolio) while keeping its place in lists. @default false */
  onTop?: boolean;
  /** Listed in the tooltip and marked at the cursor. @default true */
  inTooltip?: boolean;
  /** Listed in the legend. @default true */
  inLegend?: boolean;
}

/** A filled band between two series (e.g. P5–P95). */
export interface XYChartBand extends XYLayoutBand {
  label: string;
  /** A theme variable for the fill. */
  color: string;
  /** Listed in the tooltip as 'lower – upper'. @default true */
  inTooltip?: boolean;
}

/** A vertical marker at an x (e.g. the break-even month). */
export interface XYChartMarker {
  x: number;
  label: string;
}

/** A series of the screen-reader summary table. */
export interface XYSummarySeries {
  key: string;
  label: string;
  values: ArrayLike<number>;
}

export interface XYChartProps {
  /** Visible title and accessible name. */
  title: string;
  /** Visible notes under the title. */
  notes?: ReactNode | undefined;
  /** Plot height in px. */
  height: number;
  /** x of each index. */
  x: ArrayLike<number>;
  /** Lines, drawn in order (those with onTop last). */
  lines: readonly XYChartLine[];
  /** Bands, drawn under the lines. @default [] */
  bands?: readonly XYChartBand[] | undefined;
  /** Label of an x tick. */
  formatXTick: (x: number) => string;
  /** The x as the tooltip header and in the summary (index is -1 for a marker). */
  formatXValue: (x: number, index: number) => string;
  /** A value in the tooltip and summary. */
  formatValue: (value: number) => string;
  /** Builds the y tick formatter from the ticks. */
  formatYTicks: (ticks: readonly number[]) => (value: number) => string;
  /** Chooses the x ticks. @default d3 linear ticks */
  xTickValues?: ((domain: [number, number], maxTicks: number) => number[]) | undefined;
  /** Minimal room per x tick label in px. @default 80 */
  xTickSpacing?: number | undefined;
  /** x-axis title. */
  xLabel?: string | undefined;
  /** y-axis title. */
  yLabel?: string | undefined;
  /** Vertical marker; not drawn when its x is not finite or outside the data. @default null */
  marker?: XYChartMarker | null | undefined;
  /** Draw a dot at every finite point of the tooltip lines. @default false */
  showPoints?: boolean | undefined;
  /** Index of the point to highlight (with showPoints). @default null */
  highlightIndex?: number | null | undefined;
  /** Stretch the y domain to contain 0. @default false */
  includeZero?: boolean | undefined;
  /** Legend entries. @default one per band and line (inLegend) */
  legendItems?: readonly LegendItem[] | undefined;
  /** Extra legend content after the entries (e.g. a note). */
  legendExtra?: ReactNode | undefined;
  /** Series of the summary table. @default the lines */
  summarySeries?: readonly XYSummarySeries[] | undefined;
  /** A custom screen-reader summary instead of the first/last/min/max table. */
  summary?: ReactNode | undefined;
  /** Extra class on the figure. */
  className?: string | undefined;
}
