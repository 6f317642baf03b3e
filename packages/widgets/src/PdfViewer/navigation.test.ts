import { describe, expect, it } from 'vitest';
import { PDF_ZOOM } from './constants';
import {
  canZoomIn,
  canZoomOut,
  clampPage,
  clampZoom,
  navigationState,
  parsePageInput,
  zoomIn,
  zoomOut,
} from './navigation';

describe('pages (docs/product.md#pdf-viewer)', () => {
  it('keeps the page between 1 and the total', () => {
    expect(clampPage(0, 78)).toBe(1);
    expect(clampPage(-5, 78)).toBe(1);
    expect(clampPage(79, 78)).toBe(78);
    expect(clampPage(12.7, 78)).toBe(12);
    expect(clampPage(Number.NaN, 78)).toBe(1);
    expect(clampPage(3, 0)).toBe(1);
  });

  it('disables previous and first on page 1, next and last on the last page', () => {
    expect(navigationState(1, 78)).toEqual({ first: false, previous: false, next: true, last: true });
    expect(navigationState(40, 78)).toEqual({ first: true, previous: true, next: true, last: true });
    expect(navigationState(78, 78)).toEqual({ first: true, previous: true, next: false, last: false });
    expect(navigationState(1, 1)).toEqual({ first: false, previous: false, next: false, last: false });
  });

  it('reads typed page numbers, an ordinal full stop included, and rejects the rest', () => {
    expect(parsePageInput('12', 78)).toEqual({ page: 12 });
    expect(parsePageInput(' 12. ', 78)).toEqual({ page: 12 });
    expect(parsePageInput('78', 78)).toEqual({ page: 78 });
    for (const bad of ['', '0', '79', '-1', '1,5', '1.5', 'abc', '12 13', '١٢'])
      expect(parsePageInput(bad, 78), bad).toEqual({ error: true });
  });
});

describe('zoom (docs/product.md#pdf-viewer: 50–200 % in steps of 10 %)', () => {
  it('steps by 10 and stops at the ends', () => {
    expect(zoomIn(100)).toBe(110);
    expect(zoomOut(100)).toBe(90);
    expect(zoomIn(PDF_ZOOM.max)).toBe(200);
    expect(zoomOut(PDF_ZOOM.min)).toBe(50);
    expect(canZoomIn(200)).toBe(false);
    expect(canZoomIn(190)).toBe(true);
    expect(canZoomOut(50)).toBe(false);
    expect(canZoomOut(60)).toBe(true);
  });

  it('walks the whole range in 16 levels', () => {
    const levels: number[] = [PDF_ZOOM.min];
    while (canZoomIn(levels[levels.length - 1]!)) levels.push(zoomIn(levels[levels.length - 1]!));
    expect(levels).toEqual([50, 60, 70, 80, 90, 100, 110, 120, 130, 140, 150, 160, 170, 180, 190, 200]);
  });

  it('snaps stray values onto the grid', () => {
    expect(clampZoom(104)).toBe(100);
    expect(clampZoom(106)).toBe(110);
    expect(clampZoom(10)).toBe(50);
    expect(clampZoom(999)).toBe(200);
    expect(clampZoom(Number.NaN)).toBe(100);
  });
});
