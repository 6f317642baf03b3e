export * from './SelectField';
export * from './DateField';
export * from './RadioGroup';
export * from './Checkbox';
export * from './TextField';
export * from './TextArea';
export * from './SearchField';
export * from './NumberField';
