import { describe, expect, it } from 'vitest';
import { byteCache, entryCache } from './cache';

describe('entryCache', () => {
  it('evicts the least recently used entry beyond its capacity', () => {
    const c = entryCache<string, number>(2);
    c.set('a', 1);
    c.set('b', 2);
    expect(c.get('a')).toBe(1); // a is now the most recent
    c.set('c', 3);
    expect(c.get('b')).toBeUndefined();
    expect(c.get('a')).toBe(1);
    expect(c.get('c')).toBe(3);
    expect(c.size).toBe(2);
  });

  it('keeps nothing with capacity 0', () => {
    const c = entryCache<string, number>(0);
    c.set('a', 1);
    expect(c.get('a')).toBeUndefined();
  });
});

describe('byteCache', () => {
  const sizeOf = (v: number[]) => v.length * 8;

  it('holds at most its bound in bytes, evicting the least recently used', () => {
    const c = byteCache<string, number[]>(1000, sizeOf);
    for (let i = 0; i < 100; i++) c.set(`k${i}`, new Array(50).fill(i)); // 400 bytes each
    expect(c.bytes).toBeLessThanOrEqual(1000);
    expect(c.size).toBe(2);
    expect(c.get('k99')).toEqual(new Array(50).fill(99));
    expect(c.get('k0')).toBeUndefined();
  });

  it('re-measures an entry that grew when it is set again', () => {
    const c = byteCache<string, number[]>(1000, sizeOf);
    const v = [1];
    c.set('a', v);
    expect(c.bytes).toBe(8);
    v.push(...new Array(9).fill(0));
    c.set('a', v);
    expect(c.bytes).toBe(80);
  });

  it('does not keep an entry larger than the bound, nor anything with bound 0', () => {
    const c = byteCache<string, number[]>(100, sizeOf);
    c.set('small', [1]);
    c.set('huge', new Array(1000).fill(0));
    expect(c.get('huge')).toBeUndefined();
    expect(c.get('small')).toEqual([1]);
    const off = byteCache<string, number[]>(0, sizeOf);
    off.set('a', [1]);
    expect(off.get('a')).toBeUndefined();
  });
});
