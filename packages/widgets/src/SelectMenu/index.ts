/** The dropdown engine behind MultiSelect and SearchDropdown; not part of the package's public API. */
export { SelectMenu } from './SelectMenu';
export type { SelectMenuProps } from './SelectMenu';
export { filterOptions, searchKey } from './filter-options';
export type { SelectOption } from './filter-options';
export {
  MULTI_SELECT_LIST_MAX_HEIGHT_PX,
  SELECT_PANEL_MAX_HEIGHT_PX,
  NO_SELECTION_LIMIT,
  MULTI_SELECT_SEARCHABLE_DEFAULT,
} from './constants';
export type { SelectStrings } from './strings';
export { STOCK_OPTIONS } from './story-data';
