import { PROGRAMME_NAMES, type SubsidyProgramme } from '@penzugy/finance-core';
import { FieldGroup } from '../../calculator-kit';
import { Checkbox, NumberField, type NumberFieldChangeInfo } from '../../fields';
import { SUBSIDY_PANEL_STRINGS as S } from './strings';
import type { SharedNumberField } from './SubsidyQuestionnaire';
import { plannedChildren, type SubsidyPanelState } from './subsidy-state';

export interface PlanChoicesProps {
  state: SubsidyPanelState;
  /** The programmes open on the answers: each can be left out of the plan. */
  open: readonly SubsidyProgramme[];
  onSkip: (programme: SubsidyProgramme, skipped: boolean) => void;
  /** Sets the month of the `index`-th planned birth (0 first). */
  onBirth: (index: number, month: number | null, info: NumberFieldChangeInfo) => void;
  onBuyerAge: (age: number | null, info: NumberFieldChangeInfo) => void;
  /** The calendar month of a month of the plan („2027. március”), or null beyond it. */
  monthName: (month: number) => string | null;
  /** The own funds, bound to the calculator's 'Önerő'. */
  ownFunds: SharedNumberField;
  /** finance-core's message for a plan field it refused ('plannedBirthMonths', 'buyerAge'), or null. */
  error: (field: string) => string | null;
}

/**
 * What the plan is made of besides the answers: the own funds (the calculator's down payment), which
 * open programmes to use, the month of each planned birth (as many fields as children undertaken:
 * CSOK Plusz and Babaváró forgive debt at a birth) and the buyer's age for the duty relief.
 */
export function PlanChoices({
  state,
  open,
  onSkip,
  onBirth,
  onBuyerAge,
  monthName,
  ownFunds,
  error,
}: PlanChoicesProps) {
  const P = S.plan;
  const births = Array.from({ length: plannedChildren(state) }, (_, i) => state.births[i] ?? null);
  return (
    <FieldGroup legend={P.heading}>
      <NumberField
        name="ownFunds"
        label={P.ownFunds}
        unit="Ft"
        value={ownFunds.value}
        onChange={ownFunds.onChange}
        error={ownFunds.error}
        hint={`${P.ownFundsHint} ${S.sharedField(ownFunds.calculatorLabel)}`}
      />
      {open.length === 0 ? (
        <p>{P.noneOpen}</p>
      ) : (
        open.map((p) => (
          <Checkbox
            key={p}
            name={`use-${p}`}
            label={P.takeUp(PROGRAMME_NAMES[p])}
            checked={!state.skipped.includes(p)}
            onChange={(checked) => onSkip(p, !checked)}
          />
        ))
      )}
      {births.map((month, i) => (
        <NumberField
          key={i}
          name={`birth-${i + 1}`}
          label={P.birth(i + 1)}
          unit="hónap"
          integer
          min={1}
          required={false}
          value={month}
          onChange={(next, info) => onBirth(i, next, info)}
          error={i === 0 ? error('plannedBirthMonths') : null}
          hint={P.birthHint(month === null ? null : monthName(month))}
        />
      ))}
      <NumberField
        name="buyerAge"
        label={P.buyerAge}
        unit="év"
        integer
        required={false}
        value={state.buyerAge}
        onChange={onBuyerAge}
        error={error('buyerAge')}
        hint={P.buyerAgeHint}
      />
    </FieldGroup>
  );
}
