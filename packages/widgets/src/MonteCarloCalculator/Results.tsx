import { formatNumber, formatPercent, modelWarnings, type MonteCarloResult } from '@penzugy/finance-core';
import { memo, useMemo } from 'react';
import { Stat, StatGrid } from '../primitives';
import { FanChart } from '../charts';
import { Table, type TableColumn } from '../Table';
import * as styles from './MonteCarloCalculator.css';
import { MONTE_CARLO_STRINGS as T } from './strings';
import { yearlyRows, type YearlyRow } from './yearly-rows';

const value2 = (v: number) => formatNumber(v, 2);
const yearText = (y: number) => formatNumber(y, Number.isInteger(y) ? 0 : 2);

const PERCENTILE_COLUMNS: readonly TableColumn<YearlyRow>[] = [
  { key: 'year', header: T.table.year, format: yearText, rowHeader: true },
  { key: 'p05', header: T.table.p05, format: value2 },
  { key: 'p25', header: T.table.p25, format: value2 },
  { key: 'p50', header: T.table.p50, format: value2 },
  { key: 'p75', header: T.table.p75, format: value2 },
  { key: 'p95', header: T.table.p95, format: value2 },
  { key: 'mean', header: T.table.mean, format: value2 },
];

/** The headline in one line, for the layout's summary bar: 'Átlagos végérték: 1,52'. */
export const monteCarloSummary = (result: MonteCarloResult) => `${T.stats.finalMean}: ${value2(result.finalMean)}`;

export interface ResultsProps {
  result: MonteCarloResult;
  busy: boolean;
  onExport: () => void;
}

/**
 * The result: finance-core's warnings about the input, stat cards, fan chart and the yearly
 * percentile table. Memoised, so the ~100 progress updates of the next run do not re-render the
 * chart under them.
 */
export const Results = memo(function Results({ result, busy, onExport }: ResultsProps) {
  const rows = useMemo(() => yearlyRows(result), [result]);
  // The warnings belong to the input that produced these numbers, so they stay with the result.
  const warnings = useMemo(() => modelWarnings(result.input), [result.input]);
  const { input } = result;
  // Not dimmed while the next run is under way: faded text would fail contrast; aria-busy says it instead.
  return (
    <div className={styles.results} aria-busy={busy || undefined}>
      {warnings.length > 0 && (
        <ul className={styles.modelList} aria-label={T.warningsLabel}>
          {warnings.map((w) => (
            <li key={w} className={styles.modelText}>
              {w}
            </li>
          ))}
        </ul>
      )}
      <StatGrid label={T.statsLabel}>
        <Stat label={T.stats.initialValue} value={value2(input.initialValue)} />
        <Stat label={T.stats.paths} value={formatNumber(input.paths)} />
        <Stat label={T.stats.years} value={formatNumber(input.years)} />
        <Stat label={T.stats.finalMean} value={value2(result.finalMean)} />
        <Stat
          label={T.stats.probabilityAbove}
          value={formatPercent(result.probabilityAboveInitial, 1)}
          hint={T.stats.probabilityAboveHint}
        />
      </StatGrid>
      <FanChart
        title={T.chartTitle}
        times={result.times}
        percentiles={result.percentiles}
        mean={result.avgPath}
        samplePaths={result.paths}
        yLabel={T.chartYLabel}
      />
      <Table columns={PERCENTILE_COLUMNS} rows={rows} caption={T.table.caption} pageSize={0} onExport={onExport} />
    </div>
  );
});
