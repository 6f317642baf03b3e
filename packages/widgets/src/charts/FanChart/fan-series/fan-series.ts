import { vars } from '../../../theme';
import { CHART_STRINGS, type LegendItem, type XYChartBand, type XYChartLine, type XYSummarySeries } from '../../shared';

/** The five percentile series of a simulation (docs/product.md#monte-carlo). */
export interface FanPercentiles {
  p05: ArrayLike<number>;
  p25: ArrayLike<number>;
  p50: ArrayLike<number>;
  p75: ArrayLike<number>;
  p95: ArrayLike<number>;
}

/** One simulated path to draw thin behind the fan (docs/product.md#monte-carlo paths). */
export interface FanSamplePath {
  path: ArrayLike<number>;
  label: string;
}

export interface FanSeries {
  bands: XYChartBand[];
  lines: XYChartLine[];
  legend: LegendItem[];
  summary: XYSummarySeries[];
}

const S = CHART_STRINGS.fan;

/**
 * The fan's series: P5–P95 and P25–P75 bands, sample paths (1 px, not in the tooltip), the median
 * and the dashed mean on top. One path each, so 50 sample paths of 501 points are 50 elements.
 */
export function buildFanSeries(
  percentiles: FanPercentiles,
  mean: ArrayLike<number> | undefined,
  samplePaths: readonly FanSamplePath[],
): FanSeries {
  const bands: XYChartBand[] = [
    { key: 'p05-p95', label: S.outer, lower: percentiles.p05, upper: percentiles.p95, color: vars.chart.bandOuter },
    { key: 'p25-p75', label: S.inner, lower: percentiles.p25, upper: percentiles.p75, color: vars.chart.bandInner },
  ];
  const lines: XYChartLine[] = samplePaths.map((s, i) => ({
    key: `sample-${i}`,
    label: s.label,
    values: s.path,
    color: vars.chart.sample,
    strokeWidth: 1,
    inTooltip: false,
    inLegend: false,
  }));
  lines.push({ key: 'p50', label: S.median, values: percentiles.p50, color: vars.chart.median, strokeWidth: 2.5 });
  if (mean)
    lines.push({ key: 'mean', label: S.mean, values: mean, color: vars.chart.mean, strokeWidth: 2, dashed: true });

  const legend: LegendItem[] = [
    { key: 'p05-p95', label: S.outer, color: vars.chart.bandOuter, shape: 'band' },
    { key: 'p25-p75', label: S.inner, color: vars.chart.bandInner, shape: 'band' },
    { key: 'p50', label: S.median, color: vars.chart.median, strokeWidth: 2.5 },
  ];
  if (mean) legend.push({ key: 'mean', label: S.mean, color: vars.chart.mean, strokeWidth: 2, dashed: true });
  if (samplePaths.length > 0) {
    legend.push({
      key: 'samples',
      label: `${S.samples} (${samplePaths.length})`,
      color: vars.chart.sample,
      strokeWidth: 1,
    });
  }

  const summary: XYSummarySeries[] = [
    { key: 'p95', label: S.p95, values: percentiles.p95 },
    { key: 'p75', label: S.p75, values: percentiles.p75 },
    { key: 'p50', label: S.median, values: percentiles.p50 },
    { key: 'p25', label: S.p25, values: percentiles.p25 },
    { key: 'p05', label: S.p05, values: percentiles.p05 },
  ];
  if (mean) summary.push({ key: 'mean', label: S.mean, values: mean });
  return { bands, lines, legend, summary };
}
