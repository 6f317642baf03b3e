/** The props of XYChart and the shapes of the series, bands and marker it draws. */
import type { ReactNode } from 'react';
import {
  FAN_CHART_HEIGHT_PX,
  LINE_CHART_HEIGHT_PX,
  SENSITIVITY_CHART_HEIGHT_PX,
  WEALTH_CHART_HEIGHT_PX,
} from '../constants';
import { X_TICK_SPACING } from '../layout/geometry';
import type { ResolvedValueFormat } from '../layout/value-format/value-format';
import type { LegendItem } from './Legend';
import type { XYLayoutBand, XYLayoutLine } from '../layout/xy-layout/xy-layout';

/** The size of each x/y chart: plot height and least room per x tick label, both in px. */
export const XY_CHART_KINDS = {
  line: { height: LINE_CHART_HEIGHT_PX, xTickSpacing: X_TICK_SPACING.lineChart },
  wealth: { height: WEALTH_CHART_HEIGHT_PX, xTickSpacing: X_TICK_SPACING.wealthChart },
  fan: { height: FAN_CHART_HEIGHT_PX, xTickSpacing: X_TICK_SPACING.fanChart },
  sensitivity: { height: SENSITIVITY_CHART_HEIGHT_PX, xTickSpacing: X_TICK_SPACING.sensitivityChart },
} as const;

/** Which chart an XYChart draws; picks its size from {@link XY_CHART_KINDS}. */
export type XYChartKind = keyof typeof XY_CHART_KINDS;

/** How the x axis is labelled: ticks, the tooltip header and the summary's range. */
export interface XYChartXAxis {
  /** Axis title, also the tooltip's x name. */
  label?: string | undefined;
  /** Label of an x tick. */
  formatTick: (x: number) => string;
  /** The x as the tooltip header and in the summary's marker note (index is -1 for a marker). */
  formatValue: (x: number, index: number) => string;
  /**
   * The x at the ends of the summary's range ('Időszak: 0 év – 30 év'), where a name in the value
   * would repeat ('Időszak: Idő: 0 év – Idő: 30 év'). @default formatValue
   */
  formatRange?: ((x: number, index: number) => string) | undefined;
  /** Chooses the x ticks. @default d3 linear ticks */
  tickValues?: ((domain: [number, number], maxTicks: number) => number[]) | undefined;
  /**
   * Vertical markers at x values (one or several); a marker is not drawn when its x is not finite or
   * outside the data, and its label is left out where it would run into the previous one's. @default null
   */
  marker?: XYChartMarker | readonly XYChartMarker[] | null | undefined;
}

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
  /** Which chart this is (its size). */
  kind: XYChartKind;
  /** Visible title and accessible name. */
  title: string;
  /** Visible notes under the title. */
  notes?: ReactNode | undefined;
  /** x of each index. */
  x: ArrayLike<number>;
  /** Lines, drawn in order (those with onTop last). */
  lines: readonly XYChartLine[];
  /** Bands, drawn under the lines. @default [] */
  bands?: readonly XYChartBand[] | undefined;
  /** The x axis; memoise it, the layout is recomputed when it changes. */
  xAxis: XYChartXAxis;
  /** How values are written in the tooltip and summary (`value`) and on the y axis (`ticks`). */
  format: ResolvedValueFormat;
  /** y-axis title. */
  yLabel?: string | undefined;
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
  /** Renders nothing. @default false */
  hidden?: boolean | undefined;
  /** Extra class on the figure. */
  className?: string | undefined;
}
