import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { thm } from '../loan/thm';
import { annualRateOfMonthlyFlows } from './monthly-flows-rate';
import { textbookAnnuity as annuity } from '../subsidies/test-support';

function levelFlows(payout: number, payment: number, months: number): number[] {
  return [payout, ...Array.from({ length: months }, () => -payment)];
}

describe('annualRateOfMonthlyFlows', () => {
  it('1 000 paid back as 1 100 a year later is 10 % a year', () => {
    const flows = [1000, ...Array.from({ length: 11 }, () => 0), -1100];
    expect(annualRateOfMonthlyFlows(flows)).toBeCloseTo(10, 10);
  });

  it('a level annuity without fees: THM = (1 + r/12)^12 − 1', () => {
    // 30 M Ft at 6 % for 25 years: (1,005)^12 − 1 = 6,1678 %.
    const flows = levelFlows(30_000_000, annuity(30_000_000, 6, 300), 300);
    expect(annualRateOfMonthlyFlows(flows)).toBeCloseTo(((1 + 0.06 / 12) ** 12 - 1) * 100, 9);
  });

  it('is thm() for level annuities with fees, their flows built here from the textbook annuity', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1_000_000, max: 100_000_000 }),
        fc.integer({ min: 0, max: 1500 }).map((v) => v / 100),
        fc.integer({ min: 1, max: 35 }),
        fc.integer({ min: 0, max: 500_000 }),
        fc.integer({ min: 0, max: 5_000 }),
        (loanAmount, annualRate, years, fee, monthlyFee) => {
          const ref = thm({ loanAmount, annualRate, years, disbursementFee: fee, monthlyFee });
          const flows = levelFlows(
            loanAmount - fee,
            annuity(loanAmount, annualRate, years * 12) + monthlyFee,
            years * 12,
          );
          expect(annualRateOfMonthlyFlows(flows, annualRate / 1200)).toBeCloseTo(ref.thmExact, 8);
        },
      ),
      { numRuns: 200 },
    );
  });

  it('a loan charging r on the debt each month, whatever the repayment, has the THM (1 + r)^12 − 1', () => {
    // The Babaváró's guarantee fee of 0,5 % a year on the debt, principal in equal parts: the flows are a
    // loan at the monthly rate 0,005/12, so THM = (1 + 0,005/12)^12 − 1 = 0,50115 %.
    const principal = 11_000_000;
    const r = 0.005 / 12;
    const flows = [principal];
    for (let k = 0; k < 240; k++) flows.push(-(principal / 240 + r * principal * (1 - k / 240)));
    expect(annualRateOfMonthlyFlows(flows)).toBeCloseTo(((1 + r) ** 12 - 1) * 100, 10);
  });

  it('no payout or no payment has no rate', () => {
    expect(annualRateOfMonthlyFlows([0, -10])).toBeNull();
    expect(annualRateOfMonthlyFlows([100, 0, 0])).toBeNull();
    expect(annualRateOfMonthlyFlows([100])).toBeNull();
  });
});
