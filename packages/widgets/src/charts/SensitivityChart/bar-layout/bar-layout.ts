import { scaleBand, type ScaleLinear } from 'd3';
import { categoryTicks, valueAxis, valueExtent, type XYMargin, type XYTick } from '../../shared';

export interface BarLayoutInput {
  width: number;
  height: number;
  /** Finite values, one bar each. */
  values: readonly number[];
  /** Category label of each bar. */
  labels: readonly string[];
  /** Builds the y tick formatter from the ticks. */
  formatYTicks: (ticks: readonly number[]) => (value: number) => string;
  /** Leave room for an x-axis title. @default false */
  xLabel?: boolean;
  /** Leave room for a y-axis title. @default false */
  yLabel?: boolean;
}

export interface BarRect {
  x: number;
  y: number;
  width: number;
  height: number;
  /** Centre of the bar on the x axis (the cursor position). */
  center: number;
}

export interface BarLayout {
  margin: XYMargin;
  innerWidth: number;
  innerHeight: number;
  yScale: ScaleLinear<number, number>;
  yTicks: XYTick[];
  xTicks: XYTick[];
  bars: BarRect[];
  /** y of the value 0: bars grow from it. */
  zeroY: number;
}

/** Geometry of a bar chart whose bars grow from 0 (up for gains, down for losses). Null without bars. */
export function computeBarLayout(input: BarLayoutInput): BarLayout | null {
  const { width, height, values, labels, formatYTicks } = input;
  const extent = valueExtent([values], { includeZero: true });
  if (values.length === 0 || !extent) return null;
  const margin: XYMargin = {
    top: 12 + (input.yLabel ? 16 : 0),
    right: 16,
    bottom: 28 + (input.xLabel ? 20 : 0),
    left: 40,
  };
  const { innerHeight, yScale, yTicks, left } = valueAxis(extent, height, margin, formatYTicks);
  margin.left = left;
  const innerWidth = Math.max(10, width - margin.left - margin.right);
  const band = scaleBand<number>()
    .domain(values.map((_, i) => i))
    .range([0, innerWidth])
    .paddingInner(0.3)
    .paddingOuter(0.15);
  const zeroY = yScale(0);
  const bars = values.map((v, i) => {
    const x = band(i) ?? 0;
    const y = yScale(v);
    return {
      x,
      width: band.bandwidth(),
      y: Math.min(y, zeroY),
      height: Math.abs(zeroY - y),
      center: x + band.bandwidth() / 2,
    };
  });
  const maxTicks = Math.max(1, Math.floor(innerWidth / 56));
  const xTicks = categoryTicks(values.length, maxTicks).map((i) => ({
    value: i,
    position: bars[i]!.center,
    label: labels[i] ?? '',
  }));
  return { margin, innerWidth, innerHeight, yScale, yTicks, xTicks, bars, zeroY };
}
