export { Field, fieldMessages } from './Field';
export type { FieldControlProps, FieldMessageProps, FieldProps } from './Field';
// The controls' shared look (the frame draws label, hint and error; each control styles its input).
export * as fieldStyles from './Field.css';
// The box of a native control (text, date, select, search, textarea), apart so the fields that draw their own do not carry it.
export { control as controlClass } from './control.css';
