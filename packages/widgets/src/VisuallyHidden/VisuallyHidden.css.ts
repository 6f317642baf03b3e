import { style } from '@vanilla-extract/css';
import { visuallyHiddenRule } from '../theme';

/** Hidden on screen, still read by screen readers (theme/style-fragments.ts). */
export const visuallyHidden = style(visuallyHiddenRule);
