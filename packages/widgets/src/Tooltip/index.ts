export { Tooltip, TOOLTIP_SIDES } from './Tooltip';
export type { TooltipProps } from './Tooltip';
export {
  TOOLTIP_SHOW_DELAY_MS,
  TOOLTIP_HIDE_DELAY_MS,
  TOOLTIP_TOUCH_END_HIDE_DELAY_MS,
  TOOLTIP_LONG_PRESS_SHOW_DELAY_MS,
} from './constants';
