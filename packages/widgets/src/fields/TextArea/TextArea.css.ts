import { style } from '@vanilla-extract/css';
import { vars } from '../../theme';
import { controlClass } from '../Field';

/** A multi-line text box: the fields' control look, with room for lines and a vertical resize handle. */
export const textArea = style([
  controlClass,
  { padding: vars.space.sm, lineHeight: 1.5, resize: 'vertical', minHeight: `calc(3 * 1.5em + 2 * ${vars.space.sm})` },
]);
