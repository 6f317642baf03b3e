import { formatHuf, type FinancingPlanResult } from '@penzugy/finance-core';
import { useMemo } from 'react';
import { GlossaryLink, hufColumn, resultStyles, RuleNotes } from '../../calculator-kit';
import { Stat, StatGrid } from '../../primitives';
import { Table, type TableColumn } from '../../Table';
import * as mainStyles from '../LoanCalculator.css';
import type { PanelResultsProps } from '../panel-results';
import { Subheading } from '../Subheading';
import { PlanSchedule } from './PlanSchedule';
import * as styles from './SubsidyPanel.css';
import { formatMonth, SUBSIDY_PANEL_STRINGS as S } from './strings';

const P = S.plan;

/** A row of the sources table: own funds, the grant, each loan. */
interface SourceRow {
  key: string;
  source: string;
  amount: number;
  rate: number | null;
  termMonths: number | null;
  firstPayment: number | null;
}

const SOURCE_COLUMNS: TableColumn<SourceRow>[] = [
  { key: 'source', header: P.sources.source, rowHeader: true },
  hufColumn('amount', P.sources.amount),
  { key: 'rate', header: P.sources.rate, format: (v) => P.sources.rateValue(v) },
  { key: 'termMonths', header: P.sources.term, format: (v) => P.sources.termValue(v) },
  { key: 'firstPayment', header: P.sources.firstPayment, format: (v) => P.sources.paymentValue(v) },
];

/** The sources of a plan, in the order they are drawn on. */
export function sourceRows(plan: FinancingPlanResult): SourceRow[] {
  const none = { rate: null, termMonths: null, firstPayment: null };
  return [
    { key: 'own', source: P.sources.ownFunds, amount: plan.ownFundsUsed, ...none },
    ...(plan.grant > 0 ? [{ key: 'grant', source: P.sources.grant, amount: plan.grant, ...none }] : []),
    ...plan.loans.map((l) => ({
      key: l.loan,
      source: l.name,
      amount: l.amount,
      rate: l.annualRate,
      termMonths: l.termMonths,
      firstPayment: l.firstPayment,
    })),
  ];
}

export interface FinancingPlanViewProps extends PanelResultsProps {
  plan: FinancingPlanResult;
}

/**
 * The financing plan: whether it covers the price (a shortfall or a failed test is the answer, with
 * what stands in the way), the package's combined monthly payment, THM, total repaid, duty saved and
 * debt forgiven, the sources, the programmes left out and why, the dated events, the combined
 * schedule with its chart, the assumptions and the rules.
 */
export function FinancingPlanView({
  plan,
  glossaryLink,
  methodologyHref,
  onExport,
  onRuleFollow,
}: FinancingPlanViewProps) {
  const rows = useMemo(() => sourceRows(plan), [plan]);
  const G = S.glossaryTerms;
  return (
    <div className={resultStyles.section} data-plan={plan.feasible ? 'feasible' : 'infeasible'}>
      <Subheading>{P.heading}</Subheading>
      {plan.feasible ? (
        <p className={resultStyles.answer}>
          <strong>{P.feasible}</strong>
        </p>
      ) : (
        <div className={resultStyles.answer}>
          <p className={styles.verdictTitle}>
            <strong>{P.infeasible}</strong>
          </p>
          <ul className={styles.list}>
            {plan.problems.map((p) => (
              <li key={p}>{p}</li>
            ))}
          </ul>
        </div>
      )}
      <StatGrid label={P.label}>
        <Stat label={P.monthlyPayment} value={formatHuf(plan.monthlyPayment)} hint={P.monthlyPaymentHint} />
        {plan.peakMonthlyPayment > plan.monthlyPayment + 0.5 && (
          <Stat label={P.peakPayment} value={formatHuf(plan.peakMonthlyPayment)} />
        )}
        <Stat
          label={P.thm}
          value={P.thmValue(plan.thm)}
          hint={
            glossaryLink ? (
              <GlossaryLink term={G.thm} glossaryLink={glossaryLink}>
                {G.thm}
              </GlossaryLink>
            ) : undefined
          }
        />
        <Stat label={P.totalRepaid} value={formatHuf(plan.totalRepaid)} hint={P.totalRepaidHint} />
        <Stat
          label={P.dutySaved}
          value={formatHuf(plan.purchaseDuty.saved)}
          hint={
            <GlossaryLink term={G.duty} glossaryLink={glossaryLink}>
              {plan.purchaseDuty.reason || P.dutyFull(plan.purchaseDuty.paid)}
            </GlossaryLink>
          }
        />
        {plan.totalForgiven > 0 && (
          <Stat
            label={P.forgiven}
            value={formatHuf(plan.totalForgiven)}
            hint={
              <GlossaryLink term={G.forgiveness} glossaryLink={glossaryLink}>
                {P.forgivenHint}
              </GlossaryLink>
            }
          />
        )}
      </StatGrid>
      <Table
        caption={P.sources.caption}
        columns={SOURCE_COLUMNS}
        rows={rows}
        pageSize={0}
        exportable={false}
        getRowKey={(r) => r.key}
      />
      {plan.excluded.length > 0 && (
        <>
          <p className={styles.verdictTitle}>{P.excluded}</p>
          <ul className={styles.list}>
            {plan.excluded.flatMap((e) => e.reasons.map((r) => <li key={`${e.programme}${r}`}>{r}</li>))}
          </ul>
        </>
      )}
      {plan.events.length > 0 && (
        <>
          <p className={styles.verdictTitle}>{P.events}</p>
          <ul className={styles.list} data-plan-events="">
            {plan.events.map((e, i) => (
              <li key={i} data-event={e.kind}>
                {P.event(formatMonth(e.calendarMonth), e.text)}
              </li>
            ))}
          </ul>
        </>
      )}
      <PlanSchedule plan={plan} onExport={onExport} />
      <details className={mainStyles.details}>
        <summary className={mainStyles.detailsSummary}>{P.notes}</summary>
        <ul className={styles.list}>
          {plan.notes.map((n) => (
            <li key={n} className={resultStyles.note}>
              {n}
            </li>
          ))}
        </ul>
      </details>
      <RuleNotes rules={plan.rules} methodologyHref={methodologyHref} onFollow={onRuleFollow} />
    </div>
  );
}
