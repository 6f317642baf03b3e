import { describe, expect, it } from 'vitest';
import { NO_SELECTION, selectionReducer, type LibrarySelection } from './selection';

const open: LibrarySelection = { companyId: 'apple-inc-aapl', documentId: '10-k-2024-11-01_10-k-pdf', type: '10-K' };

describe('selectionReducer (docs/product.md#library)', () => {
  it('choosing a company clears the document and resets the filter to All', () => {
    expect(selectionReducer(open, { type: 'company', id: 'tesla-inc-tsla' })).toEqual({
      companyId: 'tesla-inc-tsla',
      documentId: null,
      type: 'all',
    });
    expect(selectionReducer(open, { type: 'company', id: 'apple-inc-aapl' })).toEqual({
      companyId: 'apple-inc-aapl',
      documentId: null,
      type: 'all',
    });
  });

  it('the back arrow clears company, document and filter', () => {
    expect(selectionReducer(open, { type: 'back' })).toEqual(NO_SELECTION);
  });

  it('closing the viewer clears only the document', () => {
    expect(selectionReducer(open, { type: 'close' })).toEqual({ ...open, documentId: null });
  });

  it('opens a document of the chosen company and filters by type', () => {
    const chosen = selectionReducer(NO_SELECTION, { type: 'company', id: 'x' });
    expect(selectionReducer(chosen, { type: 'document', id: 'd' })).toEqual({
      companyId: 'x',
      documentId: 'd',
      type: 'all',
    });
    expect(selectionReducer(chosen, { type: 'filter', value: '8-K' }).type).toBe('8-K');
    // A document needs a company.
    expect(selectionReducer(NO_SELECTION, { type: 'document', id: 'd' })).toBe(NO_SELECTION);
  });
});
