/**
 * Evenly spaced category indices for an axis of `count` categories with room for `maxTicks` labels:
 * every index when they fit, else every k-th index starting from the first.
 */
export function categoryTicks(count: number, maxTicks: number): number[] {
  const n = Math.max(0, Math.floor(count));
  const m = Math.max(1, Math.floor(maxTicks));
  if (n === 0) return [];
  if (n <= m) return Array.from({ length: n }, (_, i) => i);
  const step = m === 1 ? n : Math.ceil((n - 1) / (m - 1));
  const ticks: number[] = [];
  for (let i = 0; i < n; i += step) ticks.push(i);
  return ticks;
}
