import { globalStyle, style } from '@vanilla-extract/css';
import { controlHeight, flexColumn, focusRing, mutedText, panelBox, titleText, vars, widgetRoot } from '../theme';

export const root = style([widgetRoot, { color: vars.color.text, minWidth: 0 }]);

/** Sidebar and viewer side by side on wide screens, stacked on narrow ones. */
export const layout = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space.md,
  alignItems: 'start',
  '@media': { '(min-width: 960px)': { gridTemplateColumns: 'minmax(16rem, 22rem) minmax(0, 1fr)' } },
});

export const panel = style({
  ...flexColumn(vars.space.sm),
  padding: vars.space.md,
  ...panelBox,
  minWidth: 0,
});

export const heading = style(titleText);
globalStyle(`${heading}:focus`, { outline: 'none' });
globalStyle(`${heading}:focus-visible`, focusRing());

export const muted = style(mutedText);

/** Loading, error and empty states: the whole widget's width. */
export const state = style([
  panel,
  { alignItems: 'center', textAlign: 'center', padding: vars.space.xl, gap: vars.space.md },
]);
export const stateTitle = style({ margin: 0, fontSize: vars.fontSize.lg, fontWeight: vars.fontWeight.bold });
export const errorText = style({ margin: 0, color: vars.color.text });
export const errorState = style({ borderColor: vars.color.danger });

export const list = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  ...flexColumn(vars.space.xs),
});

/** A row of the list: the whole row is the button. */
export const item = style({
  display: 'grid',
  gap: `2px ${vars.space.sm}`,
  width: '100%',
  padding: vars.space.sm,
  border: `1px solid transparent`,
  borderRadius: vars.radius.md,
  background: 'transparent',
  color: vars.color.text,
  font: 'inherit',
  textAlign: 'start',
  cursor: 'pointer',
  selectors: {
    '&:hover': { background: vars.color.surfaceRaised, borderColor: vars.color.border },
    '&:focus-visible': focusRing(),
    '&[aria-current="true"]': { background: vars.color.surfaceRaised, borderColor: vars.color.accent },
  },
});
export const companyItem = style([item, { gridTemplateColumns: '4.5rem minmax(0, 1fr)', alignItems: 'baseline' }]);
export const documentItem = style([item, { gridTemplateColumns: 'auto minmax(0, 1fr) auto', alignItems: 'center' }]);

export const ticker = style({
  fontFamily: vars.font.mono,
  fontWeight: vars.fontWeight.bold,
  color: vars.color.accent,
  overflowWrap: 'anywhere',
});
export const companyName = style({ fontWeight: vars.fontWeight.bold, overflowWrap: 'anywhere' });
export const count = style({ gridColumn: '2', color: vars.color.textMuted, fontSize: vars.fontSize.sm });

export const badge = style({
  display: 'inline-block',
  padding: `2px ${vars.space.xs}`,
  borderRadius: vars.radius.sm,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.background,
  fontFamily: vars.font.mono,
  fontSize: vars.fontSize.sm,
  whiteSpace: 'nowrap',
});
export const documentTitle = style({ overflowWrap: 'anywhere' });
export const documentDate = style({ gridColumn: '2', color: vars.color.textMuted, fontSize: vars.fontSize.sm });
export const format = style({ gridRow: '1', gridColumn: '3', color: vars.color.textMuted, fontSize: vars.fontSize.sm });

export const back = style({ alignSelf: 'flex-start' });

export const filter = style({
  border: 0,
  margin: 0,
  padding: 0,
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.xs,
});
export const filterLegend = style({
  padding: 0,
  marginBottom: vars.space.xs,
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
  width: '100%',
});
/** The radio sits under its label (still focusable and announced); the label is the chip. */
export const chipInput = style({ position: 'absolute', opacity: 0, width: '1px', height: '1px', margin: 0 });
export const chip = style({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: controlHeight.small,
  padding: `0 ${vars.space.sm}`,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.pill,
  background: vars.color.surfaceRaised,
  fontSize: vars.fontSize.sm,
  cursor: 'pointer',
  selectors: { '&:hover': { borderColor: vars.color.accent } },
});
globalStyle(`${chipInput}:checked + ${chip}`, {
  background: vars.color.accent,
  color: vars.color.accentText,
  borderColor: vars.color.accent,
});
globalStyle(`${chipInput}:focus-visible + ${chip}`, focusRing());

export const placeholder = style([
  panel,
  { alignItems: 'center', justifyContent: 'center', textAlign: 'center', minHeight: '16rem' },
]);

export const viewerHeader = style({
  display: 'flex',
  justifyContent: 'space-between',
  alignItems: 'flex-start',
  gap: vars.space.md,
  flexWrap: 'wrap',
});
export const meta = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: `${vars.space.xs} ${vars.space.lg}`,
  margin: `${vars.space.xs} 0 0`,
  fontSize: vars.fontSize.sm,
});
globalStyle(`${meta} > div`, { display: 'flex', gap: vars.space.xs });
globalStyle(`${meta} dt`, { color: vars.color.textMuted });
globalStyle(`${meta} dd`, { margin: 0 });
