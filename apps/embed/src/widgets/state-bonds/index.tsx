/** The state-bond chunk: `<penzugy-state-bonds>` / `data-penzugy-widget="state-bonds"`. */
import { StateBondCalculator } from '@penzugy/widgets';
import { defineWidget } from '../../runtime/define-widget';
import { calculatorProps, methodologyHrefOf } from '../shared';
import { checkStateBondSettings, STATE_BOND_ATTRIBUTES, stateBondDefaultValue } from './settings';

export const mount = defineWidget({
  name: 'state-bonds',
  attributes: STATE_BOND_ATTRIBUTES,
  check: checkStateBondSettings,
  render: (values, { onEvent }) => (
    <StateBondCalculator
      defaultValue={stateBondDefaultValue(values)}
      onEvent={onEvent}
      methodologyHref={methodologyHrefOf(values)}
      {...calculatorProps(values)}
    />
  ),
});
