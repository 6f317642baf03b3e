// Server rendering of each calculator with its defaults. Prints JSON: the HTML, what the defaults
// must show (computed here from finance-core, independently of the widgets) and every
// console.error React printed (React 18 warns once per layout effect met on the server).
import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { formatHuf, homeLoan, LOAN_DEFAULTS, rentOrBuy, RENT_OR_BUY_DEFAULTS } from '@penzugy/finance-core';
import {
  LoanCalculator,
  MONTE_CARLO_STRINGS,
  MonteCarloCalculator,
  PORTFOLIO_STRINGS,
  PortfolioOptimizer,
  RentOrBuyCalculator,
} from '@penzugy/widgets';

const expected = {
  LoanCalculator: [formatHuf(homeLoan(LOAN_DEFAULTS).monthlyPayment)],
  RentOrBuyCalculator: [formatHuf(rentOrBuy(RENT_OR_BUY_DEFAULTS).monthlyBuyCost)],
  // These two show their form until the visitor runs them: the run button, the prompt to pick stocks.
  MonteCarloCalculator: [MONTE_CARLO_STRINGS.run],
  PortfolioOptimizer: [PORTFOLIO_STRINGS.needTwo],
};
const components = { LoanCalculator, RentOrBuyCalculator, MonteCarloCalculator, PortfolioOptimizer };

const errors = [];
const consoleError = console.error;
console.error = (...args) => errors.push(args.map(String).join(' '));
const html = {};
try {
  for (const [name, Component] of Object.entries(components)) html[name] = renderToString(createElement(Component));
} finally {
  console.error = consoleError;
}
process.stdout.write(JSON.stringify({ html, expected, errors }));
