import {
  COUPON_REINVESTMENTS,
  SAVINGS_OPTION_IDS,
  SAVINGS_OPTION_LABELS,
  type CouponReinvestment,
  type SavingsOptionId,
} from '@penzugy/finance-core';
import { useId } from 'react';
import {
  FieldGroup,
  GlossaryLink,
  numberFieldRenderer,
  type GlossaryLinkBuilder,
  type InteractionAction,
} from '../calculator-kit';
import { Checkbox, DateField, RadioGroup, TextField, type NumberFieldChangeInfo } from '../fields';
import * as styles from './StateBondCalculator.css';
import {
  STATE_BOND_FIELD_UNITS,
  STATE_BOND_GLOSSARY_TERMS,
  STATE_BOND_OPTIONAL_FIELDS,
  type StateBondCalculatorField,
  type StateBondCalculatorValue,
  type StateBondNumberField,
} from './constants';
import { STATE_BOND_CALCULATOR_STRINGS as S } from './strings';

/** An ETF estimate a host passes (e.g. from the market data): shown as the fields' hint. */
export interface StateBondEtfEstimate {
  expectedReturn: number;
  volatility: number;
  /** Where the numbers come from, in Hungarian ('az MSCI World ETF elmúlt 10 évéből'). */
  source: string;
}

export interface StateBondFormProps {
  form: StateBondCalculatorValue;
  fieldError: (field: StateBondCalculatorField) => string | null;
  onNumberChange: (field: StateBondNumberField, next: number | null, info: NumberFieldChangeInfo) => void;
  onChoice: <F extends 'options' | 'couponReinvestment' | 'date' | 'inflationPath'>(
    field: F,
    next: StateBondCalculatorValue[F],
  ) => void;
  interact: (action: InteractionAction, field?: string) => void;
  etfEstimate?: StateBondEtfEstimate | undefined;
  glossaryLink?: GlossaryLinkBuilder | undefined;
}

const REINVESTMENT_OPTIONS = COUPON_REINVESTMENTS.map((value) => ({ value, label: S.couponReinvestment[value] }));

/** The amount and term, the options compared (checkboxes), the assumptions, and the rules' day folded away. */
export function StateBondForm({
  form,
  fieldError,
  onNumberChange,
  onChoice,
  interact,
  etfEstimate,
  glossaryLink,
}: StateBondFormProps) {
  const reinvestName = useId();
  const field = numberFieldRenderer<StateBondNumberField>({
    form,
    labels: S.labels,
    units: STATE_BOND_FIELD_UNITS,
    optional: STATE_BOND_OPTIONAL_FIELDS,
    onChange: onNumberChange,
    error: fieldError,
  });
  const etfHint = etfEstimate ? S.hints.etfEstimated(etfEstimate.source) : S.hints.etfExpectedReturn;
  const toggle = (id: SavingsOptionId, on: boolean) => {
    // Kept in the catalogue's order, so the chart's colours and the table do not depend on the clicks.
    const next = SAVINGS_OPTION_IDS.filter((o) => (o === id ? on : form.options.includes(o)));
    onChoice('options', next);
    interact('change', 'options');
  };

  return (
    <>
      <FieldGroup legend={S.groups.investment}>
        {field('amount')}
        {field('years')}
      </FieldGroup>
      <FieldGroup legend={S.groups.options}>
        <div className={styles.options}>
          {SAVINGS_OPTION_IDS.map((id) => (
            <Checkbox
              key={id}
              name={`option-${id}`}
              label={SAVINGS_OPTION_LABELS[id].label}
              checked={form.options.includes(id)}
              onChange={(on) => toggle(id, on)}
            />
          ))}
        </div>
        {fieldError('options') && (
          <p role="alert" className={styles.error}>
            {fieldError('options')}
          </p>
        )}
        {glossaryLink && (
          <p className={styles.glossary}>
            {S.glossary}{' '}
            {STATE_BOND_GLOSSARY_TERMS.map((term, i) => (
              <span key={term}>
                {i > 0 && ', '}
                <GlossaryLink term={term} glossaryLink={glossaryLink}>
                  {term}
                </GlossaryLink>
              </span>
            ))}
          </p>
        )}
      </FieldGroup>
      <FieldGroup legend={S.groups.assumptions}>
        {field('inflation', S.hints.inflation)}
        <TextField
          name="inflationPath"
          label={S.labels.inflationPath}
          required={false}
          value={form.inflationPath}
          onChange={(e) => onChoice('inflationPath', e.currentTarget.value)}
          onBlur={() => interact('change', 'inflationPath')}
          hint={S.hints.inflationPath}
          error={fieldError('inflationPath')}
        />
        {field('depositRate')}
        {field('etfExpectedReturn', etfHint)}
        {field('etfVolatility', etfEstimate ? etfHint : undefined)}
        <RadioGroup
          label={S.labels.couponReinvestment}
          name={reinvestName}
          options={REINVESTMENT_OPTIONS}
          value={form.couponReinvestment}
          onChange={(next: CouponReinvestment) => {
            onChoice('couponReinvestment', next);
            interact('change', 'couponReinvestment');
          }}
          layout="stacked"
        />
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
        />
      </FieldGroup>
    </>
  );
}
