import {
  FieldGroup,
  GlossaryLink,
  numberFieldRenderer,
  resultStyles,
  type GlossaryLinkBuilder,
} from '../calculator-kit';
import type { NumberFieldChangeInfo } from '../fields';
import {
  LOAN_FEE_FIELDS,
  LOAN_FIELD_UNITS,
  LOAN_MAIN_FIELDS,
  LOAN_OPTIONAL_FIELDS,
  type LoanCalculatorField,
  type LoanCalculatorValue,
} from './constants';
import * as styles from './LoanCalculator.css';
import { LOAN_CALCULATOR_STRINGS as S } from './strings';

export interface LoanFormProps {
  /** The fields as typed (`null` where the text does not parse). */
  form: LoanCalculatorValue;
  /** finance-core's message for a field, while the field still holds the refused value. */
  fieldError: (field: LoanCalculatorField) => string | null;
  onFieldChange: (field: LoanCalculatorField, next: number | null, info: NumberFieldChangeInfo) => void;
  glossaryLink?: GlossaryLinkBuilder | undefined;
  /** Id of the note on which fields update at once (the submit button is described by it). */
  hintId: string;
  /** Some field waits for the button. */
  pending: boolean;
}

/** The loan, fee and stress-test fields, the live-update note and the pending notice. */
export function LoanForm({ form, fieldError, onFieldChange, glossaryLink, hintId, pending }: LoanFormProps) {
  const field = numberFieldRenderer<LoanCalculatorField>({
    form,
    labels: S.labels,
    units: LOAN_FIELD_UNITS,
    optional: LOAN_OPTIONAL_FIELDS,
    onChange: onFieldChange,
    error: fieldError,
  });

  return (
    <>
      <FieldGroup legend={S.groups.loan}>
        {LOAN_MAIN_FIELDS.map((f) =>
          field(
            f,
            f === 'downPayment' && glossaryLink ? (
              <GlossaryLink term={S.glossaryTerms.downPayment} glossaryLink={glossaryLink}>
                {S.hints.downPaymentGlossary}
              </GlossaryLink>
            ) : undefined,
          ),
        )}
      </FieldGroup>
      <FieldGroup legend={S.groups.fees}>{LOAN_FEE_FIELDS.map((f) => field(f))}</FieldGroup>
      {/* The income is asked in the debt-brake panel, where it is used (issue 27 item 10). */}
      <FieldGroup legend={S.groups.stress}>{field('fixationYears', S.hints.fixationYears)}</FieldGroup>
      <p id={hintId} className={resultStyles.note}>
        {S.liveHint}
      </p>
      {pending && <p className={styles.pending}>{S.pending}</p>}
    </>
  );
}
