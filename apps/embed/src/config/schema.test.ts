import { describe, expect, it } from 'vitest';
import type { AttributeInput } from '../attributes';
import { attributeNameFor, isEndpointUrl, parseAttributes, parseValue } from './schema';
import { dateAttribute, isCalendarDate, listAttribute, textAttribute } from './value-types';

const attr = (name: string, value: string): AttributeInput => ({ name, key: name.replace(/^data-/, ''), value });

describe('parseValue', () => {
  it('reads numbers as Hungarians and machines write them', () => {
    expect(parseValue({ type: 'number' }, '45000000')).toEqual({ value: 45_000_000 });
    expect(parseValue({ type: 'number' }, '45 000 000')).toEqual({ value: 45_000_000 });
    expect(parseValue({ type: 'number' }, '7,5')).toEqual({ value: 7.5 });
    expect(parseValue({ type: 'number' }, ' 7.5 % ')).toEqual({ value: 7.5 });
    expect(parseValue({ type: 'number' }, '-2')).toEqual({ value: -2 });
  });

  it('refuses text, blanks, fractions where a whole number is needed and values out of bounds, in Hungarian', () => {
    expect(parseValue({ type: 'number' }, 'sok')).toEqual({ message: 'Számot adjon meg, például 45000000 vagy 7,5.' });
    expect(parseValue({ type: 'number' }, '  ')).toEqual({
      message: 'Az érték üres. Adjon meg egy értéket, vagy hagyja el a beállítást.',
    });
    expect(parseValue({ type: 'number' }, 'NaN')).toHaveProperty('message');
    expect(parseValue({ type: 'number' }, 'Infinity')).toHaveProperty('message');
    expect(parseValue({ type: 'number', integer: true }, '12,5')).toEqual({ message: 'Egész számot adjon meg.' });
    expect(parseValue({ type: 'number', min: -5, max: 50 }, '-5,5')).toEqual({ message: 'Nem lehet kisebb, mint -5.' });
    expect(parseValue({ type: 'number', min: -5, max: 50 }, '50,01')).toEqual({
      message: 'Nem lehet nagyobb, mint 50.',
    });
  });

  it('reads yes/no the HTML way: a bare attribute is true', () => {
    for (const t of ['', 'true', 'TRUE', 'igen', '1', 'yes'])
      expect(parseValue({ type: 'boolean' }, t)).toEqual({ value: true });
    for (const f of ['false', 'nem', '0', 'no']) expect(parseValue({ type: 'boolean' }, f)).toEqual({ value: false });
    expect(parseValue({ type: 'boolean' }, 'talán')).toEqual({
      message: 'Lehetséges értékek: true vagy false (igen vagy nem).',
    });
  });

  it('accepts only the listed choices, exactly', () => {
    expect(parseValue({ type: 'choice', values: ['light', 'dark'] }, 'dark')).toEqual({ value: 'dark' });
    expect(parseValue({ type: 'choice', values: ['light', 'dark'] }, 'Dark')).toEqual({
      message: 'Lehetséges értékek: light, dark.',
    });
  });

  it('reads lists against their catalogue, case-insensitively, without duplicates', () => {
    const spec = listAttribute({ values: ['AAPL', 'MSFT', 'OTP'], maxItems: 2 });
    expect(parseValue(spec, 'aapl, MSFT,aapl')).toEqual({ value: ['AAPL', 'MSFT'] });
    expect(parseValue(spec, 'AAPL, XYZ, ABC')).toEqual({ message: 'Ismeretlen elem: „XYZ”, „ABC”.' });
    expect(parseValue(spec, 'AAPL,MSFT,OTP')).toEqual({ message: 'Legfeljebb 2 elemet adjon meg.' });
  });

  it('checks URL templates for their placeholder', () => {
    expect(parseValue({ type: 'url', placeholder: '{term}' }, 'https://example.hu/szotar/{term}')).toEqual({
      value: 'https://example.hu/szotar/{term}',
    });
    expect(parseValue({ type: 'url', placeholder: '{term}' }, 'https://example.hu/szotar/')).toEqual({
      message: 'A címnek tartalmaznia kell ezt: {term} (ide kerül a fogalom).',
    });
  });

  it('reads a list of origins, refusing anything that is more or less than an http(s) origin', () => {
    expect(
      parseValue({ type: 'origins' }, 'https://portal.example.hu, http://127.0.0.1:4300  https://portal.example.hu'),
    ).toEqual({
      value: ['https://portal.example.hu', 'http://127.0.0.1:4300'],
    });
    expect(parseValue({ type: 'origins' }, 'https://portal.example.hu/ * javascript:alert(1)')).toEqual({
      message:
        'Nem webes eredet (például https://pelda.hu, útvonal és / nélkül): „https://portal.example.hu/”, „*”, „javascript:alert(1)”.',
    });
  });

  it('limits free text', () => {
    expect(parseValue(textAttribute({ maxLength: 3 }), 'THM')).toEqual({ value: 'THM' });
    expect(parseValue(textAttribute({ maxLength: 3 }), 'ROE!')).toEqual({ message: 'Legfeljebb 3 karakter lehet.' });
    const id = textAttribute({ maxLength: 20, pattern: /^[a-z]+$/, patternHint: 'Kisbetűket adjon meg.' });
    expect(parseValue(id, 'THM')).toEqual({ message: 'Kisbetűket adjon meg.' });
    expect(parseValue(textAttribute({ maxLength: 20, pattern: /^[a-z]+$/ }), 'THM')).toEqual({
      message: 'Az érték formája nem megfelelő.',
    });
  });

  it('reads dates, and gives the value types of value-types.ts the empty-value message too', () => {
    expect(parseValue(dateAttribute(), ' 2024-02-29 ')).toEqual({ value: '2024-02-29' });
    expect(parseValue(dateAttribute(), '2025-02-29')).toEqual({
      message: 'Valós dátumot adjon meg ÉÉÉÉ-HH-NN alakban, például 2025-01-31.',
    });
    expect(parseValue(dateAttribute(), ' ')).toEqual({
      message: 'Az érték üres. Adjon meg egy értéket, vagy hagyja el a beállítást.',
    });
  });
});

describe('isEndpointUrl', () => {
  it('accepts absolute http(s) URLs and same-origin paths only', () => {
    expect(isEndpointUrl('https://api.example.hu/v1')).toBe(true);
    expect(isEndpointUrl('http://127.0.0.1:8787')).toBe(true);
    expect(isEndpointUrl('/api')).toBe(true);
    expect(isEndpointUrl('//evil.example/api')).toBe(false);
    expect(isEndpointUrl('javascript:alert(1)')).toBe(false);
    expect(isEndpointUrl('data:text/html,x')).toBe(false);
    expect(isEndpointUrl('api/v1')).toBe(false);
    expect(isEndpointUrl('/api v1')).toBe(false);
    // Browsers read a backslash as a slash and drop tabs and newlines inside a URL: both make another host.
    expect(isEndpointUrl('/\\evil.example/api')).toBe(false);
    expect(isEndpointUrl('/\t/evil.example/api')).toBe(false);
    expect(isEndpointUrl('JaVaScRiPt:alert(1)')).toBe(false);
    expect(isEndpointUrl('vbscript:x')).toBe(false);
    expect(isEndpointUrl('#x')).toBe(false);
  });
});

describe('isCalendarDate', () => {
  it('accepts real dates written YYYY-MM-DD only', () => {
    expect(isCalendarDate('2024-02-29')).toBe(true);
    expect(isCalendarDate('2025-02-29')).toBe(false);
    expect(isCalendarDate('2025-13-01')).toBe(false);
    expect(isCalendarDate('2025.01.31')).toBe(false);
    expect(isCalendarDate('2025-1-31')).toBe(false);
  });
});

describe('parseAttributes', () => {
  const specs = {
    price: { type: 'number' },
    theme: { type: 'choice', values: ['light', 'dark'] },
    'sync-url': { type: 'boolean' },
  } as const;

  it('types every known setting and names every bad one as written, with its value', () => {
    const r = parseAttributes(specs, [
      attr('data-price', '45 000 000'),
      attr('data-theme', 'szivárvány'),
      attr('data-sync-url', ''),
    ]);
    expect(r.values).toEqual({ price: 45_000_000, 'sync-url': true });
    expect(r.problems).toEqual([
      { attribute: 'data-theme', value: 'szivárvány', message: 'Lehetséges értékek: light, dark.' },
    ]);
    expect(r.unknown).toEqual([]);
  });

  it('sets aside unknown attributes and reports a setting given twice', () => {
    const r = parseAttributes(specs, [
      attr('price', '1'),
      attr('data-price', '2'),
      attr('data-v-3f2a', ''),
      attr('prise', '3'),
    ]);
    expect(r.values).toEqual({ price: 1 });
    expect(r.problems).toEqual([
      { attribute: 'data-price', value: '2', message: 'Kétszer szerepel az elemen; csak egyszer adja meg.' },
    ]);
    expect(r.unknown).toEqual(['data-v-3f2a', 'prise']);
  });

  it('does not mistake Object.prototype members for settings', () => {
    const r = parseAttributes(specs, [attr('data-constructor', 'x'), attr('data-__proto__', 'y')]);
    expect(r.values).toEqual({});
    expect(r.unknown).toEqual(['data-constructor', 'data-__proto__']);
  });
});

describe('attributeNameFor', () => {
  it('names a setting as written, or as it would be written on that kind of element', () => {
    expect(attributeNameFor('price', [attr('price', '1')], 'data')).toBe('price');
    expect(attributeNameFor('down-payment', [], 'data')).toBe('data-down-payment');
    expect(attributeNameFor('down-payment', [], 'element')).toBe('down-payment');
  });
});
