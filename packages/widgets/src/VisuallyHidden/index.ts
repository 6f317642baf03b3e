export { VisuallyHidden, VISUALLY_HIDDEN_ELEMENTS } from './VisuallyHidden';
export type { VisuallyHiddenProps } from './VisuallyHidden';
export { visuallyHidden as visuallyHiddenClass } from './VisuallyHidden.css';
