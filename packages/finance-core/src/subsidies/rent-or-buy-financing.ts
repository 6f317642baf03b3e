/**
 * The bridge from a financing plan to the rent-or-buy model (src/rent-or-buy, `financing`): the plan's
 * combined payments and debt month by month, the buyer's cash down and the duty the plan pays.
 * The cash down is the own funds used plus any shortfall (the buyer has to find it somewhere); the
 * plan's one-off fees belong with rent-or-buy's closing costs, as the bank's other fees do.
 */
import { FinanceInputError } from '../shared/errors';
import type { RentOrBuyPlanFinancing } from '../rent-or-buy/types';
import { PLAN_FINANCING_LABEL, SUBSIDY_MESSAGES } from './strings';
import type { FinancingPlanResult } from './types';

/**
 * The rent-or-buy financing of a plan: `rentOrBuy({ …, financing: planFinancing(financingPlan(…)) })`.
 * @throws FinanceInputError when `plan` is not a financingPlan result.
 */
export function planFinancing(plan: FinancingPlanResult): RentOrBuyPlanFinancing {
  if (
    plan === null ||
    typeof plan !== 'object' ||
    !Array.isArray(plan.schedule) ||
    !plan.schedule.every((r) => Number.isFinite(r?.payment) && Number.isFinite(r?.loanBalance)) ||
    typeof plan.ownFundsUsed !== 'number' ||
    typeof plan.shortfall !== 'number' ||
    typeof plan.totalBorrowed !== 'number' ||
    typeof plan.purchaseDuty?.paid !== 'number'
  ) {
    throw new FinanceInputError('plan', PLAN_FINANCING_LABEL, SUBSIDY_MESSAGES.notAPlan);
  }
  return {
    kind: 'plan',
    cashDown: plan.ownFundsUsed + plan.shortfall,
    purchaseDuty: plan.purchaseDuty.paid,
    borrowed: plan.totalBorrowed,
    payments: plan.schedule.map((r) => r.payment),
    balances: plan.schedule.map((r) => r.loanBalance),
  };
}
