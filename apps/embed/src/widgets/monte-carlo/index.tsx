/**
 * The Monte Carlo chunk: `<penzugy-monte-carlo>` / `data-penzugy-widget="monte-carlo"`. The
 * simulation runs in the calculator's Web Worker when the embed is served from the page's own
 * origin; browsers refuse workers from another origin (a CDN), and the calculator then runs it on
 * the page's thread in slices of a few milliseconds (its runner's fallback), so the page stays responsive.
 */
import { MonteCarloCalculator } from '@penzugy/widgets';
import { defineWidget } from '../../runtime/define-widget';
import { calculatorProps, methodologyHref } from '../shared';
import { checkMonteCarloSettings, MONTE_CARLO_ATTRIBUTES, monteCarloDefaultValue } from './settings';

export const mount = defineWidget({
  name: 'monte-carlo',
  attributes: MONTE_CARLO_ATTRIBUTES,
  check: checkMonteCarloSettings,
  render: (values, { onEvent }) => {
    const { syncUrl, shareBaseUrl } = calculatorProps(values);
    return (
      <MonteCarloCalculator
        defaultValue={monteCarloDefaultValue(values)}
        runOnMount={values['run-on-mount'] ?? true}
        onEvent={onEvent}
        syncUrl={syncUrl}
        shareBaseUrl={shareBaseUrl}
        // The tax rules under the results after tax link to the site's methodology page.
        methodologyHref={methodologyHref}
      />
    );
  },
});
