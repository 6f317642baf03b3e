export * from './SelectField';
export * from './DateField';
export * from './RadioGroup';
export * from './TextField';
export * from './NumberField';
