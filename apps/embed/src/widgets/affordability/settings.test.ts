import { readFileSync } from 'node:fs';
import path from 'node:path';
import { affordability } from '@penzugy/finance-core';
import { describe, expect, it } from 'vitest';
import { financeRefusal, settingsChecker } from '../settings-test-support';
import {
  AFFORDABILITY_ATTRIBUTES,
  affordabilityDefaultValue,
  checkAffordabilitySettings,
  DEFAULT_METHODOLOGY_URL,
  methodologyHref,
} from './settings';

/** The site's default public address, read from the site's build (apps/site/vite/page-meta.ts) to keep the two in step. */
const DEFAULT_SITE_ORIGIN = /DEFAULT_SITE_ORIGIN = '([^']+)'/.exec(
  readFileSync(path.join(__dirname, '../../../../site/vite/page-meta.ts'), 'utf8'),
)?.[1];

const check = settingsChecker(AFFORDABILITY_ATTRIBUTES, checkAffordabilitySettings, 'data');

describe('affordability settings', () => {
  it('maps kebab-case attributes, the HFM case and the rules’ day to the calculator fields', () => {
    const { parsed, problems } = check({
      'monthly-net-income': '700 000',
      'co-borrower-monthly-net-income': '300000',
      'fixation-years': '10',
      rate: '6,5',
      'credit-line-limits': '500000',
      'own-funds': '0',
      'loan-to-value-case': 'first-home',
      date: '2025-12-31',
    });
    expect(problems).toEqual([]);
    expect(affordabilityDefaultValue(parsed.values)).toEqual({
      monthlyNetIncome: 700_000,
      coBorrowerMonthlyNetIncome: 300_000,
      fixationYears: 10,
      annualRate: 6.5,
      creditLineLimits: 500_000,
      ownFunds: 0,
      loanToValueCase: 'firstHome',
      date: '2025-12-31',
    });
  });

  it('names the attribute finance-core refuses, with finance-core’s message', () => {
    const message = financeRefusal(() => affordability({ monthlyNetIncome: 0 }));
    expect(message).toMatch(/^Havi nettó jövedelem: /);
    expect(check({ 'monthly-net-income': '0' }).problems).toEqual([
      { attribute: 'data-monthly-net-income', value: '0', defaultValue: undefined, message },
    ]);
    const early = check({ date: '2000-01-01' }).problems;
    expect(early).toEqual([
      {
        attribute: 'data-date',
        value: '2000-01-01',
        defaultValue: undefined,
        message: financeRefusal(() => affordability({ monthlyNetIncome: 1, date: '2000-01-01' })),
      },
    ]);
    expect(early[0]!.message).toMatch(/^A szabályok napja: /);
  });

  it('refuses an unknown HFM case and a day that is not one, in Hungarian', () => {
    expect(check({ 'loan-to-value-case': 'luxus' }).problems[0]).toMatchObject({
      attribute: 'data-loan-to-value-case',
      message: expect.stringMatching(/standard, first-home, green/),
    });
    expect(check({ date: '2025-02-30' }).problems[0]).toMatchObject({ attribute: 'data-date', value: '2025-02-30' });
  });

  it('links the rule notes to our site’s methodology page unless methodology-url says otherwise', () => {
    expect(DEFAULT_METHODOLOGY_URL).toBe(`${DEFAULT_SITE_ORIGIN}/modszertan#{rule}`);
    expect(methodologyHref({})('debtBrake.jtmIncomeThreshold')).toBe(
      `${DEFAULT_SITE_ORIGIN}/modszertan#debtBrake.jtmIncomeThreshold`,
    );
    const { parsed } = check({ 'methodology-url': 'https://partner.hu/szabalyok?rule={rule}' });
    expect(methodologyHref(parsed.values)('debtBrake.hfmStandard')).toBe(
      'https://partner.hu/szabalyok?rule=debtBrake.hfmStandard',
    );
    expect(check({ 'methodology-url': 'https://partner.hu/szabalyok' }).parsed.problems).toEqual([
      expect.objectContaining({ attribute: 'data-methodology-url' }),
    ]);
  });
});
