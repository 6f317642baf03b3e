// A brand theme as the widgets' README shows it: the dark tokens with the brand's accent and radii.
import { createTheme } from '@vanilla-extract/css';
import { darkTokens, vars } from '@penzugy/widgets/theme';

export const brandTheme = createTheme(vars, {
  ...darkTokens,
  color: { ...darkTokens.color, accent: '#e4007f', accentHover: '#ff2a9d' },
  radius: { ...darkTokens.radius, md: '0px' },
});
