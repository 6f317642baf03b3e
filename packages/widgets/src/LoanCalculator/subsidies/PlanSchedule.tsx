import type { FinancingPlanResult, PlanEvent, PlanScheduleRow } from '@penzugy/finance-core';
import { useMemo } from 'react';
import { formatYearsAxis, hufColumn, monthToYears, resultStyles } from '../../calculator-kit';
import { WealthComparisonChart } from '../../charts';
import { Table, type TableColumn } from '../../Table';
import { equityChart, MONTH_COLUMN, SCHEDULE_COLUMNS } from '../schedule-view';
import { formatMonth, SUBSIDY_PANEL_STRINGS as S } from './strings';

const T = S.table;

/** The kinds of event the chart marks: a planned child's birth and the debt forgiven then. */
const MARKED: readonly PlanEvent['kind'][] = ['birth', 'forgiveness'];

/** A schedule row with the month's events, for the table. */
type PlanRow = PlanScheduleRow & { events: string };

/** The chart's markers: one per month with a birth or a forgiveness, named by what happens. */
export function planMarkers(events: readonly PlanEvent[]): { x: number; label: string }[] {
  const byMonth = new Map<number, ('birth' | 'forgiveness')[]>();
  for (const e of events) {
    if (!MARKED.includes(e.kind)) continue;
    byMonth.set(e.month, [...(byMonth.get(e.month) ?? []), e.kind as 'birth' | 'forgiveness']);
  }
  return [...byMonth].map(([month, kinds]) => ({ x: monthToYears(month), label: S.chart.marker(kinds) }));
}

/**
 * The plan's combined monthly schedule — the loan calculator's columns (month, balance, home value,
 * equity, ROE) plus the calendar month, the month's payment, each loan's part and the dated events —
 * and the equity chart with a marker at each planned birth and forgiveness.
 */
export function PlanSchedule({ plan, onExport }: { plan: FinancingPlanResult; onExport: () => void }) {
  const chart = useMemo(() => equityChart(plan.schedule, S.chart), [plan]);
  const markers = useMemo(() => planMarkers(plan.events), [plan]);
  const rows = useMemo<PlanRow[]>(() => {
    const texts = new Map<number, string[]>();
    for (const e of plan.events) texts.set(e.month, [...(texts.get(e.month) ?? []), e.text]);
    return plan.schedule.map((r) => ({ ...r, events: (texts.get(r.month) ?? []).join(' ') }));
  }, [plan]);
  const columns = useMemo<TableColumn<PlanRow>[]>(
    () => [
      MONTH_COLUMN,
      { key: 'calendarMonth', header: T.calendarMonth, format: (v) => formatMonth(v) },
      hufColumn('payment', T.payment),
      {
        key: 'parts',
        header: T.loans,
        align: 'start',
        format: (parts) => parts.map((p) => T.part(p.loan, p.payment, p.suspended)).join('; '),
        csv: (row) => row.parts.map((p) => T.part(p.loan, p.payment, p.suspended)).join('; '),
      },
      ...(SCHEDULE_COLUMNS as TableColumn<PlanRow>[]),
      { key: 'events', header: T.events, align: 'start' },
    ],
    [],
  );
  return (
    <>
      <div className={resultStyles.section}>
        <WealthComparisonChart
          title={S.chart.title}
          x={chart.x}
          series={chart.series}
          marker={markers}
          xLabel={S.chart.xLabel}
          formatX={formatYearsAxis}
        />
        {markers.length > 0 && <p className={resultStyles.note}>{S.chart.note}</p>}
      </div>
      <Table caption={T.caption} columns={columns} rows={rows} getRowKey={(r) => r.month} onExport={onExport} />
    </>
  );
}
