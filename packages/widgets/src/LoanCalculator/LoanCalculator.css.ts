import { style } from '@vanilla-extract/css';
import { vars } from '../theme';

/** The 'unapplied changes' line: stronger than a hint, so it is noticed. */
export const pending = style({
  margin: 0,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.bold,
  color: vars.color.warning,
});

export const panelBody = style({ display: 'grid', gap: vars.space.md });

/**
 * A panel's heading button (the disclosure pattern): across the card, the sign of its state at the end
 * (a hidden span, not CSS `content`, which Chromium adds to the button's accessible name).
 */
export const toggle = style({
  width: '100%',
  justifyContent: 'space-between',
  textAlign: 'start',
  paddingInline: vars.space.xs,
});

/** A folded explanation (<details>), in small print. */
export const details = style({ fontSize: vars.fontSize.sm });

/** Its <summary>: bold and with a pointer, so it reads as the control it is. */
export const detailsSummary = style({ cursor: 'pointer', fontWeight: vars.fontWeight.bold });
