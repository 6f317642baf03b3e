import { readdirSync } from 'node:fs';
import path from 'node:path';
import {
  AFFORDABILITY_CALCULATOR_STRINGS,
  LOAN_CALCULATOR_STRINGS,
  MONTE_CARLO_STRINGS,
  PORTFOLIO_STRINGS,
  RENT_OR_BUY_CALCULATOR_STRINGS,
  STATE_BOND_CALCULATOR_STRINGS,
} from '@penzugy/widgets';
import { describe, expect, it } from 'vitest';
import { isWidgetName, WIDGET_NAMES, WIDGET_TITLES } from './catalogue';

describe('the widget catalogue', () => {
  it('has one folder under src/widgets per widget, and no other', () => {
    const folders = readdirSync(path.join(__dirname, 'widgets'), { withFileTypes: true })
      .filter((d) => d.isDirectory())
      .map((d) => d.name)
      .sort();
    expect(folders).toEqual([...WIDGET_NAMES].sort());
  });

  it('uses the calculators’ own titles', () => {
    expect(WIDGET_TITLES['loan-calculator']).toBe(LOAN_CALCULATOR_STRINGS.title);
    expect(WIDGET_TITLES['rent-or-buy']).toBe(RENT_OR_BUY_CALCULATOR_STRINGS.title);
    expect(WIDGET_TITLES['monte-carlo']).toBe(MONTE_CARLO_STRINGS.title);
    expect(WIDGET_TITLES.portfolio).toBe(PORTFOLIO_STRINGS.title);
    expect(WIDGET_TITLES.affordability).toBe(AFFORDABILITY_CALCULATOR_STRINGS.title);
    expect(WIDGET_TITLES['state-bonds']).toBe(STATE_BOND_CALCULATOR_STRINGS.title);
  });

  it('recognises widget names exactly', () => {
    expect(isWidgetName('loan-calculator')).toBe(true);
    expect(isWidgetName('Loan-Calculator')).toBe(false);
    expect(isWidgetName('toString')).toBe(false);
    expect(isWidgetName(null)).toBe(false);
  });
});
