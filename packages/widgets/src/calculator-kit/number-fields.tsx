import type { ReactNode } from 'react';
import { NumberField, type NumberFieldChangeInfo } from '../fields';

/** The units the form calculators write next to their fields. */
export type FieldUnit = 'Ft' | '%' | 'év';

/**
 * Each field's unit, from the fields listed under each unit. Assigned to a `Record` of every field,
 * a field left out does not compile.
 */
export function fieldUnits<F extends string>(byUnit: Record<FieldUnit, readonly F[]>): Record<F, FieldUnit> {
  const units = {} as Record<F, FieldUnit>;
  for (const [unit, fields] of Object.entries(byUnit) as [FieldUnit, readonly F[]][]) {
    for (const field of fields) units[field] = unit;
  }
  return units;
}

export interface NumberFieldsOptions<F extends string> {
  /** The fields as typed (`null` where the text does not parse). */
  form: Readonly<Record<F, number | null>>;
  labels: Readonly<Record<F, string>>;
  units: Readonly<Record<F, FieldUnit>>;
  /** Fields that may be left empty; every other field is required. */
  optional: readonly F[];
  onChange: (field: F, next: number | null, info: NumberFieldChangeInfo) => void;
  /** finance-core's message for a field, while the field still holds the refused value. */
  error: (field: F) => string | null;
}

/** Draws a form calculator's NumberField for one of its inputs, labelled, united and checked from its tables. */
export function numberFieldRenderer<F extends string>({
  form,
  labels,
  units,
  optional,
  onChange,
  error,
}: NumberFieldsOptions<F>) {
  const renderField = (field: F, hint?: ReactNode) => (
    <NumberField
      key={field}
      name={field}
      label={labels[field]}
      unit={units[field]}
      value={form[field]}
      required={!optional.includes(field)}
      onChange={(next, info) => onChange(field, next, info)}
      error={error(field)}
      hint={hint}
    />
  );
  return renderField;
}
