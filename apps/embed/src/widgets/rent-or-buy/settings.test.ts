import { rentOrBuy } from '@penzugy/finance-core';
import { describe, expect, it } from 'vitest';
import { financeRefusal, settingsChecker } from '../settings-test-support';
import { checkRentOrBuySettings, RENT_OR_BUY_ATTRIBUTES, rentOrBuyDefaultValue } from './settings';

const check = settingsChecker(RENT_OR_BUY_ATTRIBUTES, checkRentOrBuySettings, 'element');

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
    const message = financeRefusal(() => rentOrBuy({ mortgageRate: 80 }));
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
