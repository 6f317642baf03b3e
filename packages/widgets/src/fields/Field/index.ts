export { Field } from './Field';
export type { FieldControlProps, FieldProps } from './Field';
// The controls' shared look (the frame draws label, hint and error; each control styles its input).
export * as fieldStyles from './Field.css';
