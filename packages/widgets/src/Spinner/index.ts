export { Spinner, SPINNER_SIZES } from './Spinner';
export type { SpinnerProps } from './Spinner';
export { SPINNER_STRINGS } from './strings';
