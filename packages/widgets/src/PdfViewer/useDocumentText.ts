import { useMemo } from 'react';
import { objectKey, useAsyncData } from '../primitives';
import type { PDFDocumentProxy } from './pdfjs';
import { buildPageText, type PageText, type TextItemLike } from './search';

export type DocumentTextState =
  { status: 'idle' } | { status: 'loading' } | { status: 'error' } | { status: 'ready'; pages: PageText[] };

// One extraction per document, shared by every search in it.
const cache = new WeakMap<PDFDocumentProxy, Promise<PageText[]>>();

/** Every page's text, extracted through pdf.js page by page (in the worker). */
export function extractDocumentText(doc: PDFDocumentProxy): Promise<PageText[]> {
  let pending = cache.get(doc);
  if (!pending) {
    pending = (async () => {
      const pages: PageText[] = [];
      for (let n = 1; n <= doc.numPages; n++) {
        const page = await doc.getPage(n);
        const content = await page.getTextContent();
        pages.push(buildPageText(content.items.filter((item): item is TextItemLike & typeof item => 'str' in item)));
      }
      return pages;
    })();
    pending.catch(() => cache.delete(doc));
    cache.set(doc, pending);
  }
  return pending;
}

/**
 * The document's text once `enabled` (the first search) and from then on: useAsyncData keyed by the
 * document, with the extraction cached per document.
 */
export function useDocumentText(doc: PDFDocumentProxy, enabled: boolean): DocumentTextState {
  const text = useAsyncData(enabled || cache.has(doc) ? objectKey(doc) : null, () => extractDocumentText(doc));
  const pages = text.status === 'ready' ? text.data : null;
  const { status } = text;
  // One object per state, not one per render: the search derives its matches (and the selected
  // match, which belongs to one list of matches) from it, so a new object each render would start
  // the selection again on every render.
  return useMemo((): DocumentTextState => {
    if (pages !== null) return { status: 'ready', pages };
    return status === 'error' ? { status: 'error' } : { status: status === 'idle' ? 'idle' : 'loading' };
  }, [status, pages]);
}
