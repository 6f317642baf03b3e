export { SearchDropdown } from './SearchDropdown';
export type { SearchDropdownProps } from './SearchDropdown';
export { SEARCH_DROPDOWN_STRINGS } from './strings';
