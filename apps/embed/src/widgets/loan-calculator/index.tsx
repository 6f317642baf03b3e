/** The loan calculator chunk: `<penzugy-loan-calculator>` / `data-penzugy-widget="loan-calculator"`. */
import { LoanCalculator } from '@penzugy/widgets';
import { defineWidget } from '../../runtime/define-widget';
import { calculatorProps, methodologyHref } from '../shared';
import { checkLoanSettings, LOAN_ATTRIBUTES, loanDefaultValue } from './settings';

export const mount = defineWidget({
  name: 'loan-calculator',
  attributes: LOAN_ATTRIBUTES,
  check: checkLoanSettings,
  render: (values, { onEvent }) => (
    <LoanCalculator
      defaultValue={loanDefaultValue(values)}
      onEvent={onEvent}
      methodologyHref={methodologyHref}
      {...calculatorProps(values)}
    />
  ),
});
