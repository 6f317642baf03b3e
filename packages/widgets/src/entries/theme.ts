/**
 * `@penzugy/widgets/theme`: the theme's values without any React — the contract's CSS variables
 * (`vars`), both themes' classes and token values, the focus ring and the fixed scales. For a
 * vanilla-extract stylesheet of an app (the embed's runtime styles, a themer's overrides) and for a
 * React Server Component, which may not import a module that uses hooks, and `themeClass` for a
 * server-rendered `<body>`. `ThemeRoot` and `useThemeClass` come from the main entry.
 */
export { THEME_NAMES, themeClass } from '../theme/theme-class';
export type { ThemeName } from '../theme/theme-class';
export { vars } from '../theme/contract.css';
export { darkTheme, lightTheme } from '../theme/themes.css';
export { darkTokens, lightTokens } from '../theme/tokens';
export { focusRing, noFocusRing, outlineMark } from '../theme/focus-ring';
export { controlHeight, zIndex } from '../theme/scales';
