export { DocumentLibrary } from './DocumentLibrary';
export type { DocumentLibraryProps } from './DocumentLibrary';
export { selectionReducer, NO_SELECTION } from './selection';
export type { LibrarySelection, SelectionAction, TypeFilter } from './selection';
export { DOCUMENT_LIBRARY_STRINGS } from './strings';
