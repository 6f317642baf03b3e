import { describe, expect, it } from 'vitest';
import { HEADING_BELOW } from './heading-below';

describe('HEADING_BELOW', () => {
  it('gives the heading one level below, h1 to h5', () => {
    expect(Object.entries(HEADING_BELOW)).toEqual([
      ['h1', 'h2'],
      ['h2', 'h3'],
      ['h3', 'h4'],
      ['h4', 'h5'],
      ['h5', 'h6'],
    ]);
  });
});
