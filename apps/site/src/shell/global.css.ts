import { assignVars, globalStyle } from '@vanilla-extract/css';
import { darkTheme, lightTokens, vars } from '@penzugy/widgets';

globalStyle('*, *::before, *::after', { boxSizing: 'border-box' });
globalStyle('body', { margin: 0 });
// Smooth scrolling for the table of contents and the letter bar, unless the visitor asked for less motion.
globalStyle('html', {
  '@media': { '(prefers-reduced-motion: no-preference)': { scrollBehavior: 'smooth' } },
});

// Prerendered pages are rendered dark (the server cannot know the visitor's choice) and hydrate
// dark; a visitor who chose light has html[data-theme='light'] from the inline script before the
// first paint, so the dark class takes the light colours until React switches the class.
globalStyle(`html[data-theme='light'] .${darkTheme}`, { vars: assignVars(vars, lightTokens), colorScheme: 'light' });
