import { describe, expect, it } from 'vitest';
import { HEATMAP_LABEL_FONT_PX } from '../constants';
import { tileLabel } from './tile-label';

describe('tileLabel', () => {
  it('shows symbol and change on a large tile, with a capped font size', () => {
    expect(tileLabel(300, 200, 4, 6)).toEqual({ level: 'full', fontSize: HEATMAP_LABEL_FONT_PX.max });
  });

  it('drops the change first, then the whole label, as the tile shrinks', () => {
    expect(tileLabel(60, 40, 4, 6).level).toBe('full');
    expect(tileLabel(60, 22, 4, 6).level).toBe('symbol');
    expect(tileLabel(34, 22, 4, 6).level).toBe('symbol');
    expect(tileLabel(30, 22, 4, 6).level).toBe('none');
    expect(tileLabel(60, 10, 4, 6).level).toBe('none');
  });

  it('never gives a font under the minimum, and scales it with the tile', () => {
    for (const [w, h] of [
      [20, 20],
      [40, 30],
      [80, 60],
      [160, 120],
      [500, 500],
    ]) {
      const { level, fontSize } = tileLabel(w!, h!, 5, 6);
      if (level !== 'none') expect(fontSize).toBeGreaterThanOrEqual(HEATMAP_LABEL_FONT_PX.min);
      expect(fontSize).toBeLessThanOrEqual(HEATMAP_LABEL_FONT_PX.max);
    }
    expect(tileLabel(80, 60, 4, 6).fontSize).toBeLessThan(tileLabel(160, 120, 4, 6).fontSize);
  });

  it('keeps a symbol-only label small', () => {
    const label = tileLabel(200, 30, 2, 6);
    expect(label.level).toBe('symbol');
    expect(label.fontSize).toBe(HEATMAP_LABEL_FONT_PX.symbolOnly);
  });

  it('needs more width for a longer symbol', () => {
    expect(tileLabel(36, 20, 2, 6).level).toBe('symbol');
    expect(tileLabel(36, 20, 5, 6).level).toBe('none');
  });

  it('shows nothing on an empty or invalid tile', () => {
    expect(tileLabel(0, 50, 4, 6)).toEqual({ level: 'none', fontSize: 0 });
    expect(tileLabel(Number.NaN, 50, 4, 6)).toEqual({ level: 'none', fontSize: 0 });
  });
});
