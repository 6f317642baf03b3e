/**
 * The Monte Carlo calculator's settings: `model` (kebab case of finance-core's model names:
 * `gbm`, `mean-reversion`, `random-walk`, `jump-diffusion`, `stochastic-volatility`), one number per
 * model parameter (`initial-value`, `drift`, `volatility`, `years`, `paths`…; whole numbers where
 * finance-core wants them), `run-on-mount`, plus the calculator settings. Ranges are finance-core's:
 * the check prepares a simulation without running it, as the calculator does before every run.
 */
import {
  createSimulation,
  MONTE_CARLO_DEFAULTS,
  MONTE_CARLO_MODELS,
  MONTE_CARLO_RANGES,
  type MonteCarloInput,
  type MonteCarloModel,
} from '@penzugy/finance-core';
import { financeCheck } from '../../config/finance-check';
import type { AttributeProblem, AttributeSpecs } from '../../config/schema';
import type { CheckContext } from '../../runtime/define-widget';
import { CALCULATOR_ATTRIBUTES, fieldAttributes, fieldValues, kebabCase } from '../shared';

type ParameterKey = keyof typeof MONTE_CARLO_RANGES;

const PARAMETERS = Object.keys(MONTE_CARLO_RANGES) as ParameterKey[];
const fields = fieldAttributes(PARAMETERS, (key) => ({ type: 'number', integer: MONTE_CARLO_RANGES[key].integer }));

/** `mean-reversion` → `meanReversion`. */
const MODEL_OF_VALUE = Object.fromEntries(MONTE_CARLO_MODELS.map((m) => [kebabCase(m), m])) as Record<
  string,
  MonteCarloModel
>;

const OWN = {
  /** The stochastic model. @default 'gbm' */
  model: { type: 'choice', values: Object.keys(MODEL_OF_VALUE) },
  /** Simulate as soon as the widget appears (docs/product.md#monte-carlo). @default true */
  'run-on-mount': { type: 'boolean' },
} as const satisfies AttributeSpecs;

/** The number settings are built from finance-core's ranges, hence the index signature. */
export const MONTE_CARLO_ATTRIBUTES: AttributeSpecs & typeof OWN & typeof CALCULATOR_ATTRIBUTES = {
  ...fields.attributes,
  ...OWN,
  ...CALCULATOR_ATTRIBUTES,
};

const keyOfField: Record<string, string> = { ...fields.keyOfField, model: 'model' };

/** The calculator's initial input from the settings: only what was written. */
export function monteCarloDefaultValue(values: Readonly<Record<string, unknown>>): MonteCarloInput {
  const out = fieldValues(values, fields.fieldOfKey) as MonteCarloInput;
  if (typeof values.model === 'string') out.model = MODEL_OF_VALUE[values.model];
  return out;
}

export function checkMonteCarloSettings(
  values: Readonly<Record<string, unknown>>,
  context: CheckContext,
): AttributeProblem[] {
  return financeCheck(() => createSimulation(monteCarloDefaultValue(values)), {
    ...context,
    keyOfField,
    defaults: MONTE_CARLO_DEFAULTS,
  });
}
