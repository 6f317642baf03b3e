export { vars } from './contract.css';
export { focusRing } from './focus-ring';
export { darkTheme, lightTheme } from './themes.css';
export { darkTokens, lightTokens } from './tokens';
export { ThemeRoot, THEME_NAMES, themeClass, useThemeClass } from './ThemeRoot';
export type { ThemeName, ThemeRootProps } from './ThemeRoot';
export {
  bareList,
  CHART_TEXT_SIZE,
  CONTROL_MIN_HEIGHT,
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
  SMALL_CONTROL_MIN_HEIGHT,
  textLink,
  titleText,
  widgetColumn,
} from './style-fragments';
