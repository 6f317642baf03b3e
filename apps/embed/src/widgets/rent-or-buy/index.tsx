/** The rent-or-buy chunk: `<penzugy-rent-or-buy>` / `data-penzugy-widget="rent-or-buy"`. */
import { RentOrBuyCalculator } from '@penzugy/widgets';
import { defineWidget } from '../../runtime/define-widget';
import { calculatorProps, methodologyHref } from '../shared';
import { checkRentOrBuySettings, RENT_OR_BUY_ATTRIBUTES, rentOrBuyDefaultValue } from './settings';

export const mount = defineWidget({
  name: 'rent-or-buy',
  attributes: RENT_OR_BUY_ATTRIBUTES,
  check: checkRentOrBuySettings,
  render: (values, { onEvent }) => (
    <RentOrBuyCalculator
      defaultValue={rentOrBuyDefaultValue(values)}
      onEvent={onEvent}
      methodologyHref={methodologyHref}
      {...calculatorProps(values)}
    />
  ),
});
