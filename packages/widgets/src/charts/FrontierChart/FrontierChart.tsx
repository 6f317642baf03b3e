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
/** Vertical distance between stacked point labels, px (12 px type). */
const LABEL_GAP = 14;
const pct = (v: number) => formatPercent(v, 2);
const axisPct = (v: number) => formatPercent(v, 0);
const ratio = (v: number | null | undefined) =>
  v === null || v === undefined || !Number.isFinite(v) ? null : formatNumber(v, 2);

/** Colours: the curve as the portfolio line, the marks in the theme's marker colours, the stocks in series colours. */
const COLORS = {
  chosen: vars.chart.portfolio,
  maxSharpe: vars.chart.highlight,
  minVariance: vars.chart.median,
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
      ...(chosen ? [{ key: 'chosen', label: S.chosen, color: COLORS.chosen, shape: 'square' as const }] : []),
      ...(frontier.maxSharpe
        ? [{ key: 'maxSharpe', label: S.maxSharpe, color: COLORS.maxSharpe, shape: 'square' as const }]
        : []),
      { key: 'minVariance', label: S.minVariance, color: COLORS.minVariance, shape: 'square' as const },
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

  // Labels of marks and stocks that sit on one another (the chosen portfolio is often the maximum-Sharpe
  // one) are stacked downwards instead of printed over each other.
  const labelShift = useMemo(() => {
    const shifts: number[] = [];
    stops.forEach((s, i) => {
      if (s.kind === 'curve') {
        shifts.push(0);
        return;
      }
      let k = 0;
      for (let j = 0; j < i; j++)
        if (
          stops[j]!.kind !== 'curve' &&
          Math.abs(stops[j]!.x - s.x) < 40 &&
          Math.abs(stops[j]!.y + shifts[j]! - (s.y + k)) < LABEL_GAP
        )
          k += LABEL_GAP;
      shifts.push(k);
    });
    return shifts;
  }, [stops]);

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
              <circle
                className={styles.point}
                cx={s.x}
                cy={s.y}
                r={s.kind === 'asset' ? 5 : 7}
                style={{ fill: stopColor(s, assetIndex) }}
              />
              <text
                className={s.kind === 'asset' ? styles.label : styles.markLabel}
                x={s.x + 10}
                y={s.y + labelShift[i]!}
                dy="0.32em"
              >
                {s.kind === 'asset' ? s.name : S[s.kind]}
              </text>
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
