export { NumberField, NumberFieldTypingPause, NUMBER_FIELD_UNITS } from './NumberField';
export type { NumberFieldProps, NumberFieldChangeInfo } from './NumberField';
export { readNumberField } from './validate';
export type { NumberFieldReading, NumberFieldRules, NumberFieldErrorReason } from './validate';
export { NUMBER_FIELD_STRINGS } from './strings';
