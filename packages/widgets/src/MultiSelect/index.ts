export { MultiSelect } from './MultiSelect';
export type { MultiSelectProps } from './MultiSelect';
export type { SelectOption } from '../SelectMenu';
export { filterOptions } from '../SelectMenu';
export {
  MULTI_SELECT_LIST_MAX_HEIGHT_PX,
  SELECT_PANEL_MAX_HEIGHT_PX,
  NO_SELECTION_LIMIT,
  MULTI_SELECT_SEARCHABLE_DEFAULT,
} from '../SelectMenu';
export { MULTI_SELECT_STRINGS } from './strings';
