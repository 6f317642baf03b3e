import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { rentOrBuy } from './rent-or-buy';

/** The last crossing and the lead changes read off the monthly rows, independently of the model's loop. */
function fromRows(r: ReturnType<typeof rentOrBuy>) {
  const ahead = r.months.map((m) => m.buyNetWorth >= m.rentNetWorth);
  let lastBehind = -1;
  ahead.forEach((a, i) => {
    if (!a) lastBehind = i;
  });
  const buyAheadFromMonth = lastBehind === ahead.length - 1 ? 0 : lastBehind + 2;
  const leadChanges = ahead.slice(1).filter((a, i) => a !== ahead[i]).length;
  return { buyAheadFromMonth, leadChanges };
}

describe('rentOrBuy: the last crossing', () => {
  it('a cheap rent: buying leads from month 20, but renting overtakes again and leads at the end', () => {
    const r = rentOrBuy({ rent: 100_000, appreciation: 5, investmentReturn: 8 });
    expect(r.breakEvenMonth).toBe(20);
    expect(r.leadChanges).toBe(2);
    expect(r.buyAheadFromMonth).toBe(0); // buying does not stay ahead
    expect(r.finalDifference).toBeLessThan(0);
    expect(r.months[19]!.buyNetWorth).toBeGreaterThanOrEqual(r.months[19]!.rentNetWorth);
  });

  it('the spec default crosses once: the last crossing is the break-even month', () => {
    const r = rentOrBuy({});
    expect(r.leadChanges).toBeLessThanOrEqual(1);
    expect(r.buyAheadFromMonth).toBe(r.finalDifference >= 0 ? r.breakEvenMonth : 0);
  });

  it('matches the monthly rows for any input (property)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 50_000, max: 400_000 }),
        fc.double({ min: -5, max: 12, noNaN: true }),
        fc.double({ min: 0, max: 15, noNaN: true }),
        fc.double({ min: 0, max: 12, noNaN: true }),
        fc.integer({ min: 1, max: 40 }),
        (rent, appreciation, investmentReturn, rentIncrease, years) => {
          const r = rentOrBuy({ rent, appreciation, investmentReturn, rentIncrease, years });
          expect({ buyAheadFromMonth: r.buyAheadFromMonth, leadChanges: r.leadChanges }).toEqual(fromRows(r));
          if (r.leadChanges <= 1 && r.buyAheadFromMonth > 0) expect(r.buyAheadFromMonth).toBe(r.breakEvenMonth);
        },
      ),
      { numRuns: 200 },
    );
  });
});
