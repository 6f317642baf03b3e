import { style, styleVariants } from '@vanilla-extract/css';
import { vars, widgetRoot } from '../theme';

/** Layout choice: how much of the trend colour tints the screen, in percent. */
const TREND_WASH_PERCENT = 9;

export const root = style([
  widgetRoot,
  {
    display: 'flex',
    flexDirection: 'column',
    gap: vars.space.lg,
    padding: vars.space.lg,
    borderRadius: vars.radius.lg,
    border: `1px solid ${vars.color.border}`,
    borderTopWidth: '6px',
    color: vars.color.text,
    minWidth: 0,
  },
]);

/**
 * Green or red by the range's change (docs/product.md#stock-screen): a top border and a faint wash of the colour over
 * the surface. The wash is a real background (color-mix, with the plain surface as the fallback), so
 * axe measures the text's contrast on it. The trend is also written out (trendText).
 */
const wash = (color: string) => [
  vars.color.surface,
  `color-mix(in srgb, ${color} ${TREND_WASH_PERCENT}%, ${vars.color.surface})`,
];

export const trend = styleVariants({
  up: { borderTopColor: vars.color.positive, background: wash(vars.color.positive) },
  down: { borderTopColor: vars.color.negative, background: wash(vars.color.negative) },
});

export const header = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'flex-start', gap: vars.space.md });

export const logo = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  flexShrink: 0,
  width: '56px',
  height: '56px',
  borderRadius: vars.radius.lg,
  background: vars.color.surfaceRaised,
  border: `1px solid ${vars.color.border}`,
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.bold,
  letterSpacing: '0.04em',
});

export const identity = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  flex: '1 1 14rem',
  minWidth: 0,
});

export const name = style({ margin: 0, fontSize: vars.fontSize.xl, fontWeight: vars.fontWeight.bold, lineHeight: 1.2 });

export const muted = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.sm });

export const quote = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-end',
  gap: vars.space.xs,
  textAlign: 'end',
});

export const price = style({
  margin: 0,
  fontSize: vars.fontSize.xxl,
  fontWeight: vars.fontWeight.bold,
  fontVariantNumeric: 'tabular-nums',
  lineHeight: 1.1,
});

export const changeLine = style({ margin: 0, fontSize: vars.fontSize.lg, fontWeight: vars.fontWeight.bold });

export const trendText = style({ margin: 0, fontSize: vars.fontSize.sm, fontWeight: vars.fontWeight.bold });

export const slot = style({ flexBasis: '100%', display: 'flex', justifyContent: 'flex-end' });

export const ranges = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.xs });

export const rangeButton = style({ minWidth: '3.25rem' });

export const section = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm });

export const sectionTitle = style({ margin: 0, fontSize: vars.fontSize.lg, fontWeight: vars.fontWeight.bold });

export const paragraph = style({ margin: 0, lineHeight: 1.65, maxWidth: '60rem' });

export const facts = style({
  display: 'grid',
  gridTemplateColumns: 'max-content minmax(0, 1fr)',
  gap: `${vars.space.xs} ${vars.space.md}`,
  margin: 0,
  fontSize: vars.fontSize.sm,
});

export const factLabel = style({ color: vars.color.textMuted });

export const factValue = style({ margin: 0, overflowWrap: 'anywhere' });
