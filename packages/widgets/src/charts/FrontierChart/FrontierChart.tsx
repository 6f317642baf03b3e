import { formatNumber, formatPercent } from '@penzugy/finance-core';
import { useMemo } from 'react';
import { vars } from '../../theme';
import {
  Axis,
  ValueAxis,
  CHART_STRINGS,
  ChartFrame,
  ChartTooltip,
  EmptyChart,
  FRONTIER_CHART_HEIGHT_PX,
  Legend,
  ScreenReaderSummary,
  seriesColor,
  type TooltipRow,
  useChartCursor,
  usePlotBox,
  ZeroLine,
} from '../shared';
import * as styles from './FrontierChart.css';
import { placeLabels, type PlacedLabel } from './frontier-layout/frontier-labels';
import {
  computeFrontierLayout,
  frontierStopAt,
  type FrontierData,
  type FrontierStop,
  type RiskReturn,
} from './frontier-layout/frontier-layout';

export interface FrontierChartProps {
  /** The frontier, the stocks, the two marked portfolios and the capital market line (the portfolio service's `frontier`). */
  frontier: FrontierData;
  /** The optimised portfolio, marked on the chart (the answer's `expectedReturn`, `volatility` and ex-ante Sharpe ratio). @default null */
  chosen?: (RiskReturn & { sharpe?: number | null }) | null | undefined;
  /** Visible title and accessible name. @default 'Hatékony határ' */
  title?: string | undefined;
  /** A sentence under the title on how to read the chart. @default the frontier note */
  note?: string | null | undefined;
  /** Renders nothing. @default false */
  hidden?: boolean | undefined;
  /** Extra class on the figure. */
  className?: string | undefined;
}

const S = CHART_STRINGS.frontier;
/** A stock's dot, px. */
const ASSET_RADIUS = 5;
/** Half the diagonal of a marked portfolio's diamond, px. */
const MARK_RADIUS = 7;
const pct = (v: number) => formatPercent(v, 2);
const axisPct = (v: number) => formatPercent(v, 0);
const ratio = (v: number | null | undefined) =>
  v === null || v === undefined || !Number.isFinite(v) ? null : formatNumber(v, 2);

/**
 * Colours: the curve as the portfolio line, the marks in the theme's marker colours, the stocks in
 * series colours. The minimum-variance mark is drawn in the text colour, which no series uses (the
 * median blue it had was the first stock's); the marks are diamonds, the stocks dots.
 */
const COLORS = {
  chosen: vars.chart.portfolio,
  maxSharpe: vars.chart.highlight,
  minVariance: vars.color.text,
} as const;

function stopName(s: FrontierStop): string {
  if (s.kind === 'asset') return s.name;
  if (s.kind === 'curve') return S.curvePoint(s.name);
  return S[s.kind];
}

function stopColor(s: FrontierStop, assetIndex: Map<string, number>): string {
  if (s.kind === 'asset') return seriesColor(assetIndex.get(s.name) ?? 0);
  if (s.kind === 'curve') return vars.chart.portfolio;
  return COLORS[s.kind];
}

function labelText(s: FrontierStop, place: PlacedLabel | undefined) {
  if (!place || place.hidden) return null;
  return (
    <text
      className={s.kind === 'asset' ? styles.label : styles.markLabel}
      x={place.x}
      y={place.y}
      dy="0.32em"
      textAnchor={place.anchor}
    >
      {stopName(s)}
    </text>
  );
}

/**
 * The efficient frontier beside the portfolio optimiser: the frontier curve (least volatility for each
 * target return, long-only or with shorting as optimised), every stock as a point, the minimum-variance,
 * maximum-Sharpe and chosen portfolios marked, and the capital market line from the risk-free rate.
 * d3 computes the scales and the path (frontier-layout); React renders the SVG. Keyboard and pointer
 * visit the marks, the stocks and the curve's points with a tooltip; a visually hidden table lists them.
 */
export function FrontierChart({
  frontier,
  chosen = null,
  title = S.title,
  note = S.note,
  hidden = false,
  className,
}: FrontierChartProps) {
  const plot = usePlotBox(FRONTIER_CHART_HEIGHT_PX);
  const { width, height } = plot;
  const layout = useMemo(
    () => computeFrontierLayout(frontier, chosen, Math.max(width, 1), height, axisPct),
    [frontier, chosen, width, height],
  );
  const stops = useMemo(() => layout?.stops ?? [], [layout]);
  const cursor = useChartCursor(stops.length);
  const assetIndex = useMemo(() => new Map(frontier.assets.map((a, i) => [a.ticker, i])), [frontier.assets]);

  const legend = useMemo(() => {
    const items = [
      { key: 'curve', label: S.curve, color: vars.chart.portfolio, strokeWidth: 3 },
      ...(frontier.capitalMarketLine ? [{ key: 'cml', label: S.cml, color: vars.chart.marker, dashed: true }] : []),
      ...(chosen ? [{ key: 'chosen', label: S.chosen, color: COLORS.chosen, shape: 'diamond' as const }] : []),
      ...(frontier.maxSharpe
        ? [{ key: 'maxSharpe', label: S.maxSharpe, color: COLORS.maxSharpe, shape: 'diamond' as const }]
        : []),
      { key: 'minVariance', label: S.minVariance, color: COLORS.minVariance, shape: 'diamond' as const },
      ...frontier.assets.map((a, i) => ({
        key: `asset-${a.ticker}`,
        label: a.ticker,
        color: seriesColor(i),
        shape: 'square' as const,
      })),
    ];
    return <Legend items={items} />;
  }, [frontier, chosen]);

  const summary = useMemo(() => {
    const named = stops.filter((s) => s.kind !== 'curve');
    const cml = frontier.capitalMarketLine;
    return (
      <ScreenReaderSummary
        caption={title}
        columns={[S.name, S.expectedReturn, S.volatility, S.sharpe]}
        rows={named.map((s) => ({
          key: `${s.kind}-${s.name}`,
          cells: [stopName(s), pct(s.data.expectedReturn), pct(s.data.volatility), ratio(s.data.sharpe) ?? '–'],
        }))}
        notes={cml ? [S.cmlNote(pct(cml.riskFreeRate), formatNumber(cml.slope, 2))] : []}
      />
    );
  }, [stops, frontier.capitalMarketLine, title]);

  // The marks' and stocks' names, placed where they print over nothing (frontier-labels.ts); the
  // chosen portfolio is often the maximum-Sharpe one, and stocks crowd at low volatility.
  const labels = useMemo((): Map<FrontierStop, PlacedLabel> => {
    if (!layout) return new Map();
    const named = stops.filter((s) => s.kind !== 'curve');
    const placed = placeLabels(
      named.map((s) => ({
        x: s.x,
        y: s.y,
        radius: s.kind === 'asset' ? ASSET_RADIUS : MARK_RADIUS,
        text: stopName(s),
        bold: s.kind !== 'asset',
      })),
      { left: 0, top: -layout.margin.top, right: layout.innerWidth + layout.margin.right, bottom: layout.innerHeight },
    );
    return new Map(named.map((s, i) => [s, placed[i]!]));
  }, [layout, stops]);

  if (hidden) return null;
  if (!layout) return <EmptyChart title={title} notes={note ?? undefined} className={className} />;

  const active = cursor.active !== null ? stops[cursor.active] : null;
  const tooltipRows = (s: FrontierStop): TooltipRow[] => {
    const color = stopColor(s, assetIndex);
    const rows: TooltipRow[] = [
      { key: 'r', label: S.expectedReturn, value: pct(s.data.expectedReturn), color },
      { key: 'v', label: S.volatility, value: pct(s.data.volatility) },
    ];
    const sharpe = ratio(s.data.sharpe);
    if (sharpe !== null) rows.push({ key: 's', label: S.sharpe, value: sharpe });
    return rows;
  };

  return (
    <ChartFrame
      title={title}
      notes={note ?? undefined}
      legend={legend}
      plot={plot}
      cursor={cursor}
      stopAt={(x, y) => frontierStopAt(layout, x, y)}
      tooltip={active ? <ChartTooltip header={stopName(active)} rows={tooltipRows(active)} /> : null}
      tooltipAnchor={active ? { x: layout.margin.left + active.x, y: layout.margin.top + active.y } : null}
      summary={summary}
      className={className}
    >
      <g transform={`translate(${layout.margin.left},${layout.margin.top})`}>
        <ValueAxis
          ticks={layout.yTicks}
          width={layout.innerWidth}
          height={layout.innerHeight}
          title={S.yLabel}
          offset={layout.margin.left}
        />
        <g transform={`translate(0,${layout.innerHeight})`}>
          <Axis orientation="bottom" ticks={layout.xTicks} length={layout.innerWidth} title={S.xLabel} />
        </g>
        <ZeroLine y={layout.zeroY} width={layout.innerWidth} />
        {layout.cmlSegment ? (
          <line
            className={styles.cml}
            data-cml=""
            x1={layout.cmlSegment[0]}
            y1={layout.cmlSegment[1]}
            x2={layout.cmlSegment[2]}
            y2={layout.cmlSegment[3]}
          />
        ) : null}
        {layout.curvePath ? <path className={styles.curve} d={layout.curvePath} data-frontier="" /> : null}
        {stops.map((s, i) =>
          s.kind === 'curve' ? null : (
            <g key={`${s.kind}-${s.name}`} data-stop={s.kind} data-name={s.name}>
              {s.kind === 'asset' ? (
                <circle
                  className={styles.point}
                  cx={s.x}
                  cy={s.y}
                  r={ASSET_RADIUS}
                  style={{ fill: stopColor(s, assetIndex) }}
                />
              ) : (
                <rect
                  className={styles.point}
                  x={s.x - MARK_RADIUS / Math.SQRT2}
                  y={s.y - MARK_RADIUS / Math.SQRT2}
                  width={MARK_RADIUS * Math.SQRT2}
                  height={MARK_RADIUS * Math.SQRT2}
                  transform={`rotate(45 ${s.x} ${s.y})`}
                  style={{ fill: stopColor(s, assetIndex) }}
                />
              )}
              {labelText(s, labels.get(s))}
              {i === cursor.active ? <circle className={styles.activeRing} cx={s.x} cy={s.y} r={11} /> : null}
            </g>
          ),
        )}
        {active && active.kind === 'curve' ? (
          <circle className={styles.activeRing} cx={active.x} cy={active.y} r={7} />
        ) : null}
      </g>
    </ChartFrame>
  );
}
