/** The texts the dropdown engine needs; MultiSelect and SearchDropdown each pass their own. */
export interface SelectStrings {
  placeholder: string;
  searchPlaceholder: string;
  noResults: string;
  noOptions: string;
  resultCount: (count: number) => string;
  /** Under a searchable single pick's list when matches are left out (SEARCH_LIST_LIMIT). */
  moreResults: (count: number) => string;
  selectAll: string;
  unselectAll: string;
  limitHint: (limit: number) => string;
  limitReached: (limit: number) => string;
}
