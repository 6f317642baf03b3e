/**
 * The rows of the two result tables, ready to render and export: which metrics, in what order, with
 * what decimals (docs/product.md#portfolio-optimiser). Display only; every number comes from the optimiser.
 */
import {
  formatNumber,
  formatPercent,
  METRIC_DISPLAY_ORDER,
  metricDefinitions,
  PERCENT_METRIC_DECIMALS,
  WEIGHT_DISPLAY_THRESHOLD,
  type MetricName,
} from '@penzugy/finance-core';
import { PORTFOLIO_STRINGS as T } from './strings';
import type { PortfolioResponse } from './types';

/**
 * Decimals of each metric on screen. The percentage metrics take docs/product.md#portfolio-optimiser's 2 decimals (of the × 100
 * value); docs/product.md#portfolio-optimiser leaves the others open: the ratios read well with 2, beta, alpha and Treynor (small
 * numbers around 0–1) need 3 to tell portfolios apart.
 */
export const METRIC_DECIMALS: Readonly<Record<MetricName, number>> = {
  annual_return: PERCENT_METRIC_DECIMALS,
  annual_volatility: PERCENT_METRIC_DECIMALS,
  cumulative_return: PERCENT_METRIC_DECIMALS,
  max_drawdown: PERCENT_METRIC_DECIMALS,
  sharpe_ratio: 2,
  information_ratio: 2,
  sortino_ratio: 2,
  treynor_ratio: 3,
  beta: 3,
  alpha: 3,
};

/** One metric as the table shows it. */
export interface MetricRow {
  key: MetricName;
  /** Hungarian name (finance-core's `metricDefinitions`). */
  name: string;
  /** The formula shown in the tooltip. */
  formula: string;
  /** One sentence on what it means. */
  description: string;
  /** The value as returned (a fraction for the percentage metrics); null when undefined. */
  value: number | null;
  /** Display text: '12,34%' for a percentage metric (× 100, 2 decimals), '1,23' otherwise, '–' for null. */
  text: string;
  /** The displayed number for the CSV (× 100 for a percentage metric); null when undefined. */
  csvValue: number | null;
  /** '%' for a percentage metric. */
  unit: '%' | '';
  /** Why the value is '–', or null. */
  note: string | null;
}

/** Every metric in display order: the percentage metrics first (docs/product.md#portfolio-optimiser). */
export function metricRows(metrics: PortfolioResponse['metrics']): MetricRow[] {
  return METRIC_DISPLAY_ORDER.map((key) => {
    const def = metricDefinitions[key];
    const raw = metrics[key];
    const value = typeof raw === 'number' && Number.isFinite(raw) ? raw : null;
    const decimals = METRIC_DECIMALS[key];
    return {
      key,
      name: def.name,
      formula: def.formula,
      description: def.description,
      value,
      text:
        value === null ? T.notAvailable : def.percent ? formatPercent(value, decimals) : formatNumber(value, decimals),
      csvValue: value === null ? null : def.percent ? value * 100 : value,
      unit: def.percent ? '%' : '',
      note: value === null ? (def.needsBenchmark ? T.needsBenchmark : T.undefinedMetric) : null,
    };
  });
}

/** The headline in one line, for the layout's summary bar: the first metric, the annual return ('Éves hozam: 12,34%'). */
export function portfolioSummary(metrics: PortfolioResponse['metrics']): string {
  const [first] = metricRows(metrics);
  return `${first!.name}: ${first!.text}`;
}

/** The metrics table's two halves (docs/product.md#portfolio-optimiser): the first holds the percentage metrics. */
export function splitInHalves<R>(rows: readonly R[]): [R[], R[]] {
  const half = Math.ceil(rows.length / 2);
  return [rows.slice(0, half), rows.slice(half)];
}

/** One row of the weights table. */
export interface WeightRow {
  ticker: string;
  /** The weight as a fraction (negative when shorted). */
  weight: number;
  /** The weight in percent, for the CSV. */
  percent: number;
}

/**
 * The weights table of docs/product.md#portfolio-optimiser: only weights of at least 1 % in absolute value, largest
 * first by absolute size (ties by ticker, so the order is stable).
 */
export function weightRows(weights: Readonly<Record<string, number>>): WeightRow[] {
  return Object.entries(weights)
    .filter(([, w]) => Number.isFinite(w) && Math.abs(w) >= WEIGHT_DISPLAY_THRESHOLD)
    .sort(([ta, a], [tb, b]) => Math.abs(b) - Math.abs(a) || ta.localeCompare(tb))
    .map(([ticker, weight]) => ({ ticker, weight, percent: weight * 100 }));
}
