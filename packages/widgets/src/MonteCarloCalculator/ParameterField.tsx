import type { MonteCarloParameterKey, ParameterDescription } from '@penzugy/finance-core';
import { NUMBER_FIELD_STRINGS, NumberField, type NumberFieldChangeInfo } from '../fields';
import type { InputProblem } from './form-value';

/** Keys of inputs whose hint gives only a minimum (finance-core's 10¹² ceiling is a safety bound, not a hint). */
const MIN_ONLY_HINT: readonly MonteCarloParameterKey[] = ['initialValue', 'reversionLevel'];

function fieldHint(p: ParameterDescription): string {
  const range = NUMBER_FIELD_STRINGS.rangeHint(
    p.min,
    MIN_ONLY_HINT.includes(p.key) ? undefined : p.max,
    p.step,
    p.unit,
  );
  return p.symbol ? `${p.symbol} – ${range}` : range;
}

export interface ParameterFieldProps {
  id: string;
  parameter: ParameterDescription;
  value: number;
  problem: InputProblem | null;
  onChange: (key: MonteCarloParameterKey, value: number | null, info: NumberFieldChangeInfo) => void;
}

/** One numeric input with its range hint; the engine's message shows under it when it names this field. */
export function ParameterField({ id, parameter: p, value, problem, onChange }: ParameterFieldProps) {
  return (
    <NumberField
      id={id}
      label={p.label}
      unit={p.unit || undefined}
      min={p.min}
      max={p.max}
      step={p.step}
      integer={p.integer}
      hint={fieldHint(p)}
      value={value}
      error={problem?.field === p.key ? problem.message : null}
      onChange={(next, info) => onChange(p.key, next, info)}
    />
  );
}
