/**
 * The form's value as finance-core's `compareSavings` input. Pure, so the component, its tests and the
 * embed's attribute check read a value the same way.
 */
import { parseHuNumber, type SavingsComparisonInput } from '@penzugy/finance-core';
import type { StateBondCalculatorValue } from './constants';

/**
 * A yearly inflation path as typed: percents separated by ';' (the comma is the Hungarian decimal mark),
 * e.g. '4,4; 3,5; 3'. '' is "not given" (undefined); text that is not such a list is null.
 */
export function parseInflationPath(text: string): number[] | undefined | null {
  if (text.trim() === '') return undefined;
  const parts = text.split(';').map((p) => p.trim());
  const values: number[] = [];
  for (const part of parts) {
    if (part === '') {
      // A trailing ';' ('4,4; 3;') is harmless; an empty value in the middle is not.
      if (part === parts[parts.length - 1] && values.length > 0) continue;
      return null;
    }
    const v = parseHuNumber(part);
    if (v === null || !Number.isFinite(v)) return null;
    values.push(v);
  }
  return values;
}

/**
 * What the calculator hands compareSavings, field by field. A field the form cannot read is null (it
 * stops the run with that field's message, useCalculation); 'not given' is undefined (finance-core's
 * default). `inflationPath` is the form's own field: when given, it is the inflation.
 */
export type StateBondCalcInput = {
  [
    K in
      | 'amount'
      | 'years'
      | 'depositRate'
      | 'etfExpectedReturn'
      | 'etfVolatility'
      | 'inflation'
      | 'inflationPath'
      | 'options'
      | 'couponReinvestment'
      | 'date'
  ]: unknown;
};

export function stateBondCalcInput(value: StateBondCalculatorValue): StateBondCalcInput {
  return {
    amount: value.amount,
    years: value.years,
    depositRate: value.depositRate,
    etfExpectedReturn: value.etfExpectedReturn,
    etfVolatility: value.etfVolatility,
    // An empty 'Infláció' is the KSH default, not an error.
    inflation: value.inflation ?? undefined,
    inflationPath: parseInflationPath(value.inflationPath),
    options: value.options,
    couponReinvestment: value.couponReinvestment,
    date: value.date === '' ? undefined : value.date,
  };
}

/** The run's input for compareSavings: the path, when given, is the inflation. */
export function savingsInputOf(calc: StateBondCalcInput): SavingsComparisonInput {
  const { inflationPath, inflation, ...rest } = calc;
  return { ...rest, inflation: inflationPath ?? inflation } as SavingsComparisonInput;
}

/** The form's value straight to compareSavings' input (the embed checks a partner's attributes with it). */
export function stateBondInputOf(value: StateBondCalculatorValue): SavingsComparisonInput {
  return savingsInputOf(stateBondCalcInput(value));
}
