import {
  formatHuf,
  type PrepaymentEvent,
  type PrepaymentResult,
  type PrepaymentScheduleRow,
} from '@penzugy/finance-core';
import { GlossaryLink, hufColumn, resultStyles, RuleNotes } from '../../calculator-kit';
import { Stat, StatGrid } from '../../primitives';
import { Table, type TableColumn } from '../../Table';
import { MONTH_COLUMN, SCHEDULE_COLUMNS } from '../schedule-view';
import type { PanelResultsProps } from '../panel-results';
import { Subheading } from '../Subheading';
import { PREPAYMENT_PANEL_STRINGS } from './strings';

const S = PREPAYMENT_PANEL_STRINGS.results;

const EVENT_COLUMNS: TableColumn<PrepaymentEvent>[] = [
  { key: 'month', header: S.events.month, rowHeader: true },
  { key: 'date', header: S.events.date, format: (v) => S.date(v) },
  hufColumn('amount', S.events.amount),
  hufColumn('fee', S.events.fee),
  { key: 'feeShare', header: S.events.share, format: (v) => S.events.shareValue(v) },
  { key: 'explanation', header: S.events.explanation, align: 'start' },
];

const SCHEDULE: TableColumn<PrepaymentScheduleRow>[] = [
  MONTH_COLUMN,
  { key: 'date', header: S.events.date, format: (v) => S.date(v) },
  hufColumn('payment', S.payment),
  hufColumn('prepayment', S.prepayment),
  hufColumn('fee', S.fee),
  ...(SCHEDULE_COLUMNS as TableColumn<PrepaymentScheduleRow>[]),
];

export interface PrepaymentResultsProps extends PanelResultsProps {
  result: PrepaymentResult;
}

/**
 * What the prepayments bring: finance-core's sentences, the interest saved, the fees and the net saving,
 * the new end date and instalment against the loan without them, each prepayment's fee and why, the
 * rules the fees rest on, and the new schedule.
 */
export function PrepaymentResults({
  result,
  glossaryLink,
  methodologyHref,
  onExport,
  onRuleFollow,
}: PrepaymentResultsProps) {
  const r = result;
  return (
    <div className={resultStyles.section} data-prepayment="">
      <Subheading>{S.heading}</Subheading>
      {r.events.length === 0 ? (
        <p className={resultStyles.note}>{S.none}</p>
      ) : (
        <>
          {r.messages.map((m) => (
            <p key={m} className={resultStyles.answer}>
              {m}
            </p>
          ))}
          <StatGrid label={S.label}>
            <Stat label={S.interestSaved} value={formatHuf(r.interestSaved)} />
            <Stat label={S.fees} value={formatHuf(r.feesPaid)} />
            <Stat label={S.netSaving} value={formatHuf(r.netSaving)} />
            <Stat label={S.endDate} value={S.date(r.endDate)} hint={S.endDateHint(r.original.endDate)} />
            <Stat
              label={S.newPayment}
              value={formatHuf(r.monthlyPayment)}
              hint={S.newPaymentHint(r.original.monthlyPayment)}
            />
          </StatGrid>
          <Table
            caption={S.events.caption}
            columns={EVENT_COLUMNS}
            rows={r.events}
            pageSize={0}
            exportable={false}
            getRowKey={(e) => e.month}
          />
        </>
      )}
      <RuleNotes rules={r.rules} methodologyHref={methodologyHref} onFollow={onRuleFollow} />
      {glossaryLink && (
        <p className={resultStyles.note}>
          <GlossaryLink term={S.glossaryTerm} glossaryLink={glossaryLink}>
            {S.glossary}
          </GlossaryLink>
        </p>
      )}
      {r.events.length > 0 && (
        <Table
          caption={S.schedule}
          columns={SCHEDULE}
          rows={r.schedule}
          getRowKey={(row) => row.month}
          onExport={onExport}
        />
      )}
    </div>
  );
}
