import { describe, expect, it } from 'vitest';
import { tooltipPosition } from './tooltip-position';

const BOX = { width: 800, height: 500 };
const TIP = { width: 260, height: 120, gap: 6 };

describe('tooltipPosition', () => {
  it('goes under the tile, centred on it', () => {
    expect(tooltipPosition({ x0: 300, y0: 100, x1: 400, y1: 150 }, BOX, TIP)).toEqual({
      left: 220,
      top: 156,
      side: 'below',
    });
  });

  it('goes above when there is no room below', () => {
    expect(tooltipPosition({ x0: 300, y0: 400, x1: 400, y1: 450 }, BOX, TIP)).toEqual({
      left: 220,
      top: 274,
      side: 'above',
    });
  });

  it('stays inside the box at the left and right edges', () => {
    expect(tooltipPosition({ x0: 0, y0: 0, x1: 40, y1: 40 }, BOX, TIP).left).toBe(0);
    expect(tooltipPosition({ x0: 760, y0: 0, x1: 800, y1: 40 }, BOX, TIP).left).toBe(540);
  });

  it('overlaps a tile as tall as the box instead of leaving it', () => {
    expect(tooltipPosition({ x0: 0, y0: 0, x1: 200, y1: 500 }, BOX, TIP)).toEqual({ left: 0, top: 380, side: 'below' });
  });

  it('fits a box narrower than the tooltip', () => {
    expect(tooltipPosition({ x0: 10, y0: 10, x1: 50, y1: 50 }, { width: 200, height: 500 }, TIP).left).toBe(0);
  });
});
