/** The affordability chunk: `<penzugy-affordability>` / `data-penzugy-widget="affordability"`. */
import { AffordabilityCalculator } from '@penzugy/widgets';
import { defineWidget } from '../../runtime/define-widget';
import { calculatorProps } from '../shared';
import {
  AFFORDABILITY_ATTRIBUTES,
  affordabilityDefaultValue,
  checkAffordabilitySettings,
  methodologyHref,
} from './settings';

export const mount = defineWidget({
  name: 'affordability',
  attributes: AFFORDABILITY_ATTRIBUTES,
  check: checkAffordabilitySettings,
  render: (values, { onEvent }) => (
    <AffordabilityCalculator
      defaultValue={affordabilityDefaultValue(values)}
      onEvent={onEvent}
      methodologyHref={methodologyHref(values)}
      {...calculatorProps(values)}
    />
  ),
});
