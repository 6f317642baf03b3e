import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '@penzugy/widgets';

export const rule = style({
  borderTop: `1px solid ${vars.color.border}`,
  padding: `${vars.space.md} 0`,
  // The anchors a figure's rule link points at land below the sticky header.
  scrollMarginTop: '5rem',
});

/** The contents list: its links a line apart were under the 24 px tap-target spacing (axe's target-size). */
export const contents = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm });

export const ruleTitle = style({ fontSize: vars.fontSize.lg, margin: `0 0 ${vars.space.sm}` });

export const current = style({ margin: `0 0 ${vars.space.sm}`, fontSize: vars.fontSize.md });

export const facts = style({
  display: 'grid',
  gridTemplateColumns: 'max-content 1fr',
  gap: `${vars.space.xs} ${vars.space.md}`,
  margin: `0 0 ${vars.space.sm}`,
  '@media': { '(max-width: 600px)': { gridTemplateColumns: '1fr' } },
});

export const term = style({ color: vars.color.textMuted, margin: 0 });
export const detail = style({ margin: 0, overflowWrap: 'anywhere' });

const badge = style({
  display: 'inline-block',
  padding: `0 ${vars.space.sm}`,
  borderRadius: vars.radius.sm,
  fontSize: vars.fontSize.sm,
  border: `1px solid currentColor`,
});
export const confirmed = style([badge, { color: vars.color.positive }]);
export const unconfirmed = style([badge, { color: vars.color.warning }]);

export const history = style({
  width: '100%',
  borderCollapse: 'collapse',
  fontSize: vars.fontSize.sm,
});
globalStyle(`${history} th, ${history} td`, {
  textAlign: 'start',
  padding: vars.space.xs,
  borderBottom: `1px solid ${vars.color.border}`,
  verticalAlign: 'top',
});

export const scroll = style({ overflowX: 'auto' });

export const dayTool = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'end',
  gap: vars.space.md,
  margin: `0 0 ${vars.space.lg}`,
});

export const formula = style({
  fontFamily: vars.font.mono,
  background: vars.color.surface,
  padding: vars.space.sm,
  borderRadius: vars.radius.sm,
  overflowX: 'auto',
});
