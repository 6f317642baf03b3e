export { vars } from './contract.css';
export { focusRing, noFocusRing, outlineMark } from './focus-ring';
export { controlHeight, zIndex } from './scales';
export { darkTheme, lightTheme } from './themes.css';
export { darkTokens, lightTokens } from './tokens';
export { ThemeRoot, useThemeClass } from './ThemeRoot';
export type { ThemeRootProps } from './ThemeRoot';
export { THEME_NAMES, themeClass } from './theme-class';
export type { ThemeName } from './theme-class';
export {
  bareList,
  CHART_TEXT_SIZE,
  controlBox,
  errorText,
  flexColumn,
  flexRow,
  labelText,
  legendEntry,
  legendList,
  mutedText,
  panelBox,
  raisedBox,
  textLink,
  titleText,
  visuallyHiddenRule,
  widgetColumn,
} from './style-fragments';
export { widgetRoot } from './widget-root.css';
