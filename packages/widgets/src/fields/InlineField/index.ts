// Private to fields/: Checkbox and RadioGroup are built on it; pages use those.
export { InlineField } from './InlineField';
export type { InlineFieldProps } from './InlineField';
