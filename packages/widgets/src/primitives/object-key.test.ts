import { describe, expect, it } from 'vitest';
import { objectKey } from './object-key';

describe('objectKey', () => {
  it('gives an object the same key every time and another object another key', () => {
    const a = {};
    const b = {};
    expect(objectKey(a)).toBe(objectKey(a));
    expect(objectKey(a)).not.toBe(objectKey(b));
    expect(objectKey(() => {})).not.toBe(objectKey(a));
  });
});
