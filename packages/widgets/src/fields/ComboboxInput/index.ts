export { ComboboxInput } from './ComboboxInput';
export type { ComboboxInputProps } from './ComboboxInput';
