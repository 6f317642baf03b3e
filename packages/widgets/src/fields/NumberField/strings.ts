import { formatNumber } from '@penzugy/finance-core';

/**
 * User-facing text of the NumberField. Messages start with the field's label, like finance-core's
 * FinanceInputError messages, so both read the same under a field.
 */

/** A bound or step as Hungarians read it: `100 000 000`, `0,01`, `-0,5` (U+00A0 groups, like Intl). */
export function formatBound(value: number): string {
  const fraction = String(value).split('.')[1] ?? '';
  return formatNumber(value, Math.min(fraction.length, 6));
}

/** Appends a unit: `%` sticks to the number (as Intl hu-HU writes it), others take a no-break space. */
export function withUnit(text: string, unit: string | undefined): string {
  if (!unit) return text;
  return unit === '%' ? `${text}%` : `${text}\u00a0${unit}`;
}

export const NUMBER_FIELD_STRINGS = {
  empty: (label: string) => `${label}: adjon meg egy értéket.`,
  notANumber: (label: string) => `${label}: adjon meg érvényes számot.`,
  notInteger: (label: string) => `${label}: egész számot adjon meg.`,
  belowMin: (label: string, min: number) => `${label}: nem lehet kisebb, mint ${formatBound(min)}.`,
  aboveMax: (label: string, max: number) => `${label}: nem lehet nagyobb, mint ${formatBound(max)}.`,
  /** 'Tartomány: 1–30 év', 'Legkisebb érték: 1, lépésköz: 100', 'Legnagyobb érték: 50%'. */
  rangeHint: (min?: number, max?: number, step?: number, unit?: string) => {
    let range = '';
    if (min !== undefined && max !== undefined)
      range = `Tartomány: ${withUnit(`${formatBound(min)}–${formatBound(max)}`, unit)}`;
    else if (min !== undefined) range = `Legkisebb érték: ${withUnit(formatBound(min), unit)}`;
    else if (max !== undefined) range = `Legnagyobb érték: ${withUnit(formatBound(max), unit)}`;
    const stepText = step !== undefined ? `lépésköz: ${formatBound(step)}` : '';
    if (range && stepText) return `${range}, ${stepText}`;
    return range || (stepText ? stepText[0]!.toUpperCase() + stepText.slice(1) : '');
  },
} as const;
