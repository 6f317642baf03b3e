/**
 * Every function the package exports (both entries, `index.ts` and the `node` condition's `node.ts`)
 * has a property test over 10 000 generated inputs in this folder. A new export without one fails here.
 */
import { describe, expect, it } from 'vitest';
import * as browserEntry from '../index';
import * as nodeEntry from '../node';

/** Export → the property file that covers it. */
const COVERED: Record<string, string> = {
  annuityPayment: 'shared',
  remainingBalance: 'shared',
  monthlyRateFromAnnualPercent: 'shared',
  formatHuf: 'shared',
  formatNumber: 'shared',
  formatPercent: 'shared',
  formatPercentPoints: 'shared',
  formatYearsMonths: 'shared',
  formatDate: 'shared',
  formatDateShort: 'shared',
  formatIsoDate: 'shared',
  parseHuNumber: 'shared',
  checkNumber: 'shared',
  withDefaults: 'shared',
  FinanceInputError: 'monte-carlo (the error helpers)',
  isFinanceInputError: 'monte-carlo (the error helpers)',
  homeLoan: 'loan',
  loanSensitivity: 'loan',
  thm: 'loan',
  rateResetStress: 'loan',
  debtBrake: 'loan',
  loanToValueTest: 'loan',
  paymentToIncomeLimitPercent: 'loan',
  affordability: 'affordability',
  prepayment: 'prepayment',
  extraPaymentForPayoff: 'prepayment',
  rentOrBuy: 'rent-or-buy',
  rentOrBuySensitivity: 'rent-or-buy',
  simulate: 'monte-carlo',
  createSimulation: 'monte-carlo',
  simulateAsync: 'monte-carlo',
  simulateParallel: 'monte-carlo (coordinator in-process; a few runs on worker threads)',
  modelWarnings: 'monte-carlo',
  probabilityAbove: 'monte-carlo',
  probabilityDrawdownWorse: 'monte-carlo',
  SimulationCancelledError: 'monte-carlo (the error helpers)',
  SimulationWorkerError: 'monte-carlo (the error helpers)',
  isSimulationCancelledError: 'monte-carlo (the error helpers)',
  isSimulationWorkerError: 'monte-carlo (the error helpers)',
  optimizePortfolio: 'portfolio',
  efficientFrontier: 'portfolio',
  portfolioMetrics: 'portfolio',
  portfolioMetricsReport: 'portfolio',
  grossExposure: 'portfolio',
  priceSeriesLabel: 'portfolio',
  quickAddTickers: 'portfolio',
  alignInCurrency: 'currency',
  alignOnCommonDates: 'currency',
  isPortfolioCurrency: 'currency',
  compareSavings: 'savings',
  bondCashFlows: 'savings',
  etfProjection: 'savings',
  estimateEtfParameters: 'savings',
  taxedDeposit: 'savings',
  afterTax: 'savings',
  toRealTerms: 'savings',
  toTodaysForints: 'savings',
  fromTodaysForints: 'savings',
  todaysForintsFactor: 'savings',
  nominalFromReal: 'savings',
  defaultExpectedInflation: 'savings',
  cite: 'rules',
  ruleOn: 'rules',
  requireRule: 'rules',
  ruleHistory: 'rules',
  ruleById: 'rules',
  rulesInForce: 'rules',
  todayInHungary: 'rules',
  isIsoDate: 'rules',
  rulesDate: 'rules',
  addMonths: 'rules',
  dayBefore: 'rules',
  subsidyEligibility: 'subsidies',
  financingPlan: 'subsidies',
  homePurchaseDuty: 'subsidies',
  planFinancing: 'subsidies',
};

describe('property tests cover every exported function', () => {
  it.each([
    ['index.ts', browserEntry],
    ['node.ts', nodeEntry],
  ])('%s', (_, entry) => {
    const functions = Object.entries(entry)
      .filter(([, v]) => typeof v === 'function')
      .map(([k]) => k)
      .sort();
    expect(functions).toEqual(Object.keys(COVERED).sort());
  });
});
