import { useState } from 'react';
import { NumberField } from '../fields';
import { INFLATION_FIELD, REAL_TERMS_STRINGS as T } from './real-terms';

export interface InflationFieldProps {
  /** The last valid inflation, percent a year. */
  value: number;
  /** Called with a valid value only: bad text stays in the field with its message naming the field. */
  onChange: (value: number, commit: boolean) => void;
  id?: string | undefined;
  name?: string | undefined;
}

/**
 * The expected inflation ('Várható infláció', %): range −10…50, the default and its KSH source in the
 * hint. NumberField names the field in its own message on bad text, and the results keep the last valid
 * value meanwhile, so nothing shows NaN.
 */
export function InflationField({ value, onChange, id, name = 'inflation' }: InflationFieldProps) {
  // The hint names today's default: read the rules once per mount, not on every keystroke.
  const [hint] = useState(() => T.inflationHint());
  return (
    <NumberField
      id={id}
      name={name}
      label={T.inflationLabel}
      unit="%"
      min={INFLATION_FIELD.min}
      max={INFLATION_FIELD.max}
      step={INFLATION_FIELD.step}
      value={value}
      hint={hint}
      onChange={(next, info) => {
        if (next !== null) onChange(next, info.trigger === 'commit');
      }}
    />
  );
}
