import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { solveQp, type QpProblem } from './qp';
import { expectKkt, normal, quadprogSolve, randomSpd, rng } from './test-support';

/** A random feasible QP: random SPD Q and c, m equality rows and k inequality rows all satisfied by a random x0 in the box. */
function randomProblem(
  seed: number,
  n: number,
  m: number,
  k: number,
  shorting: boolean,
): { prob: QpProblem; x0: Float64Array } {
  const rand = rng(seed);
  const lo = shorting ? -1 : 0;
  const x0 = Float64Array.from({ length: n }, () => lo + (1 - lo) * (0.1 + 0.8 * rand()));
  const A = Float64Array.from({ length: m * n }, () => normal(rand));
  const b = Float64Array.from({ length: m }, (_, e) =>
    A.subarray(e * n, (e + 1) * n).reduce((s, v, i) => s + v * x0[i]!, 0),
  );
  const G = Float64Array.from({ length: k * n }, () => normal(rand));
  const h = Float64Array.from(
    { length: k },
    (_, j) => G.subarray(j * n, (j + 1) * n).reduce((s, v, i) => s + v * x0[i]!, 0) - 0.3 * rand(),
  );
  return {
    prob: {
      n,
      Q: randomSpd(rand, n),
      c: Float64Array.from({ length: n }, () => 2 * normal(rand)),
      A,
      b,
      G,
      h,
      lower: new Float64Array(n).fill(lo),
      upper: new Float64Array(n).fill(1),
    },
    x0,
  };
}

describe('solveQp (dense primal active-set)', () => {
  it('solves a two-variable problem by hand: min ½|x|² − 2x₁, x₁ + x₂ = 1, 0 ≤ x ≤ 1 → (1, 0)', () => {
    // On the line the unconstrained minimiser is x₁ = 1.5, so the bound x₁ ≤ 1 binds: x = (1, 0),
    // ν = x₂ = 0 from ∂/∂x₂, and z₁ = x₁ − 2 − ν = −1 ≤ 0 at the upper bound.
    const prob: QpProblem = {
      n: 2,
      Q: Float64Array.of(1, 0, 0, 1),
      c: Float64Array.of(-2, 0),
      A: Float64Array.of(1, 1),
      b: Float64Array.of(1),
      lower: Float64Array.of(0, 0),
      upper: Float64Array.of(1, 1),
    };
    const s = solveQp(prob, Float64Array.of(0.5, 0.5));
    expect(Array.from(s.x)).toEqual([1, 0]);
    expect(s.nu[0]).toBeCloseTo(0, 14);
    expect(s.z[0]).toBeCloseTo(-1, 14);
    expectKkt(prob, s, 1e-14);
  });

  it('satisfies KKT to 1e-9 and agrees with quadprog to 1e-7 on random problems (property)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 2 ** 31 - 1 }),
        fc.integer({ min: 2, max: 14 }),
        fc.integer({ min: 1, max: 2 }),
        fc.integer({ min: 0, max: 5 }),
        fc.boolean(),
        (seed, n, m, k, shorting) => {
          const { prob, x0 } = randomProblem(seed, n, Math.min(m, n - 1), k, shorting);
          const s = solveQp(prob, x0);
          expectKkt(prob, s, 1e-9);
          const ref = quadprogSolve(prob);
          for (let i = 0; i < n; i++) expect(Math.abs(s.x[i]! - ref[i]!)).toBeLessThan(1e-7);
        },
      ),
      { numRuns: 200 },
    );
  });

  it('needs no bounds: an equality-only problem is the KKT solve itself', () => {
    // min ½ x'x s.t. 1'x = 1 → x = 1/n exactly.
    const n = 7;
    const prob: QpProblem = {
      n,
      Q: Float64Array.from({ length: n * n }, (_, i) => (i % (n + 1) === 0 ? 1 : 0)),
      A: new Float64Array(n).fill(1),
      b: Float64Array.of(1),
      lower: new Float64Array(n).fill(-Infinity),
      upper: new Float64Array(n).fill(Infinity),
    };
    const s = solveQp(
      prob,
      Float64Array.from({ length: n }, (_, i) => (i === 0 ? 1 : 0)),
    );
    for (const v of s.x) expect(v).toBeCloseTo(1 / n, 15);
    expect(s.iterations).toBe(1);
  });
});
