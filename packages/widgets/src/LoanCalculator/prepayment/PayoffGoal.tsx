import { formatHuf, type PayoffGoalResult } from '@penzugy/finance-core';
import { Button } from '../../Button';
import { resultStyles, RuleNotes, type MethodologyHrefBuilder } from '../../calculator-kit';
import { DateField } from '../../fields';
import { Stat, StatGrid } from '../../primitives';
import { Subheading } from '../Subheading';
import { PREPAYMENT_PANEL_STRINGS } from './strings';

const S = PREPAYMENT_PANEL_STRINGS.goal;

export interface PayoffGoalProps {
  /** The target day, `yyyy-mm-dd`, or ''. */
  target: string;
  onTarget: (day: string) => void;
  /** finance-core's answer for the target, or null while none is set. */
  goal: PayoffGoalResult | null;
  /** finance-core's message on the target (or another field the seek refused), or null. */
  error: string | null;
  /** Makes the answer the panel's regular extra payment. */
  onApply: (extraMonthly: number) => void;
  methodologyHref?: MethodologyHrefBuilder | undefined;
  /** Called with a rule's id when its methodology link is followed (the `rule_link` interaction). */
  onRuleFollow?: ((ruleId: string) => void) | undefined;
}

/**
 * The goal seek "Adósságmentes ekkorra": a day, and the smallest regular monthly extra that repays the
 * loan by then (finance-core's extraPaymentForPayoff, the instalment kept); a day it cannot reach is
 * an answer with the reason. The answer can be applied as the panel's extra payment.
 */
export function PayoffGoal({ target, onTarget, goal, error, onApply, methodologyHref, onRuleFollow }: PayoffGoalProps) {
  return (
    <div className={resultStyles.section} data-goal={goal ? (goal.reachable ? 'reachable' : 'unreachable') : 'none'}>
      <Subheading>{S.heading}</Subheading>
      <DateField label={S.heading} value={target} onChange={onTarget} hint={S.hint} error={error} />
      {goal && (
        <>
          {goal.messages.map((m) => (
            <p key={m} className={resultStyles.answer}>
              {m}
            </p>
          ))}
          {goal.reachable && goal.extraMonthly !== null && (
            <>
              <StatGrid label={S.heading}>
                <Stat label={S.extra} value={formatHuf(goal.extraMonthly)} />
              </StatGrid>
              {goal.extraMonthly > 0 && (
                <Button variant="secondary" onClick={() => onApply(goal.extraMonthly!)}>
                  {S.apply}
                </Button>
              )}
            </>
          )}
          <RuleNotes rules={goal.rules} methodologyHref={methodologyHref} onFollow={onRuleFollow} />
        </>
      )}
    </div>
  );
}
