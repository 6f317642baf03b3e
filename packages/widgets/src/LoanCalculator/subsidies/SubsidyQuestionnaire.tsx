import { SUBSIDY_QUESTIONS, type SubsidyAnswerField, type SubsidyQuestion } from '@penzugy/finance-core';
import { FieldGroup } from '../../calculator-kit';
import { NumberField, RadioGroup, type NumberFieldChangeInfo } from '../../fields';
import { SUBSIDY_PANEL_STRINGS as S } from './strings';
import { answerOf, isAsked, type AnswerValue, type SubsidyPanelState } from './subsidy-state';

/** The unit beside a number question. */
const UNITS: Partial<Record<SubsidyQuestion['kind'], string>> = { money: 'Ft', squareMetres: 'm²', age: 'év' };

/** A field the calculator owns, drawn here too (the price: one home, one price). */
export interface SharedNumberField {
  /** The calculator's label of the field, which the hint names. */
  calculatorLabel: string;
  value: number | null;
  error: string | null;
  onChange: (next: number | null, info: NumberFieldChangeInfo) => void;
}

export interface SubsidyQuestionnaireProps {
  state: SubsidyPanelState;
  /** Sets one answer; `commit` is true when the visitor finished it (blur, Enter, a choice). */
  onAnswer: (field: SubsidyAnswerField, value: AnswerValue, commit: boolean) => void;
  /** finance-core's message for a field it refused, or null. */
  error: (field: SubsidyAnswerField) => string | null;
  /** The price question, bound to the calculator's 'Ingatlan ára'. */
  price: SharedNumberField;
}

/**
 * finance-core's questionnaire (SUBSIDY_QUESTIONS) as fields, in its order and in its words: yes/no
 * and choices as radio groups named by the question, numbers as number fields named by the answer's
 * label (as error messages name it) with the question and its explanation as the hint. A question is
 * asked only when its `showWhen` holds.
 */
export function SubsidyQuestionnaire({ state, onAnswer, error, price }: SubsidyQuestionnaireProps) {
  return (
    <FieldGroup legend={S.questions}>
      {SUBSIDY_QUESTIONS.filter((q) => isAsked(q, state)).map((q) => {
        const hint = `${q.question} ${q.hint}`;
        if (q.field === 'price') {
          return (
            <NumberField
              key={q.field}
              name="subsidyPrice"
              label={q.label}
              unit="Ft"
              value={price.value}
              onChange={price.onChange}
              error={price.error}
              hint={`${hint} ${S.sharedField(price.calculatorLabel)}`}
            />
          );
        }
        const value = answerOf(state, q.field);
        if (q.kind === 'yesNo' || q.kind === 'choice') {
          const options =
            q.kind === 'yesNo'
              ? [
                  { value: '1', label: S.yes },
                  { value: '0', label: S.no },
                ]
              : (q.options ?? []);
          return (
            <RadioGroup
              key={q.field}
              label={q.question}
              hint={q.hint}
              options={options}
              value={q.kind === 'yesNo' ? (value === true ? '1' : value === false ? '0' : '') : String(value)}
              onChange={(v: string) => onAnswer(q.field, q.kind === 'yesNo' ? v === '1' : v, true)}
              error={error(q.field)}
            />
          );
        }
        return (
          <NumberField
            key={q.field}
            name={q.field}
            label={q.label}
            unit={UNITS[q.kind]}
            value={typeof value === 'number' ? value : null}
            integer={q.kind === 'count' || q.kind === 'age'}
            required={false}
            onChange={(next, info) => onAnswer(q.field, next, info.trigger === 'commit')}
            error={error(q.field)}
            hint={hint}
          />
        );
      })}
    </FieldGroup>
  );
}
