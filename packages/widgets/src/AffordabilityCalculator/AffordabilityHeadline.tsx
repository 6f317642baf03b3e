import { formatHuf, todayInHungary, type AffordabilityResult } from '@penzugy/finance-core';
import { resultStyles } from '../calculator-kit';
import { Stat, StatGrid } from '../primitives';
import type { AnswerParts } from './answer';
import { AFFORDABILITY_RULE_GROUPS } from './constants';
import { GlossaryLinks, PanelRules, type AffordabilityLinks } from './RuleLinks';
import { AFFORDABILITY_CALCULATOR_STRINGS as S } from './strings';

const H = S.headline;

/** The headline in one line, for the layout's summary bar: 'Legnagyobb felvehető hitel: 32 000 000 Ft'. */
export const affordabilitySummary = (result: AffordabilityResult) => `${H.maxLoan}: ${formatHuf(result.maxLoan)}`;

/**
 * The answer first (docs/product.md#affordability): the largest loan and its instalment, the dearest home
 * with the own funds (or the own funds the loan needs without them), which rule sets the limit, in
 * finance-core's words, with the rules under the figures.
 */
export function AffordabilityHeadline({
  result,
  parts,
  links,
}: {
  result: AffordabilityResult;
  parts: AnswerParts;
  links: AffordabilityLinks;
}) {
  // What limits the largest loan itself (with a price, `binding` is the price's): the own funds cap it
  // below the JTM's loan, or the JTM does.
  const loanBinding = result.maxLoan < result.maxLoanByPaymentToIncome ? 'ownFunds' : 'paymentToIncome';
  const home = result.dearestHome;
  return (
    <div className={resultStyles.section} data-affordability="headline">
      <StatGrid label={H.label}>
        <Stat label={H.maxLoan} value={formatHuf(result.maxLoan)} />
        <Stat
          label={H.monthlyPayment}
          value={formatHuf(result.maxLoanMonthlyPayment)}
          hint={H.monthlyPaymentHint(result.input.years)}
        />
        {home ? (
          <Stat label={H.dearestHome} value={formatHuf(home.price)} hint={H.dearestHomeHint(home.ownFunds)} />
        ) : (
          result.maxLoan > 0 && (
            <Stat
              label={H.minOwnFunds}
              value={formatHuf(result.minOwnFundsForMaxLoan)}
              hint={H.minOwnFundsHint(result.minPriceForMaxLoan)}
            />
          )
        )}
        <Stat label={H.binding} value={H.bindingName[loanBinding]} />
      </StatGrid>
      <p className={resultStyles.answer}>{parts.maxLoan}</p>
      <p className={resultStyles.note}>{parts.binding}</p>
      {parts.home && <p className={resultStyles.note}>{parts.home}</p>}
      <GlossaryLinks terms={['paymentToIncome', 'loanToValue', 'debtBrake']} glossaryLink={links.glossaryLink} />
      <PanelRules
        rules={result.rules}
        ids={[...AFFORDABILITY_RULE_GROUPS.paymentToIncome, ...AFFORDABILITY_RULE_GROUPS.loanToValue]}
        links={links}
      />
      <StatGrid label={H.basisLabel}>
        <Stat label={H.household} value={formatHuf(result.householdIncome)} />
        <Stat
          label={H.otherDebt}
          value={formatHuf(result.otherMonthlyDebt)}
          hint={H.otherDebtHint(result.creditLineMonthly)}
        />
        <Stat label={H.limit} value={H.limitValue(result.paymentToIncomeLimitPercent, result.maxMonthlyPayment)} />
      </StatGrid>
      <p className={resultStyles.note}>{H.rulesDay(result.input.date, result.input.date === todayInHungary())}</p>
    </div>
  );
}
