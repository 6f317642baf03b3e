import { describe, expect, it } from 'vitest';
import { PAGE_GAP_PX, PDF_TO_CSS_UNITS } from './constants';
import { layoutPages, pageAtScroll, pageScale, pagesInBand, scrollTopForPage } from './layout';

const LETTER = { width: 612, height: 792 };

describe('pageScale', () => {
  it('fits the page width to the column at 100 % and scales with the zoom', () => {
    expect(pageScale(100, 612, 612)).toBe(1);
    expect(pageScale(150, 816, 612)).toBeCloseTo(2, 10);
    expect(pageScale(50, 306, 612)).toBe(0.25);
  });

  it('falls back to 96 dpi when the column has no usable width yet', () => {
    expect(pageScale(100, 0, 612)).toBeCloseTo(PDF_TO_CSS_UNITS, 12);
    expect(pageScale(200, 150, 612)).toBeCloseTo(2 * PDF_TO_CSS_UNITS, 12);
  });
});

describe('layoutPages', () => {
  it('stacks pages with a gap above, between and below', () => {
    const { boxes, totalHeight } = layoutPages([LETTER, { width: 792, height: 612 }, LETTER], 0.5);
    expect(boxes).toEqual([
      { top: PAGE_GAP_PX, width: 306, height: 396 },
      { top: PAGE_GAP_PX * 2 + 396, width: 396, height: 306 },
      { top: PAGE_GAP_PX * 3 + 396 + 306, width: 306, height: 396 },
    ]);
    expect(totalHeight).toBe(PAGE_GAP_PX * 4 + 396 * 2 + 306);
  });

  it('lays out nothing for no pages', () => {
    expect(layoutPages([], 1)).toEqual({ boxes: [], totalHeight: PAGE_GAP_PX });
  });
});

describe('current page and scroll targets', () => {
  const { boxes } = layoutPages(
    Array.from({ length: 10 }, () => LETTER),
    1,
  );

  it('is the page under the line at 30 % of the viewport', () => {
    expect(pageAtScroll(boxes, 0, 600)).toBe(1);
    // Page 2 starts at 16 + 792 + 16 = 824; the probe line is at scrollTop + 180.
    expect(pageAtScroll(boxes, 824 - 181, 600)).toBe(1);
    expect(pageAtScroll(boxes, 824 - 180, 600)).toBe(2);
    expect(pageAtScroll(boxes, 1e6, 600)).toBe(10);
    expect(pageAtScroll([], 100, 600)).toBe(1);
  });

  it('scrolling to a page shows it at the top, and that position reads back as the page', () => {
    for (let p = 1; p <= 10; p++) {
      const top = scrollTopForPage(boxes, p);
      expect(pageAtScroll(boxes, top, 600)).toBe(p);
    }
    expect(scrollTopForPage(boxes, 1)).toBe(PAGE_GAP_PX / 2);
    expect(scrollTopForPage(boxes, 99)).toBe(0);
  });

  it('finds the pages that meet a band', () => {
    expect(pagesInBand(boxes, 0, 600)).toEqual([1]);
    expect(pagesInBand(boxes, 800, 900)).toEqual([1, 2]);
    expect(pagesInBand(boxes, -600, 0)).toEqual([]);
  });
});
