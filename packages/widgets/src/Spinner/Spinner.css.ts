import { keyframes, style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../theme';

const spin = keyframes({ to: { transform: 'rotate(360deg)' } });
const pulse = keyframes({ '0%, 100%': { opacity: 1 }, '50%': { opacity: 0.45 } });

export const root = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.sm,
  color: vars.color.text,
});

export const ring = style({
  flexShrink: 0,
  borderRadius: '50%',
  border: `3px solid ${vars.color.border}`,
  borderTopColor: vars.color.accent,
  animation: `${spin} 0.9s linear infinite`,
  '@media': {
    // No spinning for people who asked for less motion: a slow fade still shows that work goes on.
    '(prefers-reduced-motion: reduce)': { animation: `${pulse} 2s ease-in-out infinite` },
  },
});

export const size = styleVariants({
  sm: { width: '16px', height: '16px', borderWidth: '2px' },
  md: { width: '24px', height: '24px' },
  lg: { width: '40px', height: '40px', borderWidth: '4px' },
});

export const label = style({ fontSize: vars.fontSize.md });
