import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { thm, type ThmInput } from './thm';
import {
  anyIn,
  expectAllFinite,
  expectClose,
  expectInputError,
  invalidMoney,
  invalidPositiveMoney,
  invalidRate,
  invalidYears,
  validPositiveMoney,
  validRate,
  validYears,
} from './test-support';

/** The ANCHORS representative example: 20 000 000 Ft for 20 years at a fixed 6,25 %. */
const REPRESENTATIVE = { loanAmount: 20_000_000, years: 20, annualRate: 6.25 } as const;

/**
 * An illustration, not a claim about any bank: one-off fees that bring the representative example
 * to the advertised THM of 6,54 %: a 0,5 % disbursement fee (within the MNB cap of 0,75 %, max
 * 150 000 Ft), a property valuation and the land-registry fee for registering the mortgage.
 */
const ILLUSTRATIVE_FEES = { disbursementFee: 100_000, valuationFee: 50_000, landRegistryFee: 12_600 } as const;

/** The same THM from recurring instead of mostly one-off charges (illustration as above). */
const ILLUSTRATIVE_FEES_WITH_ACCOUNT = {
  disbursementFee: 50_000,
  valuationFee: 50_000,
  landRegistryFee: 12_600,
  monthlyFee: 400,
} as const;

/**
 * An independent THM: bisection directly on the decree's equation in X (not in ln(1+X) as the
 * implementation does), with the instalment from the textbook formula.
 */
function bisectionThm(input: Required<ThmInput>): number {
  const n = input.years * 12;
  const r = input.annualRate / 1200;
  // The textbook A = P·r / (1 − (1+r)^−n), with 1 − (1+r)^−n written as −expm1(−n·log1p(r)): for
  // tiny r the plain powers cancel to a few digits (or to 0/0), which would test floating point,
  // not the solver.
  const A = r === 0 ? input.loanAmount / n : (input.loanAmount * r) / -Math.expm1(-n * Math.log1p(r));
  const c = A + input.monthlyFee;
  const net = input.loanAmount - input.disbursementFee - input.valuationFee - input.landRegistryFee - input.otherFees;
  const npv = (X: number) => {
    let s = net;
    for (let k = 1; k <= n; k++) s -= c * (1 + X) ** (-k / 12);
    return s;
  };
  let lo = -0.99;
  let hi = 100;
  for (let i = 0; i < 200; i++) {
    const mid = (lo + hi) / 2;
    if (npv(mid) < 0) lo = mid;
    else hi = mid;
  }
  return ((lo + hi) / 2) * 100;
}

const noFees = { disbursementFee: 0, valuationFee: 0, landRegistryFee: 0, otherFees: 0, monthlyFee: 0 };

describe('thm: closed forms and the representative example', () => {
  it('without fees equals the effective annual rate ((1 + r/12)^12 − 1)·100', () => {
    fc.assert(
      fc.property(validRate, validYears, (annualRate, years) => {
        const res = thm({ annualRate, years });
        const expected = ((1 + annualRate / 1200) ** 12 - 1) * 100;
        // 1e-9 of a percentage point absolute, 1e-10 relative for large rates.
        expectClose(res.thmExact, expected, 1e-10, 10);
      }),
      { numRuns: 60 },
    );
    expect(thm({ annualRate: 0 }).thmExact).toBeCloseTo(0, 10);
  });

  it('reproduces the representative example: 6,43 % without fees, 6,54 % with illustrative fees', () => {
    const bare = thm(REPRESENTATIVE);
    expect(bare.thm).toBe(6.43);
    expect(bare.thmExact).toBeCloseTo(((1 + 0.0625 / 12) ** 12 - 1) * 100, 10);
    expect(bare.monthlyPayment).toBeCloseTo(146_185.64, 2);

    const withFees = thm({ ...REPRESENTATIVE, ...ILLUSTRATIVE_FEES });
    expect(withFees.thm).toBe(6.54);
    expect(withFees.thmExact).toBeGreaterThan(bare.thmExact);
    expect(withFees.upfrontFees).toBe(162_600);
    expect(withFees.netDisbursed).toBe(20_000_000 - 162_600);
    expect(withFees.monthlyPayment).toBe(bare.monthlyPayment);

    const withAccount = thm({ ...REPRESENTATIVE, ...ILLUSTRATIVE_FEES_WITH_ACCOUNT });
    expect(withAccount.thm).toBe(6.54);
    expect(withAccount.monthlyOutflow).toBeCloseTo(bare.monthlyPayment + 400, 9);
  });

  it('totals: payable = instalments + all fees, cost = payable − loan', () => {
    const res = thm({ ...REPRESENTATIVE, ...ILLUSTRATIVE_FEES_WITH_ACCOUNT });
    const n = 240;
    expect(res.totalPayable).toBeCloseTo(n * (res.monthlyPayment + 400) + 112_600, 4);
    expect(res.totalCost).toBeCloseTo(res.totalPayable - 20_000_000, 6);
    const bare = thm(REPRESENTATIVE);
    expect(bare.totalCost).toBeCloseTo(n * bare.monthlyPayment - 20_000_000, 4);
  });

  it('thm({}) is the APR of the spec default loan (40 M Ft, 7,5 %, 30 years)', () => {
    const res = thm({});
    expect(res.thmExact).toBeCloseTo(((1 + 0.075 / 12) ** 12 - 1) * 100, 10);
    expect(res.thm).toBe(7.76);
    expect(res.monthlyPayment).toBeCloseTo(279_685.8034211117, 6);
  });
});

/** Realistic fees: up to 5 % of the loan one-off, up to 0,1 % of it a month. */
const realisticInput = fc
  .record({
    loanAmount: anyIn(1_000_000, 1e10),
    years: validYears,
    annualRate: anyIn(0, 30),
    shares: fc.array(anyIn(0, 0.0125), { minLength: 4, maxLength: 4 }),
    monthlyShare: anyIn(0, 0.001),
  })
  .map(({ shares, monthlyShare, ...rest }): Required<ThmInput> => ({
    ...rest,
    disbursementFee: rest.loanAmount * shares[0]!,
    valuationFee: rest.loanAmount * shares[1]!,
    landRegistryFee: rest.loanAmount * shares[2]!,
    otherFees: rest.loanAmount * shares[3]!,
    monthlyFee: rest.loanAmount * monthlyShare,
  }));

const feeFields = ['disbursementFee', 'valuationFee', 'landRegistryFee', 'otherFees', 'monthlyFee'] as const;

describe('thm: properties', () => {
  it('agrees with an independent bisection on the NPV equation to 1e-9', () => {
    fc.assert(
      fc.property(realisticInput, (input) => {
        expect(Math.abs(thm(input).thmExact - bisectionThm(input))).toBeLessThan(1e-9);
      }),
      { numRuns: 40 },
    );
  });

  it('rises with every fee (monotone)', () => {
    fc.assert(
      fc.property(realisticInput, fc.constantFrom(...feeFields), anyIn(1e-4, 0.01), (input, field, share) => {
        // A monthly fee of share·L is far larger than a one-off one; scale it down to stay realistic.
        const extra = input.loanAmount * share * (field === 'monthlyFee' ? 0.01 : 1);
        const before = thm(input);
        const after = thm({ ...input, [field]: input[field] + extra });
        expect(after.thmExact).toBeGreaterThan(before.thmExact);
        expect(after.thm).toBeGreaterThanOrEqual(before.thm);
        expect(after.totalCost).toBeGreaterThan(before.totalCost);
      }),
      { numRuns: 60 },
    );
  });

  it('is never below the fee-free rate and never NaN/Infinity over the whole valid input space', () => {
    const anyInput = fc
      .record({
        loanAmount: validPositiveMoney,
        years: validYears,
        annualRate: validRate,
        shares: fc.array(anyIn(0, 0.25), { minLength: 4, maxLength: 4 }),
        monthlyFee: anyIn(0, 1e12),
      })
      .map(({ shares, ...rest }) => ({
        ...rest,
        disbursementFee: rest.loanAmount * shares[0]!,
        valuationFee: rest.loanAmount * shares[1]!,
        landRegistryFee: rest.loanAmount * shares[2]!,
        otherFees: rest.loanAmount * shares[3]!,
      }))
      // Validation demands at least 1 Ft paid out; keep to inputs it accepts.
      .filter((i) => i.loanAmount - i.disbursementFee - i.valuationFee - i.landRegistryFee - i.otherFees >= 1);
    fc.assert(
      fc.property(anyInput, (input) => {
        const res = thm(input);
        expectAllFinite(res);
        const bare = thm({ ...input, ...noFees });
        expect(res.thmExact).toBeGreaterThanOrEqual(bare.thmExact - 1e-9 * Math.max(1, Math.abs(bare.thmExact)));
        // Two decimals of a percent: within half a hundredth of the exact value (or an ulp of a huge one).
        expect(Math.abs(res.thm - res.thmExact)).toBeLessThanOrEqual(
          0.005 * (1 + 1e-12) + 1e-15 * Math.abs(res.thmExact),
        );
      }),
      { numRuns: 100 },
    );
  });
});

describe('thm: invalid input', () => {
  const cases: [string, fc.Arbitrary<unknown>][] = [
    ['loanAmount', invalidPositiveMoney],
    ['years', invalidYears],
    ['annualRate', invalidRate],
    ...feeFields.map((f): [string, fc.Arbitrary<unknown>] => [f, invalidMoney]),
  ];
  it.each(cases)('rejects a bad %s with its label in the message (property)', (field, bad) => {
    fc.assert(
      fc.property(bad, (value) => expectInputError(() => thm({ [field]: value }), field)),
      { numRuns: 40 },
    );
  });
  it('rejects one-off fees that leave less than 1 Ft to pay out, naming the loan amount', () => {
    fc.assert(
      fc.property(
        anyIn(1, 1e11),
        fc.constantFrom(...feeFields.filter((f) => f !== 'monthlyFee')),
        anyIn(0.001, 0.5),
        (loanAmount, field, over) => {
          expectInputError(() => thm({ loanAmount, [field]: loanAmount - 1 + over }), 'loanAmount');
        },
      ),
      { numRuns: 40 },
    );
    expect(() => thm({ loanAmount: 1_000_000, otherFees: 1_000_000 })).toThrow(/^Hitelösszeg: /);
  });
});
