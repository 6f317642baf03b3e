import { style } from '@vanilla-extract/css';
import { vars } from '../../theme';

export const bar = style({ shapeRendering: 'crispEdges' });
/** The bar under the cursor gets an outline in the text colour (visible in both themes). */
export const barActive = style({ stroke: vars.color.text, strokeWidth: 2 });
