import { describe, expect, it } from 'vitest';
import { pieSlices } from './pie-slices';

describe('pieSlices', () => {
  it('leaves out weights below 1 % and keeps exactly 1 %', () => {
    const s = pieSlices({ AAPL: 0.5, MSFT: 0.0099, NVDA: 0.01, TSLA: 0.4801 });
    expect(s.map((x) => x.key)).toEqual(['AAPL', 'TSLA', 'NVDA']);
  });
  it('values a slice as weight × 100 rounded to 2 decimals', () => {
    const s = pieSlices({ A: 0.123456, B: 0.5, C: 0.012345, D: 0.0100499 });
    expect(Object.fromEntries(s.map((x) => [x.key, x.value]))).toEqual({ A: 12.35, B: 50, C: 1.23, D: 1 });
  });
  it('sorts largest first, keeping the input order of ties', () => {
    expect(pieSlices({ X: 0.2, Y: 0.6, Z: 0.2 }).map((x) => x.key)).toEqual(['Y', 'X', 'Z']);
  });
  it('drops negative and non-finite weights and can be empty', () => {
    expect(pieSlices({ A: -0.3, B: NaN, C: Infinity, D: 0.005 })).toEqual([]);
    expect(pieSlices({})).toEqual([]);
  });
});
