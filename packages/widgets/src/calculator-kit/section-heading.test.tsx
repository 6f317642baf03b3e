import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { LoanCalculator } from '../LoanCalculator';
import { RentOrBuyCalculator } from '../RentOrBuyCalculator';

afterEach(cleanup);

/** The levels of the headings in the document, in order (h1 → 1). */
const outline = () => screen.getAllByRole('heading').map((h) => Number(h.tagName.slice(1)));

describe('calculator section headings follow the title', () => {
  for (const [name, Calculator] of [
    ['LoanCalculator', LoanCalculator],
    ['RentOrBuyCalculator', RentOrBuyCalculator],
  ] as const) {
    it(`${name}: sections are h3 under an h2 title, h2 under an h1 title, and the outline never skips a level`, () => {
      for (const [level, title, sections] of [
        ['h2', 2, 3],
        ['h1', 1, 2],
      ] as const) {
        render(<Calculator headingLevel={level} />);
        const levels = outline();
        expect(levels[0]).toBe(title);
        expect(levels.slice(1).length).toBeGreaterThan(0);
        expect(new Set(levels.slice(1))).toEqual(new Set([sections]));
        cleanup();
      }
    });
  }
});
