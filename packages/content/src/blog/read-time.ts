import { DEFAULT_READ_TIME_MINUTES, WORDS_PER_MINUTE } from './constants.js';

/**
 * Reading time in whole minutes from a word count: `ceil(words / WORDS_PER_MINUTE)`, at least 1.
 * An unknown count (missing, negative, not finite) gives the spec's default of 5 minutes (docs/product.md#blog).
 */
export function computeReadTime(wordCount: number | null | undefined): number {
  if (typeof wordCount !== 'number' || !Number.isFinite(wordCount) || wordCount < 0) return DEFAULT_READ_TIME_MINUTES;
  return Math.max(1, Math.ceil(wordCount / WORDS_PER_MINUTE));
}
