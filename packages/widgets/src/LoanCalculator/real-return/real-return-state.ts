/**
 * The 'Infláció + x %' panel's state (docs/product.md#home-loan): the alternative return of the
 * down payment either as the form's nominal percent or as "infláció + x %", whose nominal rate is Fisher's
 * (1 + π)(1 + x) − 1 (finance-core `nominalFromReal`, packages/finance-core/src/savings/todays-forints.ts:
 * the money then grows exactly x % a year in today's forints, as the other tools' "mai forint" view shows
 * it). Kept in the link as the panel's query value (../panel-state.ts): `mod_real*infl_4.4*x_3`.
 */
import { LOAN_LIMITS, nominalFromReal, TODAYS_FORINTS_LIMITS } from '@penzugy/finance-core';
import { readNumber, readPanelValues, writePanelValues, writeValue } from '../panel-state';

export type RealReturnMode = 'nominal' | 'real';

export interface RealReturnState {
  mode: RealReturnMode;
  /** Expected inflation, percent a year (the last valid value). */
  inflation: number;
  /** The return above inflation, percent a year (the last valid value). */
  realReturn: number;
}

const inRange = (v: number | null, min: number, max: number): v is number => v !== null && v >= min && v <= max;

/**
 * The x that gives the form's nominal return at the default inflation, to one decimal, so switching to
 * "infláció + x %" starts where the figures are; within the field's range.
 */
export function realReturnFor(nominal: number, inflation: number): number {
  const x = Math.round(((1 + nominal / 100) / (1 + inflation / 100) - 1) * 1000) / 10;
  return Math.min(Math.max(x, TODAYS_FORINTS_LIMITS.minRealReturnPercent), TODAYS_FORINTS_LIMITS.maxRealReturnPercent);
}

/** The panel's state from its query value over the starting state; unreadable or out-of-range values keep the start. */
export function readRealReturnState(value: string, start: RealReturnState): RealReturnState {
  const v = readPanelValues(value);
  const inflation = readNumber(v.infl);
  const x = readNumber(v.x);
  const L = TODAYS_FORINTS_LIMITS;
  return {
    mode: v.mod === 'real' ? 'real' : start.mode,
    inflation: inRange(inflation, L.minInflationPercent, L.maxInflationPercent) ? inflation : start.inflation,
    realReturn: inRange(x, L.minRealReturnPercent, L.maxRealReturnPercent) ? x : start.realReturn,
  };
}

/** The query value: every field, so the link reproduces the view whatever the default is on the day it is opened. */
export function writeRealReturnState(state: RealReturnState): string {
  return writePanelValues({
    mod: state.mode,
    infl: writeValue(state.inflation),
    x: writeValue(state.realReturn),
  });
}

/**
 * The nominal alternative return the calculator uses: null in nominal mode (the form's field applies);
 * in real mode the Fisher rate, or `{ outOfRange }` when it leaves the loan's −10…100 % range.
 */
export function effectiveReturn(state: RealReturnState): number | null | { outOfRange: number } {
  if (state.mode === 'nominal') return null;
  const rate = nominalFromReal(state.inflation, state.realReturn);
  return rate >= LOAN_LIMITS.minRatePercent && rate <= LOAN_LIMITS.maxRatePercent ? rate : { outOfRange: rate };
}
