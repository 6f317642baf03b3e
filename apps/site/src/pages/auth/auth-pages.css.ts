import { style } from '@vanilla-extract/css';
import { focusRing, mutedText, vars, zIndex } from '@penzugy/widgets';

export const page = style({ maxWidth: '28rem', margin: '0 auto', paddingBottom: vars.space.xl });

export const form = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md });

/** A note beside a form (the account deletion's warning). */
export const hint = style(mutedText);

/** Form-level messages: a failure from the server, or accounts being unavailable. */
export const alert = style({
  margin: `0 0 ${vars.space.md}`,
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.danger}`,
  borderInlineStartWidth: '6px',
  background: vars.color.surfaceRaised,
  color: vars.color.text,
});

export const status = style([alert, { borderColor: vars.color.accent }]);

/** The account forms and the message that covers them share one grid cell (AccountsGuard). */
export const guard = style({ display: 'grid' });

export const guarded = style({ gridArea: '1 / 1', minWidth: 0 });

/** Under the message: still laid out, so nothing moves, but dimmed. */
export const guardedOff = style({ opacity: 0.35, filter: 'blur(1px)' });

export const guardCover = style({ gridArea: '1 / 1', position: 'relative', zIndex: zIndex.raised, alignSelf: 'start' });

export const guardText = style({ margin: `0 0 ${vars.space.sm}` });

/** Inside the form the column's gap spaces the failure already. */
export const inForm = style({ margin: 0 });

export const submit = style({ width: '100%' });

export const divider = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  margin: `${vars.space.xs} 0`,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
  selectors: {
    '&::before, &::after': { content: '""', flex: 1, borderTop: `1px solid ${vars.color.border}` },
  },
});

export const social = style({ display: 'grid', gap: vars.space.sm });

export const links = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  margin: `${vars.space.md} 0 0`,
  padding: 0,
  listStyle: 'none',
});

export const link = style({
  color: vars.color.accent,
  selectors: { '&:focus-visible': focusRing() },
});
