/**
 * Validation of savings inputs: one rule per field, so every function checks a field the same way and names
 * it by the same on-screen label (strings.ts). Bounds: constants.ts `SAVINGS_LIMITS`.
 */
import { FinanceInputError } from '../shared/errors';
import { checkNumber, type NumberRule } from '../shared/validate';
import { rulesDate, type IsoDate } from '../rules';
import { SAVINGS_LIMITS as L } from './constants';
import { SAVINGS_LABELS, SAVINGS_MESSAGES, type SavingsField } from './strings';

/**
 * The rule of every numeric field. Built on first use: a module-level table that reads SAVINGS_LIMITS would
 * stay in every bundle that imports anything from the package (bundlers keep property reads).
 */
let rules: Partial<Record<SavingsField, NumberRule>> | undefined;
function rulesTable(): Partial<Record<SavingsField, NumberRule>> {
  if (rules) return rules;
  const money: NumberRule = { min: 0, max: L.maxMoney };
  const rate: NumberRule = { min: L.minRatePercent, max: L.maxRatePercent };
  rules = {
    amount: { min: L.minMoney, max: L.maxMoney },
    invested: { min: L.minMoney, max: L.maxMoney },
    years: { min: L.minYears, max: L.maxYears, integer: true },
    depositRate: rate,
    rate,
    etfExpectedReturn: { min: L.minExpectedReturnPercent, max: L.maxExpectedReturnPercent },
    expectedReturn: { min: L.minExpectedReturnPercent, max: L.maxExpectedReturnPercent },
    etfVolatility: { min: 0, max: L.maxVolatilityPercent },
    volatility: { min: 0, max: L.maxVolatilityPercent },
    etfPricesPerYear: { min: L.minPricesPerYear, max: L.maxPricesPerYear, integer: true },
    pricesPerYear: { min: L.minPricesPerYear, max: L.maxPricesPerYear, integer: true },
    otherIncome: money,
    otherPensionCredits: money,
  };
  return rules;
}

/** A FinanceInputError naming `field` by its label, with the message `label: text`. */
export function savingsError(field: SavingsField, text: string): FinanceInputError {
  const label = SAVINGS_LABELS[field];
  return new FinanceInputError(field, label, `${label}: ${text}`);
}

/** A numeric field checked against its rule; throws a FinanceInputError naming it. */
export function savingsNumber(value: unknown, field: SavingsField): number {
  return checkNumber(value, field, SAVINGS_LABELS[field], rulesTable()[field] ?? {});
}

/** One of `allowed`; throws a FinanceInputError naming the field and listing the choices. */
export function savingsChoice<T extends string>(value: unknown, field: SavingsField, allowed: readonly T[]): T {
  if (typeof value === 'string' && (allowed as readonly string[]).includes(value)) return value as T;
  throw savingsError(field, SAVINGS_MESSAGES.unknownChoice(value, allowed));
}

/** The start day: a real `yyyy-mm-dd` day, today in Hungary by default. */
export function savingsDate(value: unknown, field: SavingsField = 'date'): IsoDate {
  return rulesDate(value, field, SAVINGS_LABELS[field]);
}
