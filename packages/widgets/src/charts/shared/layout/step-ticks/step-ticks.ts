/**
 * Ticks at multiples of `step` within `domain` (e.g. every 12 months), using a multiple of the
 * step when they would not fit in `maxTicks` (every 24, 36, … months).
 */
export function stepTicks(domain: readonly [number, number], step: number, maxTicks: number): number[] {
  const [lo, hi] = domain[0] <= domain[1] ? domain : [domain[1], domain[0]];
  if (!(step > 0) || !Number.isFinite(lo) || !Number.isFinite(hi)) return [];
  const max = Math.max(1, Math.floor(maxTicks));
  const span = Math.floor(hi / step) - Math.ceil(lo / step) + 1;
  const k = Math.max(1, Math.ceil(span / max));
  const s = step * k;
  const ticks: number[] = [];
  for (let v = Math.ceil(lo / s) * s; v <= hi + 1e-9 * s; v += s) ticks.push(Math.round(v / step) * step);
  return ticks;
}
