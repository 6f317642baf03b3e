import { describe, expect, it } from 'vitest';
import { placeBottomLabels } from './bottom-labels';

const tick = (position: number, label = '2025. 11. 21.') => ({ position, label });

describe('placeBottomLabels', () => {
  it('centres labels that fit and ends the last one at the axis end', () => {
    expect(placeBottomLabels([tick(0), tick(200), tick(400), tick(600)], 600)).toEqual([
      { anchor: 'middle', shown: true },
      { anchor: 'middle', shown: true },
      { anchor: 'middle', shown: true },
      { anchor: 'end', shown: true },
    ]);
  });

  it('drops the label that an end-anchored last date would cover, and keeps the last date', () => {
    // The one-year stock chart at 1400 px: ticks 110 px apart, the last at the end.
    const placed = placeBottomLabels([tick(880), tick(990), tick(1060)], 1060);
    expect(placed.map((p) => p.shown)).toEqual([true, false, true]);
    expect(placed[2]!.anchor).toBe('end');
  });

  it('handles no ticks and one tick', () => {
    expect(placeBottomLabels([], 100)).toEqual([]);
    expect(placeBottomLabels([tick(50, '1')], 100)).toEqual([{ anchor: 'middle', shown: true }]);
  });
});
