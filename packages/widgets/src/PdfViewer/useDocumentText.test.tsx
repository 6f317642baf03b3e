import { renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { PDFDocumentProxy } from './pdfjs';
import { useDocumentText } from './useDocumentText';

/** A one-page document as far as the text extraction reads it. */
const doc = {
  numPages: 1,
  getPage: async () => ({ getTextContent: async () => ({ items: [{ str: 'Form C issuer', hasEOL: true }] }) }),
} as unknown as PDFDocumentProxy;

describe('useDocumentText', () => {
  it('extracts the text once enabled, and keeps one state object from render to render', async () => {
    const { result, rerender } = renderHook(({ enabled }) => useDocumentText(doc, enabled), {
      initialProps: { enabled: false },
    });
    expect(result.current).toEqual({ status: 'idle' });
    rerender({ enabled: true });
    await waitFor(() => expect(result.current.status).toBe('ready'));
    const ready = result.current;
    expect(ready).toMatchObject({
      status: 'ready',
      pages: [expect.objectContaining({ text: expect.stringContaining('issuer') })],
    });
    // The search's matches and its selected match derive from this object: a new one on each
    // render would start the selection again on every render.
    rerender({ enabled: true });
    expect(result.current).toBe(ready);
  });
});
