export { Button, BUTTON_VARIANTS } from './Button';
export type { ButtonProps } from './Button';
