/**
 * A small least-recently-used cache. The service keeps per-instance caches of values computed from
 * read-only market data, so a cached answer is always the answer it would compute again: clients see
 * no state, and any instance behind a load balancer answers the same.
 */
export class LruCache<K, V> {
  private readonly map = new Map<K, V>();

  constructor(
    /** Most entries kept; 0 disables the cache. */
    readonly capacity: number,
  ) {}

  get(key: K): V | undefined {
    const value = this.map.get(key);
    if (value !== undefined) {
      // A Map iterates in insertion order: re-inserting marks the entry as the most recent.
      this.map.delete(key);
      this.map.set(key, value);
    }
    return value;
  }

  set(key: K, value: V): void {
    if (this.capacity <= 0) return;
    this.map.delete(key);
    this.map.set(key, value);
    if (this.map.size > this.capacity) this.map.delete(this.map.keys().next().value as K);
  }

  get size(): number {
    return this.map.size;
  }
}
