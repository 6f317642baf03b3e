/**
 * Loading pdf.js. It is imported on demand, so pages without a viewer never download it, and it needs
 * its worker script's URL: a library build cannot bundle that (Vite's `?url` works only in an app),
 * so the app sets it once:
 *
 *   import workerSrc from 'pdfjs-dist/build/pdf.worker.min.mjs?url';
 *   setPdfWorkerSrc(workerSrc);
 *
 * or passes `workerSrc` to a viewer.
 */
import type * as PdfJs from 'pdfjs-dist';
import { PdfWorkerMissingError } from './errors';

export type PdfJsModule = typeof PdfJs;
export type { PDFDocumentProxy, PDFPageProxy } from 'pdfjs-dist';

let defaultWorkerSrc: string | undefined;

/** Sets the pdf.js worker URL every viewer uses unless it gets its own `workerSrc`. */
export function setPdfWorkerSrc(url: string): void {
  defaultWorkerSrc = url;
}

/** The worker URL set by {@link setPdfWorkerSrc}, if any. */
export function getPdfWorkerSrc(): string | undefined {
  return defaultWorkerSrc;
}

let loading: Promise<PdfJsModule> | null = null;

/** pdf.js itself, imported once; a failed import is tried again next time. */
export function loadPdfJs(): Promise<PdfJsModule> {
  loading ??= import('pdfjs-dist').catch((e: unknown) => {
    loading = null;
    throw e;
  });
  return loading;
}

/** pdf.js with its worker configured; rejects with {@link PdfWorkerMissingError} if no URL is known. */
export async function pdfJsWithWorker(workerSrc: string | undefined): Promise<PdfJsModule> {
  const src = workerSrc ?? defaultWorkerSrc;
  if (!src) throw new PdfWorkerMissingError();
  const pdfjs = await loadPdfJs();
  pdfjs.GlobalWorkerOptions.workerSrc = src;
  return pdfjs;
}
