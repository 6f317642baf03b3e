import { createTheme, globalStyle } from '@vanilla-extract/css';
import { vars } from './contract.css';
import { themeSurface } from './style-fragments';
import { darkTokens, lightTokens } from './tokens';

/** Class that applies the dark theme (the default) to its subtree. */
export const darkTheme = createTheme(vars, darkTokens);
/** Class that applies the light theme to its subtree. */
export const lightTheme = createTheme(vars, lightTokens);

// Both themes set the base colours and font so a widget dropped into any host page (or a shadow root
// whose host has `all: unset`) starts from the same place: a theme root paints its own background,
// otherwise dark-theme text would sit on a host's white page.
for (const theme of [darkTheme, lightTheme]) {
  globalStyle(theme, { ...themeSurface, colorScheme: theme === darkTheme ? 'dark' : 'light' });
}
