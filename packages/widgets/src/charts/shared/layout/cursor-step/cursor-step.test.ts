import { describe, expect, it } from 'vitest';
import { nextCursorIndex } from './cursor-step';

describe('nextCursorIndex', () => {
  it('starts at the first or last point from a hidden cursor', () => {
    expect(nextCursorIndex(null, 'ArrowRight', 5)).toBe(0);
    expect(nextCursorIndex(null, 'ArrowLeft', 5)).toBe(4);
  });
  it('steps by one and stops at the ends', () => {
    expect(nextCursorIndex(2, 'ArrowRight', 5)).toBe(3);
    expect(nextCursorIndex(4, 'ArrowRight', 5)).toBe(4);
    expect(nextCursorIndex(0, 'ArrowLeft', 5)).toBe(0);
  });
  it('jumps with Home, End, PageUp and PageDown', () => {
    expect(nextCursorIndex(2, 'Home', 5)).toBe(0);
    expect(nextCursorIndex(2, 'End', 5)).toBe(4);
    expect(nextCursorIndex(0, 'PageDown', 501)).toBe(50);
    expect(nextCursorIndex(20, 'PageUp', 501)).toBe(0);
  });
  it('hides with Escape and ignores other keys', () => {
    expect(nextCursorIndex(2, 'Escape', 5)).toBeNull();
    expect(nextCursorIndex(2, 'a', 5)).toBeUndefined();
    expect(nextCursorIndex(null, 'ArrowRight', 0)).toBeUndefined();
  });
});
