import { isFinanceInputError, rentOrBuy } from '@penzugy/finance-core';
import { describe, expect, it } from 'vitest';
import { parseAttributes } from '../../config/schema';
import { checkRentOrBuySettings, RENT_OR_BUY_ATTRIBUTES, rentOrBuyDefaultValue } from './settings';

function check(settings: Record<string, string>) {
  const input = Object.entries(settings).map(([key, value]) => ({ name: key, key, value }));
  const parsed = parseAttributes(RENT_OR_BUY_ATTRIBUTES, input);
  return {
    parsed,
    problems: parsed.problems.length
      ? parsed.problems
      : checkRentOrBuySettings(parsed.values, { input, kind: 'element' }),
  };
}

describe('rent-or-buy settings', () => {
  it('maps kebab-case attributes and the purchase duty to the calculator fields', () => {
    const { parsed, problems } = check({
      price: '50000000',
      rent: '220 000',
      'rent-increase': '4,5',
      'purchase-duty': '',
      'selling-costs': '3',
    });
    expect(problems).toEqual([]);
    expect(rentOrBuyDefaultValue(parsed.values)).toEqual({
      price: 5e7,
      rent: 220_000,
      rentIncrease: 4.5,
      purchaseDuty: true,
      sellingCosts: 3,
    });
  });

  it('names the attribute finance-core refuses', () => {
    let message = '';
    try {
      rentOrBuy({ mortgageRate: 80 });
    } catch (e) {
      if (isFinanceInputError(e)) message = e.message;
    }
    expect(message).not.toBe('');
    expect(check({ 'mortgage-rate': '80' }).problems).toEqual([
      { attribute: 'mortgage-rate', value: '80', defaultValue: undefined, message },
    ]);
  });

  it('refuses a purchase duty that is not yes or no', () => {
    expect(check({ 'purchase-duty': '4%' }).problems).toEqual([
      { attribute: 'purchase-duty', value: '4%', message: 'Lehetséges értékek: true vagy false (igen vagy nem).' },
    ]);
  });
});
