import { assignVars, globalStyle, style } from '@vanilla-extract/css';
import { vars } from './contract.css';
import { themeSurface } from './style-fragments';
import { darkTheme, lightTheme } from './themes.css';
import { darkTokens } from './tokens';

/**
 * On the outermost element of the calculators, the heatmap, the PDF viewer, the document library,
 * the glossary, the market tables, the stock view and the cards (not on a chart, a primitive or the
 * stale-data banner drawn alone: those take the host page's text colour and font, their colours
 * from the `:root` defaults). Under a theme root (ThemeRoot, or a theme
 * class on `<body>`) it does nothing. A widget rendered with no theme root above it paints what a
 * theme root would, its background, text colour and font, from the variables' defaults on `:root`
 * (the dark theme), so it is readable on any page; without this, its text took the host page's
 * colour over the widget's dark surfaces (issue 26). A widget inside another widget is left alone.
 */
export const widgetRoot = style({});

const themeless = `${widgetRoot}:not(:is(${darkTheme}, ${lightTheme}, ${widgetRoot}) *)`;
const { background, ...text } = themeSurface;
globalStyle(themeless, { ...text, colorScheme: 'dark' });
// The background at zero specificity: a widget whose root paints its own (a card's surface) keeps it.
globalStyle(`:where(${themeless})`, { background });

// The dark theme's values are the page's defaults, at zero specificity (`:where`), so a widget
// rendered outside any theme root still has every variable (dark is the default theme), and any
// rule of the page, however plain, overrides them (`.brand { --penzugy-color-accent: … }`). The
// names are namespaced, so nothing else on the page reads them. Here rather than with the themes:
// only a widget root needs them, and the embed, whose widgets always sit in a theme root inside a
// shadow root where `:root` matches nothing, leaves this file out (apps/embed/build/plugins.mjs).
globalStyle(':where(:root)', { vars: assignVars(vars, darkTokens) });
