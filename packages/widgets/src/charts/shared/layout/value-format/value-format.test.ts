import { describe, expect, it } from 'vitest';
import { hufTickFormat, numberTickFormat, resolveValueFormat, stepDecimals } from './value-format';

const s = (text: string) => text.replace(/\u00a0/g, ' ');

describe('hufTickFormat', () => {
  it('writes millions with one unit for the whole axis', () => {
    const ticks = [0, 10e6, 20e6, 30e6, 40e6, 50e6];
    const f = hufTickFormat(ticks);
    expect(ticks.map((t) => s(f(t)))).toEqual(['0 Ft', '10 M Ft', '20 M Ft', '30 M Ft', '40 M Ft', '50 M Ft']);
  });
  it('keeps the decimals the step needs instead of rounding like Intl compact', () => {
    const ticks = [0, 2.5e6, 5e6, 7.5e6, 10e6, 12.5e6];
    const f = hufTickFormat(ticks);
    expect(ticks.map((t) => s(f(t)))).toEqual(['0 Ft', '2,5 M Ft', '5,0 M Ft', '7,5 M Ft', '10,0 M Ft', '12,5 M Ft']);
  });
  it('writes negative values, thousands and milliárds', () => {
    expect(s(hufTickFormat([-10e6, 0, 10e6])(-10e6))).toBe('-10 M Ft');
    expect(s(hufTickFormat([0, 20e3, 40e3])(40e3))).toBe('40 E Ft');
    expect(s(hufTickFormat([0, 1e9, 2e9])(2e9))).toBe('2 Mrd Ft');
  });
  it('writes whole forints below 10 000 and a dash for non-finite values', () => {
    expect(s(hufTickFormat([0, 2000, 4000])(4000))).toBe('4000 Ft');
    expect(hufTickFormat([0, 1e6])(NaN)).toBe('–');
  });
});

describe('numberTickFormat', () => {
  it('uses the decimals of the step', () => {
    expect(numberTickFormat([0, 500, 1000])(1000)).toBe('1000');
    expect(numberTickFormat([0, 0.5, 1])(1)).toBe('1,0');
    expect(numberTickFormat([0.1, 0.12])(0.1)).toBe('0,10');
    expect(numberTickFormat([7])(7)).toBe('7');
  });
});

describe('resolveValueFormat', () => {
  it('gives full forints in values for huf', () => {
    expect(s(resolveValueFormat('huf').value(12345678))).toBe('12 345 678 Ft');
  });
  it('gives 2 decimals for number', () => {
    expect(resolveValueFormat('number').value(1234.5)).toBe('1234,50');
  });
  it('uses a custom function for both and never shows NaN', () => {
    const r = resolveValueFormat((v) => `${v} x`);
    expect(r.value(3)).toBe('3 x');
    expect(r.value(NaN)).toBe('–');
    expect(r.ticks([1, 2])(2)).toBe('2 x');
  });
});

describe('stepDecimals', () => {
  it('counts the decimals a step needs', () => {
    expect(stepDecimals(10, 4)).toBe(0);
    expect(stepDecimals(2.5, 4)).toBe(1);
    expect(stepDecimals(0.25, 4)).toBe(2);
    expect(stepDecimals(0.1 + 0.2, 4)).toBe(1);
    expect(stepDecimals(1 / 3, 2)).toBe(2);
    expect(stepDecimals(0, 2)).toBe(0);
  });
});
