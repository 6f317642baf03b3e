import { style } from '@vanilla-extract/css';
import { CHART_TEXT_SIZE, vars } from '../../theme';

export const curve = style({
  fill: 'none',
  stroke: vars.chart.portfolio,
  strokeWidth: 3,
  strokeLinejoin: 'round',
  strokeLinecap: 'round',
});
export const cml = style({ stroke: vars.chart.marker, strokeWidth: 2, strokeDasharray: '6 4' });
export const point = style({ stroke: vars.color.background, strokeWidth: 1.5 });
export const activeRing = style({ fill: 'none', stroke: vars.color.text, strokeWidth: 2, pointerEvents: 'none' });
export const label = style({
  fill: vars.color.text,
  fontSize: CHART_TEXT_SIZE,
  fontVariantNumeric: 'tabular-nums',
  pointerEvents: 'none',
});
export const markLabel = style({
  fill: vars.color.text,
  fontSize: CHART_TEXT_SIZE,
  fontWeight: vars.fontWeight.bold,
  pointerEvents: 'none',
});
