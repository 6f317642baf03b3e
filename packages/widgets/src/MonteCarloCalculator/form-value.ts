/**
 * The calculator's state (the `value` of the controlled/uncontrolled pair) and the input that goes
 * to the runner. Pure, so the component only wires it.
 */
import {
  createSimulation,
  isFinanceInputError,
  modelDescriptions,
  MONTE_CARLO_DEFAULTS,
  MONTE_CARLO_MODELS,
  simulationParameters,
  type MonteCarloInput,
  type MonteCarloModel,
  type MonteCarloParameterKey,
  type ParameterDescription,
  type ResolvedMonteCarloInput,
} from '@penzugy/finance-core';

/** The calculator's state: the model and every numeric input (docs/product.md#monte-carlo defaults). */
export type MonteCarloCalculatorValue = ResolvedMonteCarloInput;

/** The defaults of docs/product.md#monte-carlo, as a value (also the reference for the URL query string). */
export const MONTE_CARLO_FORM_DEFAULTS: MonteCarloCalculatorValue = { ...MONTE_CARLO_DEFAULTS };

function isModel(value: unknown): value is MonteCarloModel {
  return (MONTE_CARLO_MODELS as readonly unknown[]).includes(value);
}

/**
 * A partial value (props, a URL) with the defaults filled in. An unknown model falls back to the
 * default one (a hand-edited link must not leave the radio group empty); numbers are kept as given
 * so that validation can name a bad one.
 */
export function resolveFormValue(partial: MonteCarloInput | undefined): MonteCarloCalculatorValue {
  const out: MonteCarloCalculatorValue = { ...MONTE_CARLO_FORM_DEFAULTS };
  if (partial) {
    for (const key of Object.keys(partial) as (keyof MonteCarloInput)[]) {
      const v = partial[key];
      if (v !== undefined && key in out) (out as Record<string, unknown>)[key] = v;
    }
  }
  if (!isModel(out.model)) out.model = MONTE_CARLO_FORM_DEFAULTS.model;
  return out;
}

/** The fields on screen for a model: its own parameters, then the run settings every model shares. */
export function fieldsOf(model: MonteCarloModel): readonly ParameterDescription[] {
  return [...modelDescriptions[model].parameters, ...simulationParameters];
}

/**
 * What is simulated: the model and the fields on screen for it. Fields of other models are left to
 * finance-core's defaults, so a stale value of a hidden field can neither block nor alter the run.
 */
export function runInputOf(value: MonteCarloCalculatorValue): MonteCarloInput {
  const input: MonteCarloInput = { model: value.model };
  for (const { key } of fieldsOf(value.model)) input[key] = value[key];
  return input;
}

/** A reason the input cannot be simulated, in finance-core's words (the message starts with the field's label). */
export interface InputProblem {
  /** The input field, e.g. `samplePaths`; null when the problem is not one field's. */
  field: MonteCarloParameterKey | 'model' | null;
  message: string;
}

/**
 * Checks the input exactly as the simulation will, by preparing a run without advancing it (a few
 * typed arrays, well under a millisecond), so the form never disagrees with the engine — including
 * the cross-field rule that sample paths cannot exceed paths.
 */
export function checkRunInput(input: MonteCarloInput): InputProblem | null {
  try {
    createSimulation(input);
    return null;
  } catch (e) {
    if (isFinanceInputError(e)) return { field: e.field as InputProblem['field'], message: e.message };
    throw e;
  }
}
