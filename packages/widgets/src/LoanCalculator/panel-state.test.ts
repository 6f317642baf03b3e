import { describe, expect, it } from 'vitest';
import { readNumber, readNumbers, readPanelValues, readYesNo, writePanelValues, writeValue } from './panel-state';
import { OPEN_PANEL } from './query';

describe('a panel’s query value', () => {
  it('round-trips key_value pairs in the characters a query keeps as they are', () => {
    const values = { floorArea: '60', firstHome: '1', szuletes: '14--40', homeKind: 'flat' };
    const text = writePanelValues(values);
    expect(text).toBe('floorArea_60*firstHome_1*szuletes_14--40*homeKind_flat');
    expect(new URLSearchParams({ t: text }).toString()).toBe(`t=${text}`);
    expect(readPanelValues(text)).toEqual(values);
  });

  it('writes an open panel with nothing changed as 1, and reads it as no values', () => {
    expect(writePanelValues({})).toBe(OPEN_PANEL);
    expect(readPanelValues(OPEN_PANEL)).toEqual({});
  });

  it('ignores what a hand-edited link garbles', () => {
    expect(readPanelValues('_x*floorArea*price_1*')).toEqual({ price: '1' });
    expect(readNumber('abc')).toBeNull();
    expect(readNumber('')).toBeNull();
    expect(readNumber(undefined)).toBeNull();
    expect(readNumber('7.5')).toBe(7.5);
    expect(readYesNo('2')).toBeNull();
    expect([readYesNo('1'), readYesNo('0')]).toEqual([true, false]);
  });

  it('keeps each item of a list in its place, empty ones too', () => {
    const text = writeValue([12, null, 1_000_000]);
    expect(text).toBe('12--1000000');
    expect(readNumbers(text)).toEqual([12, null, 1_000_000]);
    expect(readNumbers(undefined)).toEqual([]);
    expect(writeValue(true)).toBe('1');
    expect(writeValue(null)).toBe('');
  });
});
