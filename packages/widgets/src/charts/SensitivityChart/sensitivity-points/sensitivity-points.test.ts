import { describe, expect, it } from 'vitest';
import { prepareSensitivityPoints } from './sensitivity-points';

describe('prepareSensitivityPoints', () => {
  it('sorts by x, labels and flags the base case', () => {
    const out = prepareSensitivityPoints(
      [
        { x: 1, value: 10, label: '+1 pp' },
        { x: -1, value: -5 },
        { x: 0, value: 2, label: '0 pp' },
      ],
      0,
      (x) => `x=${x}`,
    );
    expect(out).toEqual([
      { x: -1, value: -5, label: 'x=-1', isBase: false },
      { x: 0, value: 2, label: '0 pp', isBase: true },
      { x: 1, value: 10, label: '+1 pp', isBase: false },
    ]);
  });
  it('skips non-finite points and has no base without baseX', () => {
    const out = prepareSensitivityPoints(
      [
        { x: NaN, value: 1 },
        { x: 2, value: Infinity },
        { x: 3, value: 4 },
      ],
      null,
      String,
    );
    expect(out).toEqual([{ x: 3, value: 4, label: '3', isBase: false }]);
  });
});
