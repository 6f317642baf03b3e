/**
 * The portfolio optimiser's settings: `backend-url` (where the portfolio service is: an absolute
 * http(s) URL or a path on the page's origin), `tickers` (comma-separated, from the catalogue),
 * `objective` (`max-sharpe`, `min-variance`, `max-return`), `benchmark`, `shorting`,
 * `risk-free-rate` (percent), `from` and `to` (YYYY-MM-DD), `currency` (`USD` or `HUF`, the currency
 * of the analysis), `auto-submit`, plus the calculator settings. The bounds are finance-core's.
 */
import {
  BENCHMARK_OPTIONS,
  PORTFOLIO_CURRENCIES,
  PORTFOLIO_MAX_ASSETS,
  PORTFOLIO_OBJECTIVES,
  RISK_FREE_RATE_RANGE,
  STOCK_CATALOGUE,
  type PortfolioCurrency,
  type PortfolioObjective,
} from '@penzugy/finance-core';
import type { PortfolioOptimizerValue } from '@penzugy/widgets';
import { attributeNameFor, type AttributeProblem, type AttributeSpecs, type ValuesOf } from '../../config/schema';
import { VALUE_TYPE_STRINGS } from '../../config/strings';
import { dateAttribute, listAttribute } from '../../config/value-types';
import type { CheckContext } from '../../runtime/define-widget';
import { CALCULATOR_ATTRIBUTES, kebabCase } from '../shared';

/** `max-sharpe` → `maxSharpe`. */
const OBJECTIVE_OF_VALUE = Object.fromEntries(PORTFOLIO_OBJECTIVES.map((o) => [kebabCase(o), o])) as Record<
  string,
  PortfolioObjective
>;

export const PORTFOLIO_ATTRIBUTES = {
  /** Base URL of the portfolio service (it receives POST {backend-url}/portfolio-opt/update-portfolio). @default '/api' */
  'backend-url': { type: 'url' },
  /** Stocks chosen at start. @default none */
  tickers: listAttribute({ values: STOCK_CATALOGUE.map((s) => s.ticker), maxItems: PORTFOLIO_MAX_ASSETS }),
  /** @default 'max-sharpe' */
  objective: { type: 'choice', values: Object.keys(OBJECTIVE_OF_VALUE) },
  /** @default '^GSPC' */
  benchmark: { type: 'choice', values: BENCHMARK_OPTIONS.map((b) => b.value) },
  /** Allow negative weights. @default false */
  shorting: { type: 'boolean' },
  /** Percent a year. @default 5.5 */
  'risk-free-rate': { type: 'number', min: RISK_FREE_RATE_RANGE.min * 100, max: RISK_FREE_RATE_RANGE.max * 100 },
  /** Start of the analysis. @default a year before today */
  from: dateAttribute(),
  /** End of the analysis. @default today */
  to: dateAttribute(),
  /** Currency of the analysis: US shares are converted to forints with HUF, Budapest shares to dollars with USD. @default 'USD' */
  currency: { type: 'choice', values: PORTFOLIO_CURRENCIES },
  /** Optimise at once when at least two tickers are given. @default false */
  'auto-submit': { type: 'boolean' },
  ...CALCULATOR_ATTRIBUTES,
} as const satisfies AttributeSpecs;

export type PortfolioSettings = ValuesOf<typeof PORTFOLIO_ATTRIBUTES>;

/** The optimiser's initial state from the settings: only what was written. */
export function portfolioDefaultValue(values: PortfolioSettings): Partial<PortfolioOptimizerValue> {
  const out: Partial<PortfolioOptimizerValue> = {};
  if (values.tickers) out.tickers = values.tickers;
  if (values.objective) out.objective = OBJECTIVE_OF_VALUE[values.objective];
  if (values.benchmark) out.benchmark = values.benchmark as PortfolioOptimizerValue['benchmark'];
  if (values.shorting !== undefined) out.shorting = values.shorting;
  if (values['risk-free-rate'] !== undefined) out.riskFreeRatePercent = values['risk-free-rate'];
  if (values.from) out.fromDate = values.from;
  if (values.to) out.toDate = values.to;
  return out;
}

/**
 * The optimiser's `currency` prop from the settings: set only when written, so the widget's own
 * default (dollars) holds otherwise.
 */
export function portfolioCurrency(values: PortfolioSettings): { currency?: PortfolioCurrency } {
  return values.currency ? { currency: values.currency as PortfolioCurrency } : {};
}

/** The one rule across settings: the period must not end before it starts. */
export function checkPortfolioSettings(values: PortfolioSettings, context: CheckContext): AttributeProblem[] {
  if (values.from && values.to && values.to < values.from) {
    return [
      {
        attribute: attributeNameFor('to', context.input, context.kind),
        value: values.to,
        message: VALUE_TYPE_STRINGS.dateOrder,
      },
    ];
  }
  return [];
}
