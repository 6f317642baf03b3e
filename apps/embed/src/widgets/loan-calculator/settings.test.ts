import { formatNumber, homeLoan, LOAN_DEFAULTS, thm } from '@penzugy/finance-core';
import { describe, expect, it } from 'vitest';
import { financeRefusal as refusal, settingsChecker } from '../settings-test-support';
import { checkLoanSettings, LOAN_ATTRIBUTES, loanDefaultValue } from './settings';

const check = settingsChecker(LOAN_ATTRIBUTES, checkLoanSettings, 'data');

/** Parses and checks settings as the runtime does; every value here parses, the check is what is tested. */
function problemsOf(settings: Record<string, string>, kind: 'data' | 'element' = 'data') {
  const { parsed, problems } = check(settings, kind);
  expect(parsed.problems).toEqual([]);
  return { values: parsed.values, problems };
}

describe('loan calculator settings', () => {
  it('maps attribute names to the calculator fields (rate is the annual rate)', () => {
    const { values, problems } = problemsOf({
      price: '45000000',
      'down-payment': '9 000 000',
      rate: '6,5',
      years: '25',
      'monthly-net-income': '800000',
    });
    expect(problems).toEqual([]);
    expect(loanDefaultValue(values)).toEqual({
      price: 45e6,
      downPayment: 9e6,
      annualRate: 6.5,
      years: 25,
      monthlyNetIncome: 8e5,
    });
  });

  it('names the attribute finance-core refuses, with finance-core’s message', () => {
    const { problems } = problemsOf({ rate: '150' });
    expect(problems).toEqual([
      {
        attribute: 'data-rate',
        value: '150',
        defaultValue: undefined,
        message: refusal(() => homeLoan({ annualRate: 150 })),
      },
    ]);
    expect(problems[0]!.message).toMatch(/^Éves kamat: /);
  });

  it('names an attribute that was not written when its default clashes with the others', () => {
    const { problems } = problemsOf({ price: '5000000' }, 'element');
    expect(problems).toEqual([
      {
        attribute: 'down-payment',
        value: null,
        defaultValue: formatNumber(LOAN_DEFAULTS.downPayment, 0),
        message: refusal(() => homeLoan({ price: 5e6 })),
      },
    ]);
  });

  it('checks the fees and the rate-reset settings too', () => {
    expect(problemsOf({ 'fixation-years': '60' }).problems.map((p) => p.attribute)).toEqual(['data-fixation-years']);
    expect(problemsOf({ 'monthly-net-income': '0' }).problems.map((p) => p.attribute)).toEqual([
      'data-monthly-net-income',
    ]);
    // Fees that eat the whole loan are a problem of the combination, not of one attribute.
    const fees = problemsOf({ price: '2000000', 'down-payment': '1000000', 'other-fees': '1000000' }).problems;
    expect(fees).toEqual([
      { attribute: '', value: null, message: refusal(() => thm({ loanAmount: 1e6, otherFees: 1e6 })) },
    ]);
  });

  it('accepts whole-year terms only', () => {
    const { parsed } = check({ years: '12,5' });
    expect(parsed.problems).toEqual([{ attribute: 'data-years', value: '12,5', message: 'Egész számot adjon meg.' }]);
  });
});
