import { describe, expect, it } from 'vitest';
import { isMoveKey, moveActive, pickValue, toggleAllVisible, typeaheadIndex } from './combobox-logic';

describe('moveActive', () => {
  it('moves down and up, wrapping round the ends', () => {
    expect(moveActive('ArrowDown', -1, 3)).toBe(0);
    expect(moveActive('ArrowDown', 1, 3)).toBe(2);
    expect(moveActive('ArrowDown', 2, 3)).toBe(0);
    expect(moveActive('ArrowUp', -1, 3)).toBe(2);
    expect(moveActive('ArrowUp', 0, 3)).toBe(2);
    expect(moveActive('ArrowUp', 2, 3)).toBe(1);
  });

  it('jumps to the ends with Home and End, and finds nothing in an empty list', () => {
    expect(moveActive('Home', 2, 3)).toBe(0);
    expect(moveActive('End', 0, 3)).toBe(2);
    expect(moveActive('ArrowDown', -1, 0)).toBe(-1);
  });

  it('knows its keys', () => {
    expect(['ArrowDown', 'ArrowUp', 'Home', 'End', 'Enter', 'a'].filter(isMoveKey)).toEqual([
      'ArrowDown',
      'ArrowUp',
      'Home',
      'End',
    ]);
  });
});

describe('pickValue', () => {
  it('replaces the selection in single mode, even with the same value', () => {
    expect(pickValue(['AAPL'], 'MSFT', false, -1)).toEqual({ next: ['MSFT'], refused: false });
    expect(pickValue(['AAPL'], 'AAPL', false, -1)).toEqual({ next: ['AAPL'], refused: false });
  });

  it('toggles in multi mode, keeping the order picked', () => {
    expect(pickValue(['AAPL'], 'MSFT', true, -1)).toEqual({ next: ['AAPL', 'MSFT'], refused: false });
    expect(pickValue(['AAPL', 'MSFT'], 'AAPL', true, -1)).toEqual({ next: ['MSFT'], refused: false });
  });

  it('refuses a pick beyond the limit, but always lets one go', () => {
    expect(pickValue(['AAPL', 'MSFT'], 'NVDA', true, 2)).toEqual({ next: ['AAPL', 'MSFT'], refused: true });
    expect(pickValue(['AAPL', 'MSFT'], 'MSFT', true, 2)).toEqual({ next: ['AAPL'], refused: false });
    expect(pickValue(['AAPL'], 'NVDA', true, 2)).toEqual({ next: ['AAPL', 'NVDA'], refused: false });
  });
});

describe('toggleAllVisible', () => {
  const visible = [
    { value: 'AAPL', label: 'Apple' },
    { value: 'MSFT', label: 'Microsoft' },
  ];
  it('adds the visible options not yet picked after the earlier picks', () => {
    expect(toggleAllVisible(['NVDA', 'MSFT'], visible)).toEqual(['NVDA', 'MSFT', 'AAPL']);
  });
  it('unselects the visible options when all are picked, keeping the hidden ones', () => {
    expect(toggleAllVisible(['NVDA', 'MSFT', 'AAPL'], visible)).toEqual(['NVDA']);
  });
});

describe('typeaheadIndex', () => {
  const labels = ['Apple', 'Amazon', 'Microsoft', 'Órás', 'Meta'];
  it('finds the first label starting with the typed text, accents and case aside', () => {
    expect(typeaheadIndex(labels, 'mi', -1)).toBe(2);
    expect(typeaheadIndex(labels, 'or', 0)).toBe(3);
    expect(typeaheadIndex(labels, 'x', 0)).toBe(-1);
  });
  it('keeps the active option while a longer prefix still matches it', () => {
    expect(typeaheadIndex(labels, 'me', 4)).toBe(4);
  });
  it('cycles through the options of a repeated letter', () => {
    expect(typeaheadIndex(labels, 'a', 0)).toBe(1);
    expect(typeaheadIndex(labels, 'aa', 1)).toBe(0);
    expect(typeaheadIndex(labels, 'm', 2)).toBe(4);
  });
});
