import { describe, expect, it } from 'vitest';
import { NUMBER_FIELD_STRINGS } from './strings';
import { readNumberField } from './validate';

describe('readNumberField', () => {
  it.each([
    ['50 000 000', 50_000_000],
    ['50\u00a0000\u00a0000', 50_000_000],
    ['50.000.000', 50_000_000],
    ['7,5', 7.5],
    ['-0,05', -0.05],
    ['30 év', 30],
    ['7,5 %', 7.5],
    ['1 234,5 Ft', 1234.5],
  ])('reads %j as %d', (text, expected) => {
    expect(readNumberField(text, 'Mező')).toEqual({ value: expected, valid: true, reason: null, message: null });
  });

  it.each(['abc', '7,5,1', '1e3', '--2', '12abc', 'NaN', 'Infinity'])(
    'rejects %j as not a number, never NaN',
    (text) => {
      const r = readNumberField(text, 'Ingatlan ára');
      expect(r).toEqual({
        value: null,
        valid: false,
        reason: 'notANumber',
        message: 'Ingatlan ára: adjon meg érvényes számot.',
      });
    },
  );

  it('checks the bounds, naming the field', () => {
    const rules = { min: 1, max: 30 };
    expect(readNumberField('31', 'Futamidő', rules).message).toBe('Futamidő: nem lehet nagyobb, mint 30.');
    expect(readNumberField('0,5', 'Futamidő', rules).message).toBe('Futamidő: nem lehet kisebb, mint 1.');
    expect(readNumberField('30', 'Futamidő', rules).valid).toBe(true);
    expect(readNumberField('1', 'Futamidő', rules).valid).toBe(true);
  });

  it('groups large bounds with no-break spaces, as Intl hu-HU does', () => {
    expect(readNumberField('200 000 000', 'Ingatlan ára', { max: 100_000_000 }).message).toBe(
      'Ingatlan ára: nem lehet nagyobb, mint 100\u00a0000\u00a0000.',
    );
  });

  it('rejects fractions when integer is set', () => {
    expect(readNumberField('12,5', 'Lépések évente', { integer: true }).reason).toBe('notInteger');
  });

  it('treats an empty field as an error only when required', () => {
    expect(readNumberField('  ', 'Önerő', { required: true })).toMatchObject({
      value: null,
      valid: false,
      reason: 'empty',
    });
    expect(readNumberField('', 'Önerő')).toEqual({ value: null, valid: true, reason: null, message: null });
  });
});

describe('rangeHint', () => {
  const hint = NUMBER_FIELD_STRINGS.rangeHint;
  it('writes the ranges of docs/product.md#calculators in Hungarian', () => {
    expect(hint(1, 30, undefined, 'év')).toBe('Tartomány: 1–30\u00a0év');
    expect(hint(10, 10000, 10)).toBe('Tartomány: 10–10\u00a0000, lépésköz: 10');
    expect(hint(1, undefined, 100)).toBe('Legkisebb érték: 1, lépésköz: 100');
    expect(hint(-0.5, 0.5)).toBe('Tartomány: -0,5–0,5');
    expect(hint(1, 100, undefined, '%')).toBe('Tartomány: 1–100%');
    expect(hint(undefined, 50, undefined, '%')).toBe('Legnagyobb érték: 50%');
    expect(hint(undefined, undefined, 0.5)).toBe('Lépésköz: 0,5');
    expect(hint(undefined, undefined, undefined)).toBe('');
  });
});
