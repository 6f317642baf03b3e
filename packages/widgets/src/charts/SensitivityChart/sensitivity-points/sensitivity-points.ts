/** One point of a sensitivity sweep: a parameter value and the outcome there. */
export interface SensitivityPoint {
  /** The parameter value (e.g. appreciation 3, or an offset of −2 percentage points). */
  x: number;
  /** How the parameter value is written on the axis ('3%', '−2 pp'). @default the number */
  label?: string;
  /** The outcome (e.g. final equity, or buy − rent difference). */
  value: number;
}

/** A point ready to draw: finite, sorted by x, labelled, flagged when it is the base case. */
export interface PreparedSensitivityPoint {
  x: number;
  value: number;
  label: string;
  isBase: boolean;
}

/**
 * Keeps the points with finite x and value, sorts them by x (stable), fills in labels and flags the
 * base case (x equal to `baseX`). finance-core may skip shifted values it rejects, so any number of
 * points is fine.
 */
export function prepareSensitivityPoints(
  points: readonly SensitivityPoint[],
  baseX: number | null | undefined,
  formatX: (x: number) => string,
): PreparedSensitivityPoint[] {
  return points
    .filter((p) => Number.isFinite(p.x) && Number.isFinite(p.value))
    .map((p, i) => ({ p, i }))
    .sort((a, b) => a.p.x - b.p.x || a.i - b.i)
    .map(({ p }) => ({
      x: p.x,
      value: p.value,
      label: p.label ?? formatX(p.x),
      isBase: baseX != null && p.x === baseX,
    }));
}
