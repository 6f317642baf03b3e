import { describe, expect, it } from 'vitest';
import { DEFAULT_READ_TIME_MINUTES, WORDS_PER_MINUTE } from './constants';
import { computeReadTime } from './read-time';

describe('computeReadTime', () => {
  it('rounds up whole minutes at WORDS_PER_MINUTE', () => {
    expect(WORDS_PER_MINUTE).toBe(200);
    expect(computeReadTime(200)).toBe(1);
    expect(computeReadTime(201)).toBe(2);
    expect(computeReadTime(1000)).toBe(5);
    expect(computeReadTime(1001)).toBe(6);
  });

  it('is at least one minute, even for an empty body', () => {
    expect(computeReadTime(0)).toBe(1);
    expect(computeReadTime(3)).toBe(1);
  });

  it.each([undefined, null, Number.NaN, -5, Number.POSITIVE_INFINITY])(
    'defaults to 5 minutes for an unknown count (%s)',
    (n) => {
      expect(computeReadTime(n)).toBe(DEFAULT_READ_TIME_MINUTES);
      expect(DEFAULT_READ_TIME_MINUTES).toBe(5);
    },
  );

  it('never decreases as the text grows', () => {
    let previous = 0;
    for (let words = 0; words <= 5000; words += 37) {
      const minutes = computeReadTime(words);
      expect(minutes).toBeGreaterThanOrEqual(previous);
      previous = minutes;
    }
  });
});
