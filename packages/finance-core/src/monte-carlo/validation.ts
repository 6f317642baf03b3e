/**
 * Fills the defaults of docs/product.md#monte-carlo and validates against the ranges of docs/product.md#monte-carlo (enforced, see
 * `MONTE_CARLO_RANGES`). Every field is checked, including those the chosen model does not read, so a
 * bad value is reported even if the user switches model later. Errors are `FinanceInputError`s whose
 * Hungarian message starts with the field's on-screen label.
 */
import { FinanceInputError } from '../shared/errors';
import { checkNumber, withDefaults } from '../shared/validate';
import { MONTE_CARLO_DEFAULTS, MONTE_CARLO_MODELS } from './constants';
import { parameterDescriptions } from './descriptions';
import { MODEL_LABEL, tooManySamplePathsMessage, unknownModelMessage } from './strings';
import type { MonteCarloInput, MonteCarloModel, MonteCarloParameterKey, ResolvedMonteCarloInput } from './types';

const PARAMETER_KEYS = Object.keys(parameterDescriptions) as MonteCarloParameterKey[];
const LABELS: Record<string, string> = Object.fromEntries(
  PARAMETER_KEYS.map((key) => [key, parameterDescriptions[key].label]),
);

function isModel(value: unknown): value is MonteCarloModel {
  return (MONTE_CARLO_MODELS as readonly unknown[]).includes(value);
}

/** The input with defaults filled in (unknown fields dropped), or a `FinanceInputError`. */
export function resolveMonteCarloInput(input: MonteCarloInput | undefined): ResolvedMonteCarloInput {
  const merged = withDefaults<ResolvedMonteCarloInput>(MONTE_CARLO_DEFAULTS, input, LABELS);
  if (!isModel(merged.model)) {
    throw new FinanceInputError('model', MODEL_LABEL, unknownModelMessage(merged.model, MONTE_CARLO_MODELS));
  }
  const resolved = { model: merged.model } as ResolvedMonteCarloInput;
  for (const key of PARAMETER_KEYS) {
    const { label, min, max, integer } = parameterDescriptions[key];
    resolved[key] = checkNumber(merged[key], key, label, { min, max, integer });
  }
  if (resolved.samplePaths > resolved.paths) {
    const { label } = parameterDescriptions.samplePaths;
    throw new FinanceInputError('samplePaths', label, tooManySamplePathsMessage(resolved.paths));
  }
  return resolved;
}
