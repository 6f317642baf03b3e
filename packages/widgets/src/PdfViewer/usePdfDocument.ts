import { useEffect, useState } from 'react';
import { FALLBACK_PAGE_SIZE } from './constants';
import type { PageSize } from './layout';
import { pdfJsWithWorker, type PDFDocumentProxy, type PdfJsModule } from './pdfjs';

export type PdfDocumentState =
  | { status: 'empty' }
  | { status: 'loading' }
  | { status: 'error'; error: unknown }
  | { status: 'ready'; pdfjs: PdfJsModule; doc: PDFDocumentProxy; firstPage: PageSize };

type Settled = { key: string } & (
  | { status: 'error'; error: unknown }
  | { status: 'ready'; pdfjs: PdfJsModule; doc: PDFDocumentProxy; firstPage: PageSize }
);

/**
 * Loads the PDF at `url` with pdf.js (again whenever `url` or `attempt` changes) and destroys the
 * previous document and its worker, so switching documents never leaks a worker. A result belongs to
 * the url and attempt it was loaded for: from the render where either changes, the state is
 * 'loading', never the previous document.
 */
export function usePdfDocument(
  url: string | null | undefined,
  workerSrc: string | undefined,
  attempt: number,
): PdfDocumentState {
  const key = `${attempt}:${workerSrc ?? ''}:${url ?? ''}`;
  const [settled, setSettled] = useState<Settled | null>(null);

  useEffect(() => {
    if (!url) return;
    let cancelled = false;
    let task: { destroy: () => Promise<void> } | null = null;
    let loaded: PDFDocumentProxy | null = null;
    (async () => {
      const pdfjs = await pdfJsWithWorker(workerSrc);
      if (cancelled) return;
      // isEvalSupported: false keeps pdf.js working under a strict Content-Security-Policy (the embed).
      const loadingTask = pdfjs.getDocument({ url, isEvalSupported: false, enableXfa: false });
      task = loadingTask;
      const doc = await loadingTask.promise;
      loaded = doc;
      const page = await doc.getPage(1);
      const { width, height } = page.getViewport({ scale: 1 });
      if (!cancelled)
        setSettled({
          key,
          status: 'ready',
          pdfjs,
          doc,
          firstPage: width > 0 && height > 0 ? { width, height } : FALLBACK_PAGE_SIZE,
        });
    })().catch((error: unknown) => {
      if (!cancelled) setSettled({ key, status: 'error', error });
    });
    return () => {
      cancelled = true;
      void task?.destroy();
      void loaded?.destroy();
    };
  }, [url, workerSrc, key]);

  if (!url) return { status: 'empty' };
  if (settled === null || settled.key !== key) return { status: 'loading' };
  if (settled.status === 'error') return { status: 'error', error: settled.error };
  return { status: 'ready', pdfjs: settled.pdfjs, doc: settled.doc, firstPage: settled.firstPage };
}
