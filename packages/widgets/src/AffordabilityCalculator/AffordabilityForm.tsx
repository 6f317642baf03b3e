import { LOAN_TO_VALUE_CASE_OPTIONS, type LoanToValueCase } from '@penzugy/finance-core';
import { useId, useState } from 'react';
import {
  FieldGroup,
  GlossaryLink,
  numberFieldRenderer,
  type GlossaryLinkBuilder,
  type InteractionAction,
} from '../calculator-kit';
import { DateField, RadioGroup, type NumberFieldChangeInfo } from '../fields';
import * as styles from './AffordabilityCalculator.css';
import {
  AFFORDABILITY_DEBT_FIELDS,
  AFFORDABILITY_FIELD_UNITS,
  AFFORDABILITY_GLOSSARY_TERMS,
  AFFORDABILITY_HOME_FIELDS,
  AFFORDABILITY_INCOME_FIELDS,
  AFFORDABILITY_LOAN_FIELDS,
  AFFORDABILITY_OPTIONAL_FIELDS,
  type AffordabilityCalculatorField,
  type AffordabilityCalculatorValue,
  type AffordabilityNumberField,
} from './constants';
import { AFFORDABILITY_CALCULATOR_STRINGS as S } from './strings';

export interface AffordabilityFormProps {
  /** The fields as typed (`null` where a number field is empty or its text does not parse). */
  form: AffordabilityCalculatorValue;
  /** finance-core's message for a field, while the field still holds the refused value. */
  fieldError: (field: AffordabilityCalculatorField) => string | null;
  onNumberChange: (field: AffordabilityNumberField, next: number | null, info: NumberFieldChangeInfo) => void;
  /** Sets the HFM case or the rules' day. */
  onChoice: <F extends 'loanToValueCase' | 'date'>(field: F, next: AffordabilityCalculatorValue[F]) => void;
  interact: (action: InteractionAction, field?: string) => void;
  glossaryLink?: GlossaryLinkBuilder | undefined;
}

/**
 * The four groups of docs/product.md#affordability (income, the loan, other debts, home and own funds)
 * and the folded advanced settings (the rules' day), open from the start when a day is set.
 */
export function AffordabilityForm({
  form,
  fieldError,
  onNumberChange,
  onChoice,
  interact,
  glossaryLink,
}: AffordabilityFormProps) {
  const caseName = useId();
  const [advancedOpen, setAdvancedOpen] = useState(form.date !== '');
  const field = numberFieldRenderer<AffordabilityNumberField>({
    form,
    labels: S.labels,
    units: AFFORDABILITY_FIELD_UNITS,
    optional: AFFORDABILITY_OPTIONAL_FIELDS,
    onChange: onNumberChange,
    error: fieldError,
  });
  const hintOf = (f: AffordabilityNumberField) =>
    f === 'ownFunds' && glossaryLink ? (
      <>
        {S.hints.ownFunds}{' '}
        <GlossaryLink term={AFFORDABILITY_GLOSSARY_TERMS.ownFunds} glossaryLink={glossaryLink}>
          {S.hints.ownFundsGlossary}
        </GlossaryLink>
      </>
    ) : (
      S.hints[f]
    );

  return (
    <>
      <FieldGroup legend={S.groups.income}>{AFFORDABILITY_INCOME_FIELDS.map((f) => field(f, hintOf(f)))}</FieldGroup>
      <FieldGroup legend={S.groups.loan}>{AFFORDABILITY_LOAN_FIELDS.map((f) => field(f, hintOf(f)))}</FieldGroup>
      <FieldGroup legend={S.groups.debts}>{AFFORDABILITY_DEBT_FIELDS.map((f) => field(f, hintOf(f)))}</FieldGroup>
      <FieldGroup legend={S.groups.home}>
        <RadioGroup
          label={S.labels.loanToValueCase}
          name={caseName}
          options={LOAN_TO_VALUE_CASE_OPTIONS}
          value={form.loanToValueCase}
          onChange={(next: LoanToValueCase) => {
            onChoice('loanToValueCase', next);
            interact('change', 'loanToValueCase');
          }}
          error={fieldError('loanToValueCase')}
          layout="stacked"
        />
        {AFFORDABILITY_HOME_FIELDS.map((f) => field(f, hintOf(f)))}
      </FieldGroup>
      <details
        className={styles.advanced}
        open={advancedOpen}
        onToggle={(e) => {
          const open = e.currentTarget.open;
          if (open === advancedOpen) return;
          setAdvancedOpen(open);
          if (open) interact('expand', 'advanced');
        }}
      >
        <summary className={styles.advancedSummary}>{S.advanced}</summary>
        <DateField
          name="date"
          label={S.labels.date}
          value={form.date}
          onChange={(next) => {
            onChoice('date', next);
            interact('change', 'date');
          }}
          hint={S.hints.date}
          error={fieldError('date')}
          className={styles.advancedBody}
        />
      </details>
    </>
  );
}
