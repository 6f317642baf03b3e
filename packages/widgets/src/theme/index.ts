export { vars } from './contract.css';
export { focusRing, noFocusRing, outlineMark } from './focus-ring';
export { controlHeight, zIndex } from './scales';
export { darkTheme, lightTheme } from './themes.css';
export { darkTokens, lightTokens } from './tokens';
export { ThemeRoot, THEME_NAMES, themeClass, useThemeClass } from './ThemeRoot';
export type { ThemeName, ThemeRootProps } from './ThemeRoot';
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
