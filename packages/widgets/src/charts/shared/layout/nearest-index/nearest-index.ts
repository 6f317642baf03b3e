/**
 * The index of the finite position closest to `target`, or -1 when there is none. A linear scan:
 * positions need not be sorted, and a few thousand points cost microseconds per pointer move.
 * Ties go to the earlier index.
 */
export function nearestIndex(positions: ArrayLike<number>, target: number): number {
  if (!Number.isFinite(target)) return -1;
  let best = -1;
  let bestDistance = Infinity;
  for (let i = 0; i < positions.length; i++) {
    const p = positions[i]!;
    if (!Number.isFinite(p)) continue;
    const d = Math.abs(p - target);
    if (d < bestDistance) {
      best = i;
      bestDistance = d;
    }
  }
  return best;
}
