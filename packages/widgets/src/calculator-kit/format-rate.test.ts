import { describe, expect, it } from 'vitest';
import { formatRate } from './format-rate';

describe('formatRate', () => {
  it('writes only the decimals a rate needs, at most two', () => {
    expect(formatRate(3)).toBe('3%');
    expect(formatRate(6.5)).toBe('6,5%');
    expect(formatRate(5.25)).toBe('5,25%');
    expect(formatRate(1 / 3)).toBe('0,33%');
    expect(formatRate(-2)).toMatch(/^[-−]2%$/);
  });
  it('ignores floating-point noise', () => {
    expect(formatRate(7.3 - 2)).toBe('5,3%');
    expect(formatRate(0.1 + 0.2)).toBe('0,3%');
  });
});
