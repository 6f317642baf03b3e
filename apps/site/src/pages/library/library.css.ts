import { style } from '@vanilla-extract/css';
import { vars } from '@penzugy/widgets';

export const asOf = style({ color: vars.color.textMuted, margin: `0 0 ${vars.space.md}` });

export const companies = style({
  display: 'grid',
  gap: vars.space.lg,
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(260px, 100%), 1fr))',
  padding: 0,
  margin: 0,
  listStyle: 'none',
});

export const company = style({ fontSize: vars.fontSize.md, margin: `0 0 ${vars.space.xs}` });

export const filings = style({ margin: 0, paddingInlineStart: vars.space.lg });
