import { MULTI_SELECT_STRINGS } from '../MultiSelect';
import type { SelectStrings } from '../SelectMenu';

/**
 * User-facing text of the SearchDropdown.
 *
 * The original shipped German defaults on a Hungarian site (placeholder 'Suche', empty result
 * 'Keine Optionen gefunden'; docs/product.md#dropdowns). That was a defect: these are the Hungarian texts. The
 * stock picker passes its own placeholder, 'Részvény' (docs/product.md#portfolio-optimiser).
 */
export const SEARCH_DROPDOWN_STRINGS: SelectStrings = {
  ...MULTI_SELECT_STRINGS,
  placeholder: 'Válasszon...',
  searchPlaceholder: 'Keresés...',
  noResults: 'Nincs találat',
  noOptions: 'Nincs elérhető adat',
};
