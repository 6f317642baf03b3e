import { area, curveLinear, curveMonotoneX, line, scaleLinear, type CurveFactory, type ScaleLinear } from 'd3';
import { finiteBandPoints, finitePoints } from '../finite-points/finite-points';
import { valueExtent } from '../value-extent/value-extent';
import { X_TICK_SPACING } from '../geometry';

/** Line shape: straight segments, or smooth without overshoot (d3 curveMonotoneX, docs/product.md#charts). */
export type XYCurve = 'linear' | 'monotone';

const CURVES: Record<XYCurve, CurveFactory> = { linear: curveLinear, monotone: curveMonotoneX };

export interface XYLayoutLine {
  key: string;
  values: ArrayLike<number>;
  /** @default 'linear' */
  curve?: XYCurve;
}

export interface XYLayoutBand {
  key: string;
  lower: ArrayLike<number>;
  upper: ArrayLike<number>;
  /** @default 'linear' */
  curve?: XYCurve;
}

export interface XYLayoutInput {
  /** Outer size of the SVG in px. */
  width: number;
  height: number;
  /** The x of every index (numbers; a category chart passes 0 … n−1). */
  x: ArrayLike<number>;
  lines: readonly XYLayoutLine[];
  bands?: readonly XYLayoutBand[];
  /** Builds the y tick formatter from the tick values. */
  formatYTicks: (ticks: readonly number[]) => (value: number) => string;
  /** Label of an x tick. */
  formatXTick: (x: number) => string;
  /** Chooses the x ticks; defaults to d3's nice linear ticks. */
  xTickValues?: (domain: [number, number], maxTicks: number) => number[];
  /** Minimal room per x tick label in px. @default 80 */
  xTickSpacing?: number;
  /** Leave room for an x-axis title under the ticks. @default false */
  xLabel?: boolean;
  /** Leave room for a y-axis title above the plot. @default false */
  yLabel?: boolean;
  /** Stretch the y domain to contain 0. @default false */
  includeZero?: boolean;
}

export interface XYTick {
  value: number;
  /** Position along the axis in plot coordinates (px). */
  position: number;
  label: string;
}

export interface XYMargin {
  top: number;
  right: number;
  bottom: number;
  left: number;
}

/** The plot area of a chart with two linear axes: margins, inner size, scales and ticks. */
export interface XYPlotFrame {
  margin: XYMargin;
  innerWidth: number;
  innerHeight: number;
  xScale: ScaleLinear<number, number>;
  yScale: ScaleLinear<number, number>;
  xTicks: XYTick[];
  yTicks: XYTick[];
}

export interface XYLayout extends XYPlotFrame {
  /** Path data per line key ('' when the line has no finite point). */
  linePaths: Record<string, string>;
  /** Lines with exactly one finite point, which a path cannot show: drawn as a dot at [x, y]. */
  lonePoints: Record<string, [number, number]>;
  /** Path data per band key. */
  bandPaths: Record<string, string>;
  /** The indices the cursor can visit (finite x and at least one finite value), with their x in px. */
  cursor: { index: number; position: number }[];
  /** y of the value 0 in px when the domain crosses 0, else null (draw a zero line). */
  zeroY: number | null;
}

/** Approximate width of an axis label in px at 12 px type; enough to size the left margin. */
export function estimateLabelWidth(label: string): number {
  return Math.ceil(label.length * 6.8);
}

/**
 * Names are wider than estimateLabelWidth's figures (capitals such as NFLX), bold ones more so; both
 * factors leave room over widths measured in Chromium (the frontier chart's Crowded story and the
 * portfolio optimiser's Phone story check drawn boxes).
 */
const REGULAR_WIDTH = 1.15;
const BOLD_WIDTH = 1.25;

/** The width a chart's text label (12 px type) is given when it is placed, px. */
export function labelWidth(text: string, bold = false): number {
  return Math.ceil(estimateLabelWidth(text) * (bold ? BOLD_WIDTH : REGULAR_WIDTH));
}

/**
 * d3's nice ticks, but never more than `maxTicks` (d3 treats its count as a hint and may return
 * half as many again, which would make labels collide).
 */
export function linearTicks(scale: ScaleLinear<number, number>, maxTicks: number): number[] {
  let count = maxTicks;
  let ticks = scale.ticks(count);
  while (ticks.length > maxTicks && count > 1) ticks = scale.ticks(--count);
  return ticks;
}

/**
 * The plot frame of two linear scales whose ranges run from 0 to the inner width (x) and from the
 * inner height up to 0 (y), with the y of the value 0 when the y domain crosses it (else null).
 */
export function plotFrame(
  margin: XYMargin,
  xScale: ScaleLinear<number, number>,
  yScale: ScaleLinear<number, number>,
  xTicks: XYTick[],
  yTicks: XYTick[],
): XYPlotFrame & { zeroY: number | null } {
  const [y0, y1] = yScale.domain() as [number, number];
  const innerWidth = xScale.range()[1]!;
  const innerHeight = yScale.range()[0]!;
  return {
    margin,
    innerWidth,
    innerHeight,
    xScale,
    yScale,
    xTicks,
    yTicks,
    zeroY: y0 < 0 && y1 > 0 ? yScale(0) : null,
  };
}

const BASE_MARGIN: XYMargin = { top: 12, right: 24, bottom: 28, left: 12 };
const MIN_INNER = 10;

/**
 * The value (y) axis of a plot `height` px high within `margin`: a nice linear scale over `extent`
 * with about one tick per 60 px, the ticks labelled by `formatYTicks`, and the left margin that
 * fits the widest label.
 */
export function valueAxis(
  extent: [number, number],
  height: number,
  margin: XYMargin,
  formatYTicks: (ticks: readonly number[]) => (value: number) => string,
): { innerHeight: number; yScale: ScaleLinear<number, number>; yTicks: XYTick[]; left: number } {
  const innerHeight = Math.max(MIN_INNER, height - margin.top - margin.bottom);
  const count = Math.max(2, Math.round(innerHeight / 60));
  const yScale = scaleLinear().domain(extent).range([innerHeight, 0]).nice(count);
  const values = yScale.ticks(count);
  const format = formatYTicks(values);
  const yTicks = values.map((value) => ({ value, position: yScale(value), label: format(value) }));
  const left = Math.max(40, Math.max(0, ...yTicks.map((t) => estimateLabelWidth(t.label))) + 14);
  return { innerHeight, yScale, yTicks, left };
}

/**
 * Scales, ticks, margins, path data and cursor positions of an x/y chart of lines and bands. Pure:
 * no DOM; non-finite points are skipped. Returns null when nothing finite can be drawn.
 */
export function computeXYLayout(input: XYLayoutInput): XYLayout | null {
  const { width, height, x, lines, bands = [], formatYTicks, formatXTick, xTickValues, includeZero = false } = input;
  const xTickSpacing = input.xTickSpacing ?? X_TICK_SPACING.default;

  // Cursor stops: indices with a finite x and at least one finite value among the series.
  const cursorIdx: number[] = [];
  let xMin = Infinity;
  let xMax = -Infinity;
  for (let i = 0; i < x.length; i++) {
    const xi = x[i]!;
    if (!Number.isFinite(xi)) continue;
    const hasValue =
      lines.some((l) => i < l.values.length && Number.isFinite(l.values[i])) ||
      bands.some(
        (b) => i < b.lower.length && i < b.upper.length && Number.isFinite(b.lower[i]) && Number.isFinite(b.upper[i]),
      );
    if (!hasValue) continue;
    cursorIdx.push(i);
    if (xi < xMin) xMin = xi;
    if (xi > xMax) xMax = xi;
  }
  if (cursorIdx.length === 0) return null;

  const yExtent = valueExtent([...lines.map((l) => l.values), ...bands.flatMap((b) => [b.lower, b.upper])], {
    includeZero,
  });
  if (!yExtent) return null;

  const margin: XYMargin = {
    ...BASE_MARGIN,
    top: BASE_MARGIN.top + (input.yLabel ? 16 : 0),
    bottom: BASE_MARGIN.bottom + (input.xLabel ? 20 : 0),
  };
  const { yScale, yTicks, left } = valueAxis(yExtent, height, margin, formatYTicks);
  margin.left = left;

  const innerWidth = Math.max(MIN_INNER, width - margin.left - margin.right);
  const xDomain: [number, number] = xMin === xMax ? [xMin - 1, xMax + 1] : [xMin, xMax];
  const xScale = scaleLinear().domain(xDomain).range([0, innerWidth]);
  const maxXTicks = Math.max(2, Math.floor(innerWidth / xTickSpacing));
  const xTickRaw = xTickValues ? xTickValues(xDomain, maxXTicks) : linearTicks(xScale, maxXTicks);
  const xTicks = xTickRaw
    .filter((v) => Number.isFinite(v) && v >= xDomain[0] && v <= xDomain[1])
    .map((value) => ({ value, position: xScale(value), label: formatXTick(value) }));

  const linePaths: Record<string, string> = {};
  const lonePoints: Record<string, [number, number]> = {};
  for (const l of lines) {
    const pts = finitePoints(x, l.values);
    const gen = line<[number, number]>()
      .x((d) => xScale(d[0]))
      .y((d) => yScale(d[1]))
      .curve(CURVES[l.curve ?? 'linear']);
    linePaths[l.key] = pts.length > 1 ? (gen(pts) ?? '') : '';
    if (pts.length === 1) lonePoints[l.key] = [xScale(pts[0]![0]), yScale(pts[0]![1])];
  }

  const bandPaths: Record<string, string> = {};
  for (const b of bands) {
    const pts = finiteBandPoints(x, b.lower, b.upper);
    const gen = area<[number, number, number]>()
      .x((d) => xScale(d[0]))
      .y0((d) => yScale(d[1]))
      .y1((d) => yScale(d[2]))
      .curve(CURVES[b.curve ?? 'linear']);
    bandPaths[b.key] = pts.length > 1 ? (gen(pts) ?? '') : '';
  }

  return {
    ...plotFrame(margin, xScale, yScale, xTicks, yTicks),
    linePaths,
    lonePoints,
    bandPaths,
    cursor: cursorIdx.map((index) => ({ index, position: xScale(x[index]!) })),
  };
}
