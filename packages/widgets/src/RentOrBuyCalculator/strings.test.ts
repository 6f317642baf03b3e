import { describe, expect, it } from 'vitest';
import { durationText } from './strings';

describe('durationText', () => {
  it('leaves out a zero part', () => {
    expect(durationText(0, 9)).toBe('9 hónap');
    expect(durationText(2, 0)).toBe('2 év');
    expect(durationText(1, 3)).toBe('1 év 3 hónap');
    expect(durationText(0, 0)).toBe('0 hónap');
  });
});
