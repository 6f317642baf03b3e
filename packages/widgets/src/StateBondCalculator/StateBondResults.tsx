import type { SavingsComparisonResult } from '@penzugy/finance-core';
import { useId, useMemo } from 'react';
import { resultStyles, RuleNotes, SectionTitle, type MethodologyHrefBuilder } from '../calculator-kit';
import { WealthComparisonChart } from '../charts';
import { RadioGroup } from '../fields';
import { Table } from '../Table';
import { STATE_BOND_VIEWS, type StateBondView } from './constants';
import * as styles from './StateBondCalculator.css';
import { STATE_BOND_CALCULATOR_STRINGS as S } from './strings';
import { chartSeries, STATE_BOND_TABLE_COLUMNS, tableRows } from './view';

const VIEW_OPTIONS = STATE_BOND_VIEWS.map((value) => ({ value, label: S.view[value] }));

export interface StateBondResultsProps {
  result: SavingsComparisonResult;
  view: StateBondView;
  onView: (next: StateBondView) => void;
  onExport: () => void;
  methodologyHref?: MethodologyHrefBuilder | undefined;
  onRuleLink: (ruleId: string) => void;
}

/**
 * The headline, the chart of what is left after tax (nominal or in start-month forints), why an option is
 * out of its rules, the year-by-year table with its CSV, the modelling notes and the rules with sources.
 */
export function StateBondResults({
  result,
  view,
  onView,
  onExport,
  methodologyHref,
  onRuleLink,
}: StateBondResultsProps) {
  const viewName = useId();
  const chart = useMemo(() => chartSeries(result, view), [result, view]);
  const rows = useMemo(() => tableRows(result), [result]);
  const excluded = result.options.filter((o) => !o.eligible);
  return (
    <>
      <div className={resultStyles.section}>
        <SectionTitle>{S.resultHeading}</SectionTitle>
        <p className={resultStyles.answer} data-testid="state-bonds-headline">
          {result.headline}
        </p>
      </div>
      <div className={resultStyles.section}>
        <RadioGroup label={S.labels.view} name={viewName} options={VIEW_OPTIONS} value={view} onChange={onView} />
        <WealthComparisonChart
          title={S.chart.title[view]}
          x={chart.x}
          series={chart.series}
          xLabel={S.chart.xLabel}
          xTickStep={1}
        />
        {excluded.length > 0 && (
          <ul className={styles.notes} aria-label={S.ineligible}>
            {excluded.map((o) => (
              <li key={o.id}>{o.reason}</li>
            ))}
          </ul>
        )}
      </div>
      <Table
        caption={S.table.caption}
        columns={STATE_BOND_TABLE_COLUMNS}
        rows={rows}
        pageSize={0}
        getRowKey={(r) => r.key}
        onExport={onExport}
        maxHeight="32rem"
      />
      <div className={resultStyles.section}>
        <SectionTitle>{S.notesHeading}</SectionTitle>
        <ul className={styles.notes}>
          {result.notes.map((n) => (
            <li key={n}>{n}</li>
          ))}
        </ul>
        <RuleNotes rules={result.rules} methodologyHref={methodologyHref} onFollow={onRuleLink} />
      </div>
    </>
  );
}
