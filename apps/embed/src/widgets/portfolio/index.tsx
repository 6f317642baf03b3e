/**
 * The portfolio optimiser chunk: `<penzugy-portfolio backend-url="https://…">`. The page's CSP must
 * allow the service in `connect-src` (README.md).
 */
import { PortfolioOptimizer } from '@penzugy/widgets';
import { defineWidget } from '../../runtime/define-widget';
import { methodologyHref } from '../shared';
import { checkPortfolioSettings, PORTFOLIO_ATTRIBUTES, portfolioCurrency, portfolioDefaultValue } from './settings';

export const mount = defineWidget({
  name: 'portfolio',
  attributes: PORTFOLIO_ATTRIBUTES,
  check: checkPortfolioSettings,
  render: (values, { onEvent }) => (
    <PortfolioOptimizer
      // The optimiser's `currency` prop (USD or HUF); spread, so this compiles whether or not the
      // widget in the workspace has the prop yet.
      {...portfolioCurrency(values)}
      defaultValue={portfolioDefaultValue(values)}
      backendUrl={values['backend-url']}
      autoSubmit={values['auto-submit'] ?? false}
      syncUrl={values['sync-url'] ?? false}
      shareBaseUrl={values['share-url']}
      onEvent={onEvent}
      // The tax rules under the series after tax link to the site's methodology page.
      methodologyHref={methodologyHref}
    />
  ),
});
