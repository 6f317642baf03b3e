import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { homeLoan } from './home-loan';
import {
  expectAllFinite,
  expectClose,
  expectInputError,
  ok,
  invalidFor,
  invalidPositiveMoney,
  invalidRate,
  invalidYears,
  validHomeLoanInput,
} from './test-support';

/** Level payment written out with plain powers, independent of shared/annuity.ts. */
function closedFormPayment(P: number, r: number, n: number): number {
  return r === 0 ? P / n : (P * r) / (1 - (1 + r) ** -n);
}

describe('homeLoan: closed forms', () => {
  it('homeLoan({}) is the spec default scenario (docs/product.md#home-loan), values derived independently', () => {
    const res = homeLoan({});
    // 40 000 000 Ft at 7,5 %/12 over 360 months; literals from a 50-digit decimal computation.
    expect(res.loanAmount).toBe(40_000_000);
    expect(res.months).toBe(360);
    expect(res.monthlyPayment).toBeCloseTo(279_685.8034211117, 6);
    expect(res.monthlyPayment).toBeCloseTo(closedFormPayment(40_000_000, 0.075 / 12, 360), 6);
    expect(res.totalPaid).toBeCloseTo(100_686_889.2316002, 4);
    expect(res.totalInterest).toBeCloseTo(60_686_889.2316002, 4);
    expect(res.loanToValue).toBeCloseTo(0.8, 12);
    // Month 1: interest on the whole loan, the rest repays principal.
    expect(res.schedule[0]!.interest).toBeCloseTo(250_000, 6);
    expect(res.schedule[0]!.principal).toBeCloseTo(29_685.80342111169, 6);
    expect(res.schedule[0]!.propertyPrice).toBeCloseTo(50_000_000 * 1.03 ** (1 / 12), 5);
    // A year of monthly compounding at (1+a)^(1/12) is exactly a.
    expect(res.schedule[11]!.propertyPrice).toBeCloseTo(51_500_000, 5);
    expect(res.schedule[11]!.alternativeValue).toBeCloseTo(10_800_000, 5);
    // End of term: 50 M · 1,03^30 vs 10 M · 1,08^30.
    expect(res.summary.finalEquity).toBeCloseTo(121_363_123.559483, 4);
    expect(res.summary.finalAlternativeValue).toBeCloseTo(100_626_568.890734, 4);
    expect(res.summary.difference).toBeCloseTo(20_736_554.668749, 4);
    expect(res.summary.better).toBe('buy');
    // (121 363 123,56 − 10 000 000 − 100 686 889,23) / 110 686 889,23
    expect(res.summary.finalCumulativeROE).toBeCloseTo(0.0964543714436, 10);
    expect(res.input).toEqual({
      price: 50_000_000,
      downPayment: 10_000_000,
      annualRate: 7.5,
      appreciation: 3,
      alternativeReturn: 8,
      years: 30,
    });
  });

  it('matches the textbook figure: 200 000 at 6 % for 30 years = 1199.10 a month', () => {
    const res = homeLoan({ price: 250_000, downPayment: 50_000, annualRate: 6, years: 30 });
    expect(res.monthlyPayment).toBeCloseTo(1199.1, 2);
  });

  it('has one docs/product.md#home-loan row per month with the spec field names', () => {
    const res = homeLoan({ years: 2 });
    expect(res.schedule.map((r) => r.month)).toEqual(Array.from({ length: 24 }, (_, i) => i + 1));
    for (const key of ['month', 'loanBalance', 'propertyPrice', 'equity', 'cumulativeROE', 'monthlyROE']) {
      expect(res.schedule[0]).toHaveProperty(key);
    }
  });

  it('amortises: payment = closed form, interest = r·previous balance, principal sums to the loan, ends at 0', () => {
    fc.assert(
      fc.property(validHomeLoanInput, (input) => {
        const res = homeLoan(input);
        const L = input.price - input.downPayment;
        const r = input.annualRate / 1200;
        const n = input.years * 12;
        // Below |r| = 1e-6 the plain-power formula loses digits to 1 + r; there A differs from the
        // straight-line L/n by about n·r/2 of itself.
        if (Math.abs(r) < 1e-6) expectClose(res.monthlyPayment, L / n, n * Math.abs(r) + 1e-12);
        else expectClose(res.monthlyPayment, closedFormPayment(L, r, n), 1e-9);
        let previous = L;
        let principalSum = 0;
        for (const row of res.schedule) {
          expectClose(row.interest, r * previous, 1e-9, L + 1);
          expectClose(row.interest + row.principal, row.payment, 1e-12);
          principalSum += row.principal;
          previous = row.loanBalance;
        }
        expect(Math.abs(principalSum - L)).toBeLessThanOrEqual(1e-9 * (L + 1));
        expect(res.schedule[n - 1]!.loanBalance).toBe(0);
        expectClose(
          res.totalPaid,
          res.schedule.reduce((sum, row) => sum + row.payment, 0),
          1e-12,
        );
        expectClose(
          res.totalInterest,
          res.schedule.reduce((sum, row) => sum + row.interest, 0),
          1e-9,
          L + 1,
        );
      }),
      { numRuns: 60 },
    );
  });

  it('rate 0 is straight-line with no interest', () => {
    const res = homeLoan({ price: 12_000_000, downPayment: 0, annualRate: 0, years: 10 });
    expect(res.monthlyPayment).toBe(100_000);
    expect(res.totalInterest).toBe(0);
    expect(res.schedule[59]!.loanBalance).toBeCloseTo(6_000_000, 6);
  });

  it('no rate, no appreciation, all borrowed: equity equals the cash paid in, so both ROEs are 0', () => {
    const res = homeLoan({ price: 12_000_000, downPayment: 0, annualRate: 0, appreciation: 0, years: 10 });
    for (const row of res.schedule) {
      expect(row.equity).toBeCloseTo(row.cashInvested, 6);
      expect(row.cumulativeROE).toBeCloseTo(0, 12);
      expect(row.monthlyROE).toBeCloseTo(0, 12);
    }
  });

  it('down payment = price: no loan, ROE is the appreciation itself', () => {
    const res = homeLoan({ price: 30_000_000, downPayment: 30_000_000, appreciation: 5, years: 3 });
    expect(res.loanAmount).toBe(0);
    expect(res.monthlyPayment).toBe(0);
    expect(res.totalInterest).toBe(0);
    expectAllFinite(res);
    expect(res.schedule[11]!.cumulativeROE).toBeCloseTo(0.05, 12);
    expect(res.schedule[35]!.cumulativeROE).toBeCloseTo(1.05 ** 3 - 1, 12);
  });

  it('calls a sub-forint difference a tie', () => {
    // Same growth on the same amount, no loan: equity and the alternative coincide.
    const res = homeLoan({ price: 10_000_000, downPayment: 10_000_000, appreciation: 4, alternativeReturn: 4 });
    expect(res.summary.better).toBe('equal');
    // 10 M Ft over 30 years: 3·10⁻⁸ points more return is about 0,28 Ft more, 10⁻⁷ points about 0,93 Ft.
    const nearly = homeLoan({
      price: 10_000_000,
      downPayment: 10_000_000,
      appreciation: 4,
      alternativeReturn: 4 + 3e-8,
    });
    expect(nearly.summary.difference).toBeLessThan(-0.2);
    expect(nearly.summary.better).toBe('equal');
    const apart = homeLoan({
      price: 10_000_000,
      downPayment: 10_000_000,
      appreciation: 4,
      alternativeReturn: 4 + 1e-7,
    });
    expect(apart.summary.difference).toBeLessThan(-0.5);
    expect(apart.summary.better).toBe('alternative');
    expect(homeLoan({ appreciation: 0 }).summary.better).toBe('alternative');
  });

  it('derives yearly rows: year-end stocks and flows summed over the year', () => {
    const res = homeLoan({ years: 3 });
    expect(res.yearly.map((y) => y.year)).toEqual([1, 2, 3]);
    res.yearly.forEach((y, i) => {
      const months = res.schedule.slice(i * 12, i * 12 + 12);
      const end = months[11]!;
      expect(y.loanBalance).toBe(end.loanBalance);
      expect(y.propertyPrice).toBe(end.propertyPrice);
      expect(y.equity).toBe(end.equity);
      expect(y.alternativeValue).toBe(end.alternativeValue);
      expect(y.cumulativeROE).toBe(end.cumulativeROE);
      expect(y.payment).toBeCloseTo(12 * res.monthlyPayment, 4);
      expect(y.interest).toBeCloseTo(
        months.reduce((s, m) => s + m.interest, 0),
        4,
      );
      expect(y.principal).toBeCloseTo(
        months.reduce((s, m) => s + m.principal, 0),
        4,
      );
      expect(y.yearlyROE).toBeCloseTo(months.reduce((s, m) => s + m.netGain, 0) / end.cashInvested, 12);
    });
    expect(res.yearly[0]!.propertyPrice).toBeCloseTo(51_500_000, 5);
  });
});

describe('homeLoan: properties over the whole valid input space', () => {
  it('never yields NaN/Infinity; balance falls to 0; equity = price − balance; ROEs add up', () => {
    fc.assert(
      fc.property(validHomeLoanInput, (input) => {
        const res = homeLoan(input);
        expectAllFinite(res);
        expect(res.schedule).toHaveLength(input.years * 12);
        expect(res.yearly).toHaveLength(input.years);
        let previous = res.loanAmount;
        let gains = 0;
        for (const row of res.schedule) {
          const at = () => `month ${row.month} of ${JSON.stringify(input)}`;
          ok(row.loanBalance <= previous && row.loanBalance >= 0, () => `balance rose or went negative in ${at()}`);
          ok(row.equity === row.propertyPrice - row.loanBalance, () => `equity ≠ price − balance in ${at()}`);
          ok(row.cashInvested > 0, () => `no cash invested in ${at()}`);
          // cumulativeROE·C_k = Σ monthly gains = equity − cash paid in.
          gains += row.monthlyROE * row.cashInvested;
          expectClose(
            row.cumulativeROE * row.cashInvested,
            gains,
            1e-9,
            Math.max(row.cashInvested, row.propertyPrice, res.loanAmount),
          );
          expectClose(
            row.cumulativeROE * row.cashInvested,
            row.equity - row.cashInvested,
            1e-12,
            row.cashInvested + row.propertyPrice,
          );
          previous = row.loanBalance;
        }
        expect(res.schedule[res.months - 1]!.loanBalance).toBe(0);
        expect(res.summary.finalEquity).toBe(res.schedule[res.months - 1]!.propertyPrice);
      }),
      { numRuns: 80 },
    );
  });
});

describe('homeLoan: invalid input', () => {
  const valid = { price: 50_000_000, downPayment: 10_000_000 };
  const cases: [string, fc.Arbitrary<unknown>][] = [
    ['price', invalidPositiveMoney],
    ['downPayment', invalidFor(0, 1e12)],
    ['annualRate', invalidRate],
    ['appreciation', invalidRate],
    ['alternativeReturn', invalidRate],
    ['years', invalidYears],
  ];
  it.each(cases)('rejects a bad %s with its label in the message (property)', (field, bad) => {
    fc.assert(
      fc.property(bad, (value) => {
        // A bad price is checked before the down payment is compared with it.
        expectInputError(() => homeLoan({ ...valid, [field]: value }), field);
      }),
      { numRuns: 40 },
    );
  });
  it('rejects a down payment above the price, naming Önerő', () => {
    fc.assert(
      fc.property(
        fc.double({ min: 1, max: 1e11, noNaN: true }),
        fc.double({ min: 1.000001, max: 10, noNaN: true }),
        (price, k) => {
          expectInputError(() => homeLoan({ price, downPayment: price * k }), 'downPayment');
        },
      ),
      { numRuns: 40 },
    );
    expect(() => homeLoan({ downPayment: 60_000_000 })).toThrow('Önerő: nem lehet nagyobb, mint az ingatlan ára.');
  });
  it('rejects zero, fractional and absurd terms', () => {
    for (const years of [0, -5, 2.5, 51, 1000]) expectInputError(() => homeLoan({ years }), 'years');
  });
});
