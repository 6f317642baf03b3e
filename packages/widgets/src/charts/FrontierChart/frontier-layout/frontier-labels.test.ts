import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { labelWidth } from '../../shared';
import { boxesOverlap, LABEL_HEIGHT, placeLabels, type LabelBox, type LabelRequest } from './frontier-labels';

const BOUNDS: LabelBox = { left: 0, top: -28, right: 640, bottom: 300 };

/** What must hold of any placement: shown labels inside the bounds, over no other label and no point. */
function expectClear(requests: readonly LabelRequest[], bounds: LabelBox) {
  const placed = placeLabels(requests, bounds);
  const shown = placed.flatMap((p, i) => (p.hidden ? [] : [{ i, box: p.box }]));
  for (const { i, box } of shown) {
    expect(box.left).toBeGreaterThanOrEqual(bounds.left);
    expect(box.right).toBeLessThanOrEqual(bounds.right);
    expect(box.top).toBeGreaterThanOrEqual(bounds.top);
    expect(box.bottom).toBeLessThanOrEqual(bounds.bottom);
    expect(box.right - box.left).toBeCloseTo(labelWidth(requests[i]!.text, requests[i]!.bold), 9);
    for (const other of shown) if (other.i !== i) expect(boxesOverlap(box, other.box)).toBe(false);
    requests.forEach(({ x, y, radius }) =>
      expect(boxesOverlap(box, { left: x - radius, top: y - radius, right: x + radius, bottom: y + radius })).toBe(
        false,
      ),
    );
  }
  return placed;
}

describe('placeLabels', () => {
  it('puts a lone label right of its point, centred on it', () => {
    const [p] = placeLabels([{ x: 100, y: 100, radius: 5, text: 'MOL' }], BOUNDS);
    expect(p).toEqual({
      hidden: false,
      x: 109,
      y: 100,
      anchor: 'start',
      box: { left: 109, top: 100 - LABEL_HEIGHT / 2, right: 109 + labelWidth('MOL'), bottom: 100 + LABEL_HEIGHT / 2 },
    });
  });

  it('the audit’s case: "Minimális variancia" no longer runs across MOL, nor NFLX across AMZN', () => {
    const requests: LabelRequest[] = [
      { x: 120, y: 150, radius: 7, text: 'Minimális variancia', bold: true },
      { x: 160, y: 152, radius: 5, text: 'MOL' },
      { x: 400, y: 80, radius: 5, text: 'AMZN' },
      { x: 404, y: 84, radius: 5, text: 'NFLX' },
    ];
    const placed = expectClear(requests, BOUNDS);
    expect(placed.every((p) => !p.hidden)).toBe(true);
  });

  it('the chosen portfolio on the maximum-Sharpe one: both names shown, apart', () => {
    const requests: LabelRequest[] = [
      { x: 300, y: 60, radius: 7, text: 'Választott portfólió', bold: true },
      { x: 300, y: 60, radius: 7, text: 'Maximális Sharpe', bold: true },
    ];
    expect(expectClear(requests, BOUNDS).every((p) => !p.hidden)).toBe(true);
  });

  it('a point at the right edge takes its label on the left', () => {
    const [p] = expectClear([{ x: 630, y: 100, radius: 5, text: 'TSLA' }], BOUNDS);
    // Anchored at its end, next to the point, so a wider drawn name grows away from it.
    expect(p).toMatchObject({ hidden: false, anchor: 'end', x: 630 - 5 - 4 });
  });

  it('leaves out a label with no free place rather than printing it over another', () => {
    // Ten stocks on one spot in a plot one label high: not all can be named.
    const requests = Array.from({ length: 10 }, (_, i) => ({ x: 50, y: 7, radius: 5, text: `S${i}` }));
    const placed = expectClear(requests, { left: 0, top: 0, right: 120, bottom: 14 });
    expect(placed.some((p) => p.hidden)).toBe(true);
  });

  it('holds for any points and names (property)', () => {
    const point = fc.record({
      x: fc.double({ min: 0, max: 640, noNaN: true }),
      y: fc.double({ min: -20, max: 300, noNaN: true }),
      radius: fc.constantFrom(5, 7),
      text: fc.constantFrom('AAPL', 'MOL', 'OTP', 'NFLX', 'Minimális variancia', 'Maximális Sharpe'),
      bold: fc.boolean(),
    });
    fc.assert(
      fc.property(fc.array(point, { maxLength: 30 }), (requests) => {
        expectClear(requests, BOUNDS);
      }),
      { numRuns: 300 },
    );
  });
});
