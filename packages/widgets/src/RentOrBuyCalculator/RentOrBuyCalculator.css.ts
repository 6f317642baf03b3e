import { style } from '@vanilla-extract/css';
import { vars } from '../theme';

/** The break-even sentence: the answer, in bold. */
export const strong = style({ fontWeight: vars.fontWeight.bold });
