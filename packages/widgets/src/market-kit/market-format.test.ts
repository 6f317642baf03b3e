import { describe, expect, it } from 'vitest';
import {
  changeDirection,
  formatBillionsUsd,
  formatPrice,
  formatSignedFraction,
  formatSignedNumber,
  formatSignedPercentPoints,
  formatSignedPrice,
} from './market-format';

const nbsp = '\u00a0';

describe('market-format', () => {
  it('writes changes in percent points with their sign, Hungarian decimals', () => {
    expect(formatSignedPercentPoints(1.234)).toBe('+1,23%');
    expect(formatSignedPercentPoints(-2.5)).toBe('-2,50%');
    expect(formatSignedPercentPoints(12.3456, 1)).toBe('+12,3%');
  });

  it('shows a change that rounds to zero as a plain 0, never +0,00% or -0,00%', () => {
    expect(formatSignedPercentPoints(0)).toBe('0,00%');
    expect(formatSignedPercentPoints(-0.004)).toBe('0,00%');
    expect(formatSignedPercentPoints(0.004)).toBe('0,00%');
    expect(formatSignedNumber(-0)).toBe('0,00');
    expect(changeDirection(-0.004)).toBe('flat');
    expect(changeDirection(-0.006)).toBe('down');
    expect(changeDirection(0.006)).toBe('up');
  });

  it('writes fractions as signed percentages', () => {
    expect(formatSignedFraction(0.0123)).toBe('+1,23%');
    expect(formatSignedFraction(-0.00456)).toBe('-0,46%');
    expect(formatSignedFraction(0.00001)).toBe('0,00%');
  });

  it('groups large numbers with a no-break space as hu-HU does', () => {
    expect(formatSignedNumber(-12345.678)).toBe(`-12${nbsp}345,68`);
    expect(formatSignedNumber(1234.5)).toBe('+1234,50');
  });

  it('formats prices in their own currency with its usual decimals', () => {
    expect(formatPrice(271.835, 'USD')).toBe(`271,84${nbsp}USD`);
    expect(formatPrice(34271.84, 'HUF')).toBe(`34${nbsp}272${nbsp}Ft`);
    expect(formatPrice(5791.41, 'eur')).toBe(`5791,41${nbsp}EUR`);
    expect(formatSignedPrice(3.1, 'USD')).toBe(`+3,10${nbsp}USD`);
    expect(formatSignedPrice(-120.4, 'HUF')).toBe(`-120${nbsp}Ft`);
    expect(formatSignedPrice(-0.2, 'HUF')).toBe(`0${nbsp}Ft`);
  });

  it('writes an unknown currency code after the number instead of throwing', () => {
    expect(formatPrice(12.5, 'pont')).toBe('12,50 pont');
    expect(formatPrice(12.5, '')).toBe('12,50');
  });

  it('never shows NaN', () => {
    for (const bad of [Number.NaN, Number.POSITIVE_INFINITY, Number.NEGATIVE_INFINITY]) {
      expect(formatSignedPercentPoints(bad)).toBe('–');
      expect(formatSignedFraction(bad)).toBe('–');
      expect(formatSignedNumber(bad)).toBe('–');
      expect(formatPrice(bad, 'USD')).toBe('–');
      expect(formatSignedPrice(bad, 'USD')).toBe('–');
      expect(formatBillionsUsd(bad)).toBe('–');
      expect(changeDirection(bad)).toBe('flat');
    }
  });

  it('writes market capitalisation in billions of USD', () => {
    expect(formatBillionsUsd(4514.7095)).toBe('4514,7 milliárd USD');
    expect(formatBillionsUsd(44.906)).toBe('44,9 milliárd USD');
    expect(formatBillionsUsd(12345.6)).toBe(`12${nbsp}345,6 milliárd USD`);
  });
});
