import { style } from '@vanilla-extract/css';
import { vars } from '@penzugy/widgets';

export const hero = style({ textAlign: 'center', padding: `${vars.space.xl} 0` });

// Centred text, but not `align-items: center` on the card: its body would shrink to what has been
// parsed so far and widen as the rest arrives, a layout shift on a slow connection (issue 27). The
// body stretches, and centres its drawing itself (pages.css.ts `centered`).
export const robotCard = style({ textAlign: 'center' });

// Two drawings per card; hover or keyboard focus shows the working robot.
export const idle = style({
  display: 'block',
  selectors: { [`${robotCard}:hover &, ${robotCard}:focus-within &`]: { display: 'none' } },
});
export const working = style({
  display: 'none',
  selectors: { [`${robotCard}:hover &, ${robotCard}:focus-within &`]: { display: 'block' } },
});

export const steps = style({
  counterReset: 'step',
  listStyle: 'none',
  padding: 0,
  display: 'grid',
  gap: vars.space.md,
  gridTemplateColumns: 'repeat(auto-fit, minmax(220px, 1fr))',
});

export const step = style({
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  selectors: {
    '&::before': {
      counterIncrement: 'step',
      content: 'counter(step) "."',
      fontSize: vars.fontSize.xl,
      fontWeight: vars.fontWeight.bold,
      color: vars.color.accent,
    },
  },
});

// Centred under the title: the hero's class and this one, so the shared lead's side margins lose
// whatever order the two stylesheets load in (they did not, and the text sat left of the title).
export const heroLead = style({ selectors: { [`${hero} &`]: { marginInline: 'auto' } } });
