import type { SelectStrings } from '../SelectMenu';

/**
 * User-facing text of the MultiSelect.
 *
 * The original component shipped English defaults on a Hungarian site ('Select', 'Select All',
 * 'UnSelect All', 'Search', 'No data available', 'No filtered data available'; docs/product.md#dropdowns). That was
 * a defect: these are the Hungarian texts.
 */
export const MULTI_SELECT_STRINGS = {
  placeholder: 'Válasszon...',
  searchPlaceholder: 'Keresés...',
  noResults: 'Nincs találat',
  noOptions: 'Nincs elérhető adat',
  /** Announced while filtering. */
  resultCount: (count: number) => `${count} találat`,
  moreResults: (count: number) => `További ${count} találat – szűkítse a keresést.`,
  selectAll: 'Összes kijelölése',
  unselectAll: 'Kijelölés megszüntetése',
  /** Shown in the panel when a limit is set. */
  limitHint: (limit: number) => `Legfeljebb ${limit} elem választható.`,
  /** Announced when a selection beyond the limit is refused. */
  limitReached: (limit: number) => `Legfeljebb ${limit} elemet választhat. Előbb vegyen ki egyet a kijelöltek közül.`,
} as const satisfies SelectStrings;
