import { style } from '@vanilla-extract/css';
import { CHART_TEXT_SIZE, vars } from '../../theme';

/** Slices are separated by a hairline of the page colour, so neighbours of similar hue stay apart. */
export const slice = style({ stroke: vars.color.background, strokeWidth: 1.5, strokeLinejoin: 'round' });
export const label = style({ fill: vars.color.text, fontSize: CHART_TEXT_SIZE, fontVariantNumeric: 'tabular-nums' });
export const leader = style({ stroke: vars.chart.axis, strokeWidth: 1, fill: 'none' });
