import { formatNumber, formatPercent, modelWarnings } from '@penzugy/finance-core';
import { memo, useMemo } from 'react';
import {
  ACCOUNT_STRINGS,
  REAL_TERMS_STRINGS,
  resultStyles,
  RuleNotes,
  viewWords,
  withViewCaption,
  type AccountState,
  type MethodologyHrefBuilder,
  type RealTermsState,
} from '../calculator-kit';
import { Stat, StatGrid } from '../primitives';
import { FanChart } from '../charts';
import { Table, type TableColumn } from '../Table';
import * as styles from './MonteCarloCalculator.css';
import { MONTE_CARLO_STRINGS as T } from './strings';
import type { AfterTaxView } from './after-tax-view';
import type { ShownResult } from './real-terms-view';
import { yearlyRows, type YearlyRow } from './yearly-rows';

const value2 = (v: number) => formatNumber(v, 2);
const yearText = (y: number) => formatNumber(y, Number.isInteger(y) ? 0 : 2);

const VALUE_KEYS = ['p05', 'p25', 'p50', 'p75', 'p95', 'mean'] as const;

/** The table's columns; after tax or in today's forints each value header says so (the CSV has no caption). */
function percentileColumns(account: AccountState, terms: RealTermsState): TableColumn<YearlyRow>[] {
  return [
    { key: 'year', header: T.table.year, format: yearText, rowHeader: true },
    ...VALUE_KEYS.map((key) => ({ key, header: withViewCaption(T.table[key], account, terms), format: value2 })),
  ];
}

/**
 * The headline in one line, for the layout's summary bar, in the terms the results show:
 * 'Átlagos végérték: 1,52', or 'Átlagos végérték (adózás után, TBSZ-en; mai forintban, évi 4,4% inflációval): 1,21'.
 */
export const monteCarloSummary = (result: ShownResult, account: AccountState, terms: RealTermsState) =>
  `${withViewCaption(T.stats.finalMean, account, terms)}: ${value2(result.finalMean)}`;

export interface ResultsProps {
  /** The run in the view's terms (after-tax-view.ts, then real-terms-view.ts). */
  result: ShownResult;
  /** Before tax or the account it is taxed in, for the captions. */
  account: AccountState;
  /** The wrapper's rules and notes after tax; null before tax. */
  tax: Extract<AfterTaxView, { ok: true }> | null;
  /** Nominal or today's forints, for the captions. */
  terms: RealTermsState;
  busy: boolean;
  onExport: () => void;
  /** Links the tax rules to the methodology page. */
  methodologyHref?: MethodologyHrefBuilder | undefined;
}

/**
 * The result: finance-core's warnings about the input, stat cards, fan chart and the yearly
 * percentile table. Memoised, so the ~100 progress updates of the next run do not re-render the
 * chart under them.
 */
export const Results = memo(function Results({
  result,
  account,
  tax,
  terms,
  busy,
  onExport,
  methodologyHref,
}: ResultsProps) {
  const rows = useMemo(() => yearlyRows(result), [result]);
  const columns = useMemo(() => percentileColumns(account, terms), [account, terms]);
  const caption = (text: string) => withViewCaption(text, account, terms);
  const words = viewWords(account, terms);
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
      {account.wrapper !== 'gross' && <p className={resultStyles.note}>{ACCOUNT_STRINGS.note(account.wrapper)}</p>}
      {terms.terms === 'real' && <p className={resultStyles.note}>{REAL_TERMS_STRINGS.note(terms.inflation)}</p>}
      <StatGrid label={caption(T.statsLabel)}>
        <Stat label={T.stats.initialValue} value={value2(input.initialValue)} />
        <Stat label={T.stats.paths} value={formatNumber(input.paths)} />
        <Stat label={T.stats.years} value={formatNumber(input.years)} />
        <Stat label={T.stats.finalMean} value={value2(result.finalMean)} />
        <Stat
          label={T.stats.probabilityAbove}
          value={formatPercent(result.probabilityAboveInitial, 1)}
          hint={words ? T.stats.probabilityAboveRealHint(words) : T.stats.probabilityAboveHint}
        />
      </StatGrid>
      <FanChart
        title={caption(T.chartTitle)}
        times={result.times}
        percentiles={result.percentiles}
        mean={result.avgPath}
        samplePaths={result.paths}
        yLabel={T.chartYLabel}
      />
      <Table columns={columns} rows={rows} caption={caption(T.table.caption)} pageSize={0} onExport={onExport} />
      {tax && (
        <>
          <ul className={styles.modelList} aria-label={T.taxNotesLabel}>
            {[T.taxValuesAsForints, ...tax.notes].map((n) => (
              <li key={n} className={styles.modelText}>
                {n}
              </li>
            ))}
          </ul>
          <RuleNotes rules={tax.rules} methodologyHref={methodologyHref} />
        </>
      )}
    </div>
  );
});
