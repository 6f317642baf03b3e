import { line, scaleLinear, type ScaleLinear } from 'd3';
import { estimateLabelWidth, linearTicks, plotFrame, type XYMargin, type XYPlotFrame, type XYTick } from '../../shared';

/** A point of the chart: annual volatility (x) and annual expected return (y), both fractions. */
export interface RiskReturn {
  volatility: number;
  expectedReturn: number;
}

/** The efficient frontier as the portfolio service sends it (finance-core's `efficientFrontier` without weights). */
export interface FrontierData {
  /** The curve, by increasing target return from the minimum-variance portfolio. */
  points: readonly RiskReturn[];
  /** Every stock as a point. */
  assets: readonly (RiskReturn & { ticker: string })[];
  /** The global minimum-variance portfolio. */
  minVariance: RiskReturn & { sharpe?: number | null };
  /** The maximum-Sharpe (tangency) portfolio; null when no portfolio beats the risk-free rate. */
  maxSharpe: (RiskReturn & { sharpe?: number | null }) | null;
  /** The capital market line r = r_f + slope · σ; null without a tangency portfolio. */
  capitalMarketLine: { riskFreeRate: number; slope: number } | null;
}

/** What a cursor stop is: a marked portfolio, a stock, or a point of the curve. */
export type FrontierStopKind = 'chosen' | 'maxSharpe' | 'minVariance' | 'asset' | 'curve';

/** One place the keyboard and pointer cursor can visit, in plot px and in data. */
export interface FrontierStop {
  kind: FrontierStopKind;
  /** The stock's ticker for an asset, the 1-based index for a curve point, '' otherwise. */
  name: string;
  data: RiskReturn & { sharpe?: number | null };
  x: number;
  y: number;
}

export interface FrontierLayout extends XYPlotFrame {
  /** Path of the curve ('' with fewer than two finite points). */
  curvePath: string;
  /** The capital market line clipped to the plot, in px; null without one. */
  cmlSegment: [number, number, number, number] | null;
  /** Cursor stops: chosen, max-Sharpe, min-variance, the stocks, then the curve's points. */
  stops: FrontierStop[];
  /** y of return 0 in px when the domain crosses it, else null. */
  zeroY: number | null;
}

const finite = (p: RiskReturn | null | undefined): p is RiskReturn =>
  !!p && Number.isFinite(p.volatility) && Number.isFinite(p.expectedReturn) && p.volatility >= 0;

const BASE_MARGIN: XYMargin = { top: 28, right: 24, bottom: 48, left: 12 };
const MIN_INNER = 10;
/** Room for the stock and mark labels right of the rightmost point, as a share of the x span. */
const X_HEADROOM = 0.08;

function ticks(scale: ScaleLinear<number, number>, max: number, format: (v: number) => string): XYTick[] {
  return linearTicks(scale, max).map((value) => ({ value, position: scale(value), label: format(value) }));
}

/**
 * The chart's geometry, computed with d3 (scales, ticks, the curve's path) and rendered by React:
 * volatility from 0 on x (the line starts at the risk-free rate there), expected return on y over all
 * points, stocks, marks and the risk-free rate; the capital market line clipped to the plot. Pure and
 * DOM-free. Returns null when there is nothing finite to draw.
 */
export function computeFrontierLayout(
  data: FrontierData,
  chosen: (RiskReturn & { sharpe?: number | null }) | null,
  width: number,
  height: number,
  formatTick: (v: number) => string,
): FrontierLayout | null {
  const curve = data.points.filter(finite);
  const assets = data.assets.filter(finite);
  const marks = [chosen, data.maxSharpe, data.minVariance].filter(finite);
  const all = [...curve, ...assets, ...marks];
  if (all.length === 0) return null;
  const cml =
    data.capitalMarketLine &&
    Number.isFinite(data.capitalMarketLine.riskFreeRate) &&
    Number.isFinite(data.capitalMarketLine.slope)
      ? data.capitalMarketLine
      : null;

  let xMax = Math.max(...all.map((p) => p.volatility));
  let yMin = Math.min(...all.map((p) => p.expectedReturn));
  let yMax = Math.max(...all.map((p) => p.expectedReturn));
  if (cml) {
    yMin = Math.min(yMin, cml.riskFreeRate);
    yMax = Math.max(yMax, cml.riskFreeRate);
  }
  if (!(xMax > 0)) xMax = 0.01;
  if (!(yMax > yMin)) {
    yMin -= 0.01;
    yMax += 0.01;
  }

  const yScaleDraft = scaleLinear().domain([yMin, yMax]).nice();
  const yTickLabels = yScaleDraft.ticks(6).map(formatTick);
  const margin: XYMargin = {
    ...BASE_MARGIN,
    left: BASE_MARGIN.left + Math.max(...yTickLabels.map(estimateLabelWidth), 24),
  };
  const innerWidth = Math.max(MIN_INNER, width - margin.left - margin.right);
  const innerHeight = Math.max(MIN_INNER, height - margin.top - margin.bottom);
  const xScale = scaleLinear()
    .domain([0, xMax * (1 + X_HEADROOM)])
    .range([0, innerWidth])
    .nice(Math.max(2, Math.round(innerWidth / 90)));
  const yScale = scaleLinear()
    .domain([yMin, yMax])
    .range([innerHeight, 0])
    .nice(Math.max(2, Math.round(innerHeight / 60)));
  const [x0, x1] = xScale.domain() as [number, number];
  const [y0, y1] = yScale.domain() as [number, number];

  const curvePath =
    curve.length >= 2
      ? (line<RiskReturn>()
          .x((p) => xScale(p.volatility))
          .y((p) => yScale(p.expectedReturn))(curve as RiskReturn[]) ?? '')
      : '';

  // r = rf + s·σ over σ ∈ [x0, x1], clipped to y ∈ [y0, y1].
  let cmlSegment: FrontierLayout['cmlSegment'] = null;
  if (cml) {
    const at = (v: number) => cml.riskFreeRate + cml.slope * v;
    let a = x0;
    let b = x1;
    if (cml.slope !== 0) {
      const toY0 = (y0 - cml.riskFreeRate) / cml.slope;
      const toY1 = (y1 - cml.riskFreeRate) / cml.slope;
      a = Math.max(a, Math.min(toY0, toY1));
      b = Math.min(b, Math.max(toY0, toY1));
    }
    if (b > a) cmlSegment = [xScale(a), yScale(at(a)), xScale(b), yScale(at(b))];
  }

  const stop = (kind: FrontierStopKind, name: string, p: RiskReturn & { sharpe?: number | null }): FrontierStop => ({
    kind,
    name,
    data: p,
    x: xScale(p.volatility),
    y: yScale(p.expectedReturn),
  });
  const stops: FrontierStop[] = [];
  if (finite(chosen)) stops.push(stop('chosen', '', chosen));
  if (finite(data.maxSharpe)) stops.push(stop('maxSharpe', '', data.maxSharpe));
  if (finite(data.minVariance)) stops.push(stop('minVariance', '', data.minVariance));
  for (const a of assets) stops.push(stop('asset', a.ticker, a));
  curve.forEach((p, i) => stops.push(stop('curve', String(i + 1), p)));

  const xTicks = ticks(xScale, Math.max(2, Math.floor(innerWidth / 70)), formatTick);
  const yTicks = ticks(yScale, Math.max(2, Math.round(innerHeight / 50)), formatTick);
  return { ...plotFrame(margin, xScale, yScale, xTicks, yTicks), curvePath, cmlSegment, stops };
}

/** The stop nearest to (x, y) px relative to the SVG, within `radius` px, or −1. */
export function frontierStopAt(layout: FrontierLayout, x: number, y: number, radius = 24): number {
  const px = x - layout.margin.left;
  const py = y - layout.margin.top;
  let best = -1;
  let bestDistance = radius * radius;
  layout.stops.forEach((s, i) => {
    const d = (s.x - px) ** 2 + (s.y - py) ** 2;
    // Marks and stocks win ties over the curve's points drawn under them.
    if (d < bestDistance || (d === bestDistance && best >= 0 && layout.stops[best]!.kind === 'curve')) {
      best = i;
      bestDistance = d;
    }
  });
  return best;
}
