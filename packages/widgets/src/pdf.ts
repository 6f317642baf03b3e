'use client';
/**
 * @penzugy/widgets/pdf — the PDF viewer and the document library. A subpath of its own because
 * they need pdf.js (`pdfjs-dist`, an optional peer dependency): apps that never show a document
 * neither install nor bundle it. Exported by name, as src/index.ts.
 */
export {
  DocumentActions,
  HtmlDocumentFrame,
  PDF_VIEWER_STRINGS,
  PDF_ZOOM,
  PdfViewer,
  PdfWorkerMissingError,
  describePdfError,
  fileNameFromUrl,
  getPdfWorkerSrc,
  setPdfWorkerSrc,
} from './PdfViewer';
export type { DocumentActionsProps, HtmlDocumentFrameProps, PdfViewerProps } from './PdfViewer';
export { DOCUMENT_LIBRARY_STRINGS, DocumentLibrary, NO_SELECTION, selectionReducer } from './DocumentLibrary';
export type { DocumentLibraryProps, LibrarySelection, SelectionAction, TypeFilter } from './DocumentLibrary';
