import { describe, expect, it } from 'vitest';
import { createCompany, createDocument } from './derive';
import { createMemoryDocumentSource } from './memory-source';
import { decodeCursor, encodeCursor, fillPage, mapWithConcurrency } from './paging';
import type { Company } from './types';

function company(name: string, withDocument = true): Company {
  const doc = createDocument({ company: name, type: '10-K', filename: '2024-01-01_10-K.pdf', baseUrl: '' });
  return createCompany(name, withDocument && doc ? [doc] : []);
}

describe('cursors', () => {
  it('round-trip offsets and end with null', () => {
    expect(encodeCursor(20, 25)).toBe('20');
    expect(decodeCursor('20', 25)).toBe(20);
    expect(encodeCursor(25, 25)).toBeNull();
    expect(decodeCursor(null, 25)).toBe(0);
    expect(decodeCursor(undefined, 0)).toBe(0);
    expect(() => decodeCursor('26', 25)).toThrow('Érvénytelen lapozási pozíció');
    expect(() => decodeCursor('1e3', 2000)).toThrow('Érvénytelen lapozási pozíció');
  });
});

describe('fillPage', () => {
  it('skips companies without documents and reads only as many folders as places are free', async () => {
    const folders = ['A', 'B', 'C', 'D', 'E', 'F', 'G'];
    const empty = new Set(['B', 'C']);
    const batches: string[][] = [];
    const page = await fillPage(folders, 0, 3, async (batch) => {
      batches.push([...batch]);
      return batch.map((name) => company(name, !empty.has(name)));
    });
    expect(page.companies.map((c) => c.name)).toEqual(['A', 'D', 'E']);
    expect(batches).toEqual([
      ['A', 'B', 'C'],
      ['D', 'E'],
    ]);
    expect(page).toMatchObject({ nextCursor: '5', folderCount: 7 });
  });
});

describe('mapWithConcurrency', () => {
  it('keeps input order and never runs more than the limit at once', async () => {
    let running = 0;
    let peak = 0;
    const out = await mapWithConcurrency([5, 1, 4, 2, 3, 0], 2, async (n) => {
      running++;
      peak = Math.max(peak, running);
      await new Promise((r) => setTimeout(r, n * 3));
      running--;
      return n * 10;
    });
    expect(out).toEqual([50, 10, 40, 20, 30, 0]);
    expect(peak).toBe(2);
    expect(await mapWithConcurrency([], 4, async (n: number) => n)).toEqual([]);
  });
});

describe('createMemoryDocumentSource', () => {
  it('offers no next page when only empty folders are left', async () => {
    const source = createMemoryDocumentSource({ companies: [company('A'), company('B'), company('Z', false)] });
    const first = await source.listCompanies({ limit: 2 });
    expect(first).toMatchObject({ nextCursor: null, folderCount: 3 });
    expect(first.companies.map((c) => c.name)).toEqual(['A', 'B']);
  });

  it('pages 20 at a time in name order and hides companies without documents', async () => {
    const companies = Array.from({ length: 23 }, (_, i) => company(`Cég ${String(23 - i).padStart(2, '0')}`, i !== 5));
    const source = createMemoryDocumentSource({ companies });
    const first = await source.listCompanies();
    expect(first.companies).toHaveLength(20);
    expect(first.companies[0]!.name).toBe('Cég 01');
    expect(first.folderCount).toBe(23);
    const rest = await source.listCompanies({ cursor: first.nextCursor });
    // The hidden company's place went to the next folder: the first page ends at 'Cég 21'.
    expect(first.companies[19]!.name).toBe('Cég 21');
    expect(rest.companies.map((c) => c.name)).toEqual(['Cég 22', 'Cég 23']);
    expect(rest.nextCursor).toBeNull();
    expect(rest.folderCount).toBe(23);
    // 'Cég 18' has no documents: not listed, but found by id.
    expect(first.companies.some((c) => c.name === 'Cég 18')).toBe(false);
    expect(await source.getCompany('cég-18')).toMatchObject({ documents: [] });
  });
});
