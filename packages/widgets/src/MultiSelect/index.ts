export { MultiSelect } from './MultiSelect';
export type { MultiSelectProps } from './MultiSelect';
export type { SelectOption } from './filter-options';
export { filterOptions } from './filter-options';
export {
  MULTI_SELECT_LIST_MAX_HEIGHT_PX,
  SELECT_PANEL_MAX_HEIGHT_PX,
  NO_SELECTION_LIMIT,
  MULTI_SELECT_SEARCHABLE_DEFAULT,
} from './constants';
export { MULTI_SELECT_STRINGS } from './strings';
