import { style } from '@vanilla-extract/css';
import {
  bareList,
  controlHeight,
  flexColumn,
  focusRing,
  mutedText,
  textLink,
  vars,
  widgetRoot,
  zIndex,
} from '../theme';

export const root = style([widgetRoot, { ...flexColumn(vars.space.lg), color: vars.color.text }]);

/** The letter bar sticks to the top while the sections scroll under it. */
export const letterNav = style({
  position: 'sticky',
  top: 0,
  zIndex: zIndex.raised,
  padding: `${vars.space.sm} 0`,
  background: vars.color.background,
  borderBottom: `1px solid ${vars.color.border}`,
});

export const letterNavStatic = style({ padding: `${vars.space.sm} 0`, borderBottom: `1px solid ${vars.color.border}` });

export const letterList = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.xs,
  ...bareList,
});

export const letterLink = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  minWidth: '2.5rem',
  minHeight: '2.5rem',
  padding: `0 ${vars.space.sm}`,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  color: vars.color.text,
  fontWeight: vars.fontWeight.bold,
  textDecoration: 'none',
  selectors: {
    '&:hover': { borderColor: vars.color.accent },
    '&:focus-visible': focusRing(),
    '&[aria-current="page"]': {
      background: vars.color.accent,
      color: vars.color.accentText,
      borderColor: vars.color.accent,
    },
  },
});

export const sections = style({ ...flexColumn(vars.space.xl) });

export const section = style({ ...flexColumn(vars.space.sm) });

export const letterHeading = style({
  margin: 0,
  fontSize: vars.fontSize.xxl,
  fontWeight: vars.fontWeight.bold,
  lineHeight: 1.2,
  // Clear the sticky letter bar when a section is scrolled to.
  scrollMarginTop: '5rem',
  selectors: { '&:focus-visible': focusRing(), '&:focus': { outline: 'none' } },
});

export const termList = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 16rem), 1fr))',
  gap: `${vars.space.xs} ${vars.space.md}`,
  ...bareList,
});

export const link = style(textLink);

export const allLink = style([link, { alignSelf: 'flex-start', fontWeight: vars.fontWeight.bold }]);

export const muted = style(mutedText);

export const title = style({
  margin: 0,
  fontSize: vars.fontSize.xxl,
  fontWeight: vars.fontWeight.bold,
  lineHeight: 1.2,
});

export const article = style([widgetRoot, { ...flexColumn(vars.space.md), maxWidth: '46rem' }]);

export const definition = style({
  ...flexColumn(vars.space.sm),
  fontSize: vars.fontSize.md,
});

export const paragraph = style({ margin: 0, lineHeight: 1.65 });

export const subheading = style({ margin: 0, fontSize: vars.fontSize.lg, fontWeight: vars.fontWeight.bold });

export const relatedList = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.sm,
  ...bareList,
});

/** The calculator call to action: a link that looks like the primary button. */
export const cta = style({
  display: 'inline-flex',
  alignSelf: 'flex-start',
  alignItems: 'center',
  minHeight: controlHeight.regular,
  padding: `0 ${vars.space.md}`,
  borderRadius: vars.radius.md,
  background: vars.color.accent,
  color: vars.color.accentText,
  fontWeight: vars.fontWeight.bold,
  textDecoration: 'none',
  selectors: { '&:hover': { background: vars.color.accentHover }, '&:focus-visible': focusRing() },
});

export const ctaBox = style({
  ...flexColumn(vars.space.sm),
  padding: vars.space.md,
  borderRadius: vars.radius.lg,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
});
