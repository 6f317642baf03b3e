/**
 * What the reader has chosen, and how each choice changes it (docs/product.md#library): choosing a company
 * clears the chosen document and resets the type filter to All; the back arrow clears company,
 * document and filter; closing the viewer clears the document.
 */
import type { DocumentType } from '@penzugy/documents';

export type TypeFilter = DocumentType | 'all';

export interface LibrarySelection {
  companyId: string | null;
  documentId: string | null;
  type: TypeFilter;
}

export type SelectionAction =
  | { type: 'company'; id: string }
  | { type: 'back' }
  | { type: 'document'; id: string }
  | { type: 'close' }
  | { type: 'filter'; value: TypeFilter };

export const NO_SELECTION: LibrarySelection = { companyId: null, documentId: null, type: 'all' };

export function selectionReducer(state: LibrarySelection, action: SelectionAction): LibrarySelection {
  switch (action.type) {
    case 'company':
      return { companyId: action.id, documentId: null, type: 'all' };
    case 'back':
      return NO_SELECTION;
    case 'document':
      return state.companyId === null ? state : { ...state, documentId: action.id };
    case 'close':
      return { ...state, documentId: null };
    case 'filter':
      return { ...state, type: action.value };
  }
}
