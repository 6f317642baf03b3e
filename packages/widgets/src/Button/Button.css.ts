import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { CONTROL_MIN_HEIGHT, focusRing, SMALL_CONTROL_MIN_HEIGHT, vars } from '../theme';

export const button = recipe({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    gap: vars.space.sm,
    minHeight: CONTROL_MIN_HEIGHT,
    padding: `0 ${vars.space.md}`,
    border: '1px solid transparent',
    borderRadius: vars.radius.md,
    font: 'inherit',
    fontWeight: vars.fontWeight.bold,
    cursor: 'pointer',
    transition: 'background-color 120ms, border-color 120ms',
    selectors: {
      '&:focus-visible': focusRing(),
      '&:disabled': { cursor: 'not-allowed', opacity: 0.55 },
    },
  },
  variants: {
    variant: {
      primary: {
        background: vars.color.accent,
        color: vars.color.accentText,
        selectors: { '&:hover:not(:disabled)': { background: vars.color.accentHover } },
      },
      secondary: {
        background: vars.color.surfaceRaised,
        color: vars.color.text,
        borderColor: vars.color.border,
        selectors: { '&:hover:not(:disabled)': { borderColor: vars.color.accent } },
      },
      ghost: {
        background: 'transparent',
        color: vars.color.text,
        selectors: { '&:hover:not(:disabled)': { background: vars.color.surfaceRaised } },
      },
    },
    size: {
      sm: { minHeight: SMALL_CONTROL_MIN_HEIGHT, padding: `0 ${vars.space.sm}`, fontSize: vars.fontSize.sm },
      md: {},
    },
  },
  defaultVariants: { variant: 'primary', size: 'md' },
});

export type ButtonVariants = NonNullable<RecipeVariants<typeof button>>;
