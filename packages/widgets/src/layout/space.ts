import { vars } from '../theme';

/** The theme's spacing scale, plus 0 for the many `margin: 0` resets. */
export const SPACE = { 0: '0', ...vars.space };

/** A spacing step of the theme (or 0). */
export type Space = keyof typeof SPACE;
