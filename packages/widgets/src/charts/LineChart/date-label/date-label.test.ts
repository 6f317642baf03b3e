import { describe, expect, it } from 'vitest';
import { dateLabel } from './date-label';

describe('dateLabel', () => {
  it('writes ISO dates in Hungarian', () => {
    expect(dateLabel('2024-03-05', 'short')).toBe('2024. 03. 05.');
    expect(dateLabel('2024-03-05', 'long')).toBe('2024. március 5.');
    expect(dateLabel('2024-03-05T00:00:00Z', 'short')).toBe('2024. 03. 05.');
  });
  it('keeps other labels and never shows an invalid date', () => {
    expect(dateLabel('Q1', 'short')).toBe('Q1');
    expect(dateLabel('2024-13-45', 'long')).toBe('2024-13-45');
    expect(dateLabel(undefined, 'long')).toBe('–');
  });
});
