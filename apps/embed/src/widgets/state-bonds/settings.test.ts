import { compareSavings } from '@penzugy/finance-core';
import { STATE_BOND_CALCULATOR_DEFAULTS, stateBondInputOf } from '@penzugy/widgets';
import { describe, expect, it } from 'vitest';
import { financeRefusal, settingsChecker } from '../settings-test-support';
import { DEFAULT_METHODOLOGY_URL, methodologyHrefOf } from '../shared';
import { checkStateBondSettings, STATE_BOND_ATTRIBUTES, stateBondDefaultValue } from './settings';

const check = settingsChecker(STATE_BOND_ATTRIBUTES, checkStateBondSettings, 'data');

describe('state-bond settings', () => {
  it('maps kebab-case attributes, the options, the reinvestment, the view and the day to the calculator fields', () => {
    const { parsed, problems } = check({
      amount: '3 000 000',
      years: '10',
      inflation: '4,5',
      'inflation-path': '4,4; 3,5; 3',
      'deposit-rate': '3',
      'etf-expected-return': '6,5',
      'etf-volatility': '12',
      options: 'pmap, ETF-TBSZ, deposit-tbsz',
      'coupon-reinvestment': 'cash',
      view: 'real',
      date: '2026-03-02',
    });
    expect(problems).toEqual([]);
    expect(stateBondDefaultValue(parsed.values)).toEqual({
      amount: 3_000_000,
      years: 10,
      inflation: 4.5,
      inflationPath: '4,4; 3,5; 3',
      depositRate: 3,
      etfExpectedReturn: 6.5,
      etfVolatility: 12,
      options: ['pmap', 'etfTbsz', 'depositTbsz'],
      couponReinvestment: 'cash',
      view: 'real',
      date: '2026-03-02',
    });
    expect(stateBondDefaultValue({})).toEqual({});
  });

  it('names the attribute finance-core refuses, with finance-core’s message', () => {
    const years = financeRefusal(() => compareSavings({ years: 31 }));
    expect(years).toMatch(/^Befektetési idő: /);
    expect(check({ years: '31' }).problems).toEqual([
      { attribute: 'data-years', value: '31', defaultValue: undefined, message: years },
    ]);
    const amount = financeRefusal(() => compareSavings({ amount: 0 }));
    expect(check({ amount: '0' }, 'element').problems).toEqual([
      { attribute: 'amount', value: '0', defaultValue: undefined, message: amount },
    ]);
    // A whole number of years, as the form asks.
    expect(check({ years: '2,5' }).problems[0]).toMatchObject({ attribute: 'data-years', value: '2,5' });
    // A day before the KSH average: finance-core asks for the inflation, on the attribute not written…
    expect(check({ date: '2000-01-01' }).problems).toEqual([
      {
        attribute: 'data-inflation',
        value: null,
        defaultValue: undefined,
        message: financeRefusal(() =>
          compareSavings(stateBondInputOf({ ...STATE_BOND_CALCULATOR_DEFAULTS, date: '2000-01-01' })),
        ),
      },
    ]);
    // …and with one given, a day before the tax rules is the date's fault.
    const early = check({ date: '2000-01-01', inflation: '5' }).problems;
    expect(early).toEqual([
      {
        attribute: 'data-date',
        value: '2000-01-01',
        defaultValue: undefined,
        message: financeRefusal(() => compareSavings({ date: '2000-01-01', inflation: 5 })),
      },
    ]);
    expect(early[0]!.message).toMatch(/^Kezdőnap: /);
  });

  it('blames the inflation path, not the flat rate, for a path finance-core refuses', () => {
    const path = '4; 300';
    const message = financeRefusal(() =>
      compareSavings(stateBondInputOf({ ...STATE_BOND_CALCULATOR_DEFAULTS, inflationPath: path })),
    );
    expect(message).toMatch(/^Infláció: /);
    expect(check({ 'inflation-path': path }).problems).toEqual([
      { attribute: 'data-inflation-path', value: path, defaultValue: undefined, message },
    ]);
    // Without a path, a flat rate out of range is the inflation attribute's.
    expect(check({ inflation: '300' }).problems[0]).toMatchObject({ attribute: 'data-inflation', value: '300' });
  });

  it('refuses a path, an option, a choice and a day it cannot read, in Hungarian, naming the attribute', () => {
    expect(check({ 'inflation-path': '4,4;; 3' }).problems).toEqual([
      {
        attribute: 'data-inflation-path',
        value: '4,4;; 3',
        message: 'Infláció évenként: pontosvesszővel elválasztott számokat adjon meg (pl. 4,4; 3,5; 3).',
      },
    ]);
    expect(check({ options: 'pmap, arany' }).problems[0]).toMatchObject({
      attribute: 'data-options',
      message: 'Ismeretlen elem: „arany”.',
    });
    expect(check({ 'coupon-reinvestment': 'sameBond' }).problems[0]).toMatchObject({
      attribute: 'data-coupon-reinvestment',
      message: expect.stringMatching(/same-bond, cash/),
    });
    expect(check({ view: 'valós' }).problems[0]).toMatchObject({ attribute: 'data-view' });
    expect(check({ date: '2026-02-30' }).problems[0]).toMatchObject({ attribute: 'data-date', value: '2026-02-30' });
    expect(check({ amount: 'sok' }).problems[0]).toMatchObject({ attribute: 'data-amount', value: 'sok' });
  });

  it('links the rule notes to our site’s methodology page unless methodology-url says otherwise', () => {
    expect(methodologyHrefOf({})('tax.personalIncomeTax')).toBe(
      DEFAULT_METHODOLOGY_URL.replace('{rule}', 'tax.personalIncomeTax'),
    );
    const { parsed } = check({ 'methodology-url': 'https://partner.hu/szabalyok?rule={rule}' });
    expect(methodologyHrefOf(parsed.values)('tax.szocho')).toBe('https://partner.hu/szabalyok?rule=tax.szocho');
  });
});
