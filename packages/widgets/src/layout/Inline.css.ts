import { styleVariants } from '@vanilla-extract/css';
import { SPACE } from './space';

/** A wrapping row per spacing step: the children `gap` apart, no outer margin. */
export const inline = styleVariants(SPACE, (gap) => ({ display: 'flex', flexWrap: 'wrap', gap, margin: 0 }));

/** How the children line up across the row. */
export const align = styleVariants(
  { start: 'flex-start', center: 'center', end: 'flex-end', baseline: 'baseline', stretch: 'stretch' },
  (alignItems) => ({ alignItems }),
);
