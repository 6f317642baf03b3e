'use client';
/**
 * @penzugy/widgets/pdf — the PDF viewer and the document library. A subpath of its own because
 * they need pdf.js (`pdfjs-dist`, an optional peer dependency): apps that never show a document
 * neither install nor bundle it.
 */
export * from './PdfViewer';
export * from './DocumentLibrary';
