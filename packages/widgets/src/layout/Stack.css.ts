import { styleVariants } from '@vanilla-extract/css';
import { flexColumn } from '../theme';
import { SPACE } from './space';

/** A column per spacing step: the children `gap` apart, no outer margin. */
export const stack = styleVariants(SPACE, (gap) => ({ ...flexColumn(gap), margin: 0 }));
