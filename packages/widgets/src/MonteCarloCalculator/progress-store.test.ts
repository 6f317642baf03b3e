import { describe, expect, it } from 'vitest';
import { createProgressStore } from './progress-store';

describe('createProgressStore', () => {
  it('tells its subscribers of each change, not of a repeated value, and stops after unsubscribing', () => {
    const store = createProgressStore();
    const seen: number[] = [];
    const unsubscribe = store.subscribe(() => seen.push(store.get()));
    expect(store.get()).toBe(0);
    store.set(0.25);
    store.set(0.25);
    store.set(1);
    unsubscribe();
    store.set(0);
    expect(seen).toEqual([0.25, 1]);
    expect(store.get()).toBe(0);
  });
});
