export { Button, BUTTON_VARIANTS } from './Button';
// The button's look, for links that must look like buttons (a download link, say).
export { button } from './button-class';
export type { ButtonLook } from './button-class';
export type { ButtonProps } from './Button';
