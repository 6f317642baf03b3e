export { SelectField } from './SelectField';
export type { SelectFieldOption, SelectFieldProps } from './SelectField';
