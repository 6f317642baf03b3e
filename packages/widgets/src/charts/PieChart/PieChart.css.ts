import { style } from '@vanilla-extract/css';
import { vars } from '../../theme';

/** Slices are separated by a hairline of the page colour, so neighbours of similar hue stay apart. */
export const slice = style({ stroke: vars.color.background, strokeWidth: 1.5, strokeLinejoin: 'round' });
export const label = style({ fill: vars.color.text, fontSize: '12px', fontVariantNumeric: 'tabular-nums' });
export const leader = style({ stroke: vars.chart.axis, strokeWidth: 1, fill: 'none' });
