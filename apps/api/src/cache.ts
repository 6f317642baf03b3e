/**
 * Bounded least-recently-used caches (lru-cache). The service keeps per-instance caches of values
 * computed from read-only market data, so a cached answer is always the answer it would compute
 * again: clients see no state, and any instance behind a load balancer answers the same.
 *
 * Entries differ in size by orders of magnitude (two stocks for a month vs. 24 stocks for eleven
 * years), so the caches that hold series are bounded in bytes, not in entries.
 */
import { LRUCache } from 'lru-cache';

/** What the service needs of a cache. */
export interface BoundedCache<K, V> {
  get(key: K): V | undefined;
  /** Stores (or re-measures, when the value grew) an entry, evicting the least recently used. */
  set(key: K, value: V): void;
  readonly size: number;
  /** Bytes held by the entries as `sizeOf` measures them (0 for entry-counted caches). */
  readonly bytes: number;
}

/** A cache that keeps nothing (a bound of 0 turns caching off). */
function noCache<K, V>(): BoundedCache<K, V> {
  return { get: () => undefined, set: () => {}, size: 0, bytes: 0 };
}

function wrap<K extends NonNullable<unknown>, V extends NonNullable<unknown>>(lru: LRUCache<K, V>): BoundedCache<K, V> {
  return {
    get: (key) => lru.get(key),
    set: (key, value) => {
      // lru-cache skips re-measuring when the same object is set again: drop it first.
      if (lru.peek(key) === value) lru.delete(key);
      lru.set(key, value);
    },
    get size() {
      return lru.size;
    },
    get bytes() {
      return lru.calculatedSize ?? 0;
    },
  };
}

/** At most `entries` entries; 0 keeps nothing. */
export function entryCache<K extends NonNullable<unknown>, V extends NonNullable<unknown>>(
  entries: number,
): BoundedCache<K, V> {
  return entries > 0 ? wrap(new LRUCache<K, V>({ max: entries })) : noCache();
}

/**
 * At most `maxBytes` bytes by `sizeOf`; 0 keeps nothing. An entry larger than the whole bound is
 * not kept (lru-cache refuses it), so one huge answer cannot flush everything else.
 */
export function byteCache<K extends NonNullable<unknown>, V extends NonNullable<unknown>>(
  maxBytes: number,
  sizeOf: (value: V) => number,
): BoundedCache<K, V> {
  if (maxBytes <= 0) return noCache();
  return wrap(
    new LRUCache<K, V>({ maxSize: maxBytes, sizeCalculation: (value) => Math.max(1, Math.ceil(sizeOf(value))) }),
  );
}

/** Rough heap bytes of values, for `byteCache` bounds (V8: 8 per double, ~1 per ASCII character). */
export const HEAP_BYTES = {
  number: 8,
  /** A short string in an array: header, pointer and characters. */
  shortString: 40,
} as const;
