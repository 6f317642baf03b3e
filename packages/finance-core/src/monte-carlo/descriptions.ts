/**
 * The models and their inputs as data for widgets (docs/product.md#monte-carlo: "a model description with its
 * formula" and "the parameters of the chosen model"): Hungarian name, description and formula of
 * each model, and for every input its label, symbol, unit, default and the docs/product.md#monte-carlo range. Validation reads
 * the same table, so what a form offers and what `simulate` accepts cannot drift apart.
 */
import { MONTE_CARLO_DEFAULTS, MONTE_CARLO_MODELS, MONTE_CARLO_RANGES } from './constants';
import { MODEL_TEXTS, PARAMETER_TEXTS } from './strings';
import type { MonteCarloModel, MonteCarloParameterKey } from './types';

/** Everything a form needs to render one numeric input. */
export interface ParameterDescription {
  /** The input field, e.g. `volatility`. */
  key: MonteCarloParameterKey;
  /** Hungarian on-screen label, e.g. `Éves volatilitás`. */
  label: string;
  /** Mathematical symbol used in the model's formula, e.g. `σ` ('' when it has none). */
  symbol: string;
  /** Unit shown after the value, e.g. `%` ('' when dimensionless or in the initial value's unit). */
  unit: string;
  /** Default value (docs/product.md#monte-carlo). */
  default: number;
  /** Smallest valid value (docs/product.md#monte-carlo). */
  min: number;
  /** Largest valid value (docs/product.md#monte-carlo). */
  max: number;
  /** Step for the number control. */
  step: number;
  /** Only whole numbers are valid. */
  integer: boolean;
}

/** One model as the model picker and the description panel show it. */
export interface ModelDescription {
  /** The model's key, the value of `input.model`. */
  model: MonteCarloModel;
  /** Hungarian name, e.g. `Geometriai Brown-mozgás (GBM)`. */
  name: string;
  /** One or two Hungarian sentences about what the model assumes. */
  description: string;
  /** The model's SDE as plain Unicode text, e.g. `dS = μS dt + σS dW`. */
  formula: string;
  /** The model's own inputs, in form order (the run settings are in `simulationParameters`). */
  parameters: readonly ParameterDescription[];
}

/** Which inputs each model reads; every model also uses the run settings of `SIMULATION_KEYS`. */
const MODEL_PARAMETER_KEYS: Readonly<Record<MonteCarloModel, readonly MonteCarloParameterKey[]>> = {
  gbm: ['initialValue', 'drift', 'volatility'],
  meanReversion: ['initialValue', 'volatility', 'reversionSpeed', 'reversionLevel'],
  randomWalk: ['initialValue', 'drift', 'volatility'],
  jumpDiffusion: ['initialValue', 'drift', 'volatility', 'jumpIntensity', 'jumpMean', 'jumpStdDev'],
  stochasticVolatility: [
    'initialValue',
    'drift',
    'varianceMean',
    'varianceReversionSpeed',
    'varianceVolatility',
    'initialVariance',
    'correlation',
  ],
};

/** Inputs shared by every model: horizon, time grid, path counts and seed. */
const SIMULATION_KEYS: readonly MonteCarloParameterKey[] = ['years', 'stepsPerYear', 'paths', 'samplePaths', 'seed'];

/** An object with one entry per key (Object.fromEntries loses the key type). */
function recordOf<K extends string, V>(keys: readonly K[], value: (key: K) => V): Readonly<Record<K, V>> {
  return Object.fromEntries(keys.map((key) => [key, value(key)])) as Record<K, V>;
}

/** Every numeric input by key, with label, unit, default and valid range. */
export const parameterDescriptions = recordOf(
  Object.keys(MONTE_CARLO_RANGES) as MonteCarloParameterKey[],
  (key): ParameterDescription => ({
    key,
    ...PARAMETER_TEXTS[key],
    default: MONTE_CARLO_DEFAULTS[key],
    ...MONTE_CARLO_RANGES[key],
  }),
);

/** The run settings every model shares (time horizon, steps per year, paths, sample paths, seed). */
export const simulationParameters: readonly ParameterDescription[] = SIMULATION_KEYS.map(
  (k) => parameterDescriptions[k],
);

/** The five models with Hungarian name, description, formula and their own inputs, by model key. */
export const modelDescriptions = recordOf(MONTE_CARLO_MODELS, (model): ModelDescription => ({
  model,
  ...MODEL_TEXTS[model],
  parameters: MODEL_PARAMETER_KEYS[model].map((k) => parameterDescriptions[k]),
}));
