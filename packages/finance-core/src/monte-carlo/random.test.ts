import { describe, expect, it } from 'vitest';
import { blockStreams, PoissonSampler, Random } from './random';
import { expectWithinStandardErrors, meanStandardError, moments, varianceStandardError } from './test-support';

/** Chi-square statistic of observed counts against expected counts. */
function chiSquare(observed: ArrayLike<number>, expected: ArrayLike<number>): number {
  let x2 = 0;
  for (let i = 0; i < observed.length; i++) x2 += (observed[i]! - expected[i]!) ** 2 / expected[i]!;
  return x2;
}

/** Upper bound for a χ² statistic with `df` degrees of freedom: mean + 4 standard deviations. */
function chiSquareBound(df: number): number {
  return df + 4 * Math.sqrt(2 * df);
}

/** ∫ₐᵇ φ(x) dx by composite Simpson with 2000 panels (error < 1e-13 on these intervals). */
function normalMass(a: number, b: number): number {
  const m = 2000;
  const h = (b - a) / m;
  const phi = (x: number) => Math.exp(-0.5 * x * x) / Math.sqrt(2 * Math.PI);
  let s = phi(a) + phi(b);
  for (let i = 1; i < m; i++) s += (i % 2 ? 4 : 2) * phi(a + i * h);
  return (s * h) / 3;
}

describe('xoshiro128**', () => {
  it('matches the reference implementation from state (1, 2, 3, 4)', () => {
    // First outputs of Blackman & Vigna's xoshiro128starstar.c with s = {1, 2, 3, 4}.
    const rng = Random.fromState(1, 2, 3, 4);
    const expected = [
      11520, 0, 5927040, 70819200, 2031721883, 1637235492, 1287239034, 3734860849, 3729100597, 4258142804,
    ];
    expect(expected.map(() => rng.nextUint32())).toEqual(expected);
  });

  it('repeats a sequence for the same seed and differs between neighbouring seeds', () => {
    const draw = (seed: number) => {
      const r = new Random(seed);
      return Array.from({ length: 1000 }, () => r.nextDouble());
    };
    expect(draw(42)).toEqual(draw(42));
    const a = draw(0);
    const b = draw(1);
    expect(a).not.toEqual(b);
    // Neighbouring seeds must give unrelated streams (SplitMix32 seeding): correlation within 4/√n.
    const ma = moments(a);
    const mb = moments(b);
    let cov = 0;
    for (let i = 0; i < a.length; i++) cov += (a[i]! - ma.mean) * (b[i]! - mb.mean);
    const corr = cov / (a.length - 1) / Math.sqrt(ma.variance * mb.variance);
    expect(Math.abs(corr)).toBeLessThan(4 / Math.sqrt(a.length));
  });

  it('gives uniform 32-bit integers (χ² over 256 bins of the top byte and of the low byte)', () => {
    const rng = new Random(7);
    const n = 1 << 20;
    const top = new Float64Array(256);
    const low = new Float64Array(256);
    for (let i = 0; i < n; i++) {
      const u = rng.nextUint32();
      top[u >>> 24]!++;
      low[u & 255]!++;
    }
    const expected = new Float64Array(256).fill(n / 256);
    expect(chiSquare(top, expected)).toBeLessThan(chiSquareBound(255));
    expect(chiSquare(low, expected)).toBeLessThan(chiSquareBound(255));
  });

  it('gives doubles uniform on [0, 1) with mean 1/2 and variance 1/12', () => {
    const rng = new Random(8);
    const xs = Array.from({ length: 200_000 }, () => rng.nextDouble());
    expect(xs.every((x) => x >= 0 && x < 1)).toBe(true);
    const m = moments(xs);
    expectWithinStandardErrors(m.mean, 0.5, meanStandardError(m));
    expectWithinStandardErrors(m.variance, 1 / 12, varianceStandardError(m));
  });
});

describe('ziggurat normals', () => {
  const n = 2_000_000;
  const bulk = new Float64Array(n);
  new Random(11).fillNormals(bulk);

  it('have mean 0, variance 1, skewness 0 and excess kurtosis 0 (bulk fill, 2 M draws)', () => {
    const m = moments(bulk);
    // Standard errors of the sample moments of N(0, 1): 1/√n, √(2/n), √(6/n), √(24/n).
    expectWithinStandardErrors(m.mean, 0, 1 / Math.sqrt(n));
    expectWithinStandardErrors(m.variance, 1, Math.sqrt(2 / n));
    expectWithinStandardErrors(m.skewness, 0, Math.sqrt(6 / n));
    expectWithinStandardErrors(m.excessKurtosis, 0, Math.sqrt(24 / n));
  });

  it('follow the normal law bin by bin, tails included (χ²)', () => {
    const edges = [-Infinity, ...Array.from({ length: 33 }, (_, i) => -4 + i * 0.25), Infinity];
    const bins = edges.length - 1;
    const observed = new Float64Array(bins);
    for (const z of bulk) {
      let b = Math.floor((z + 4) / 0.25) + 1;
      if (b < 0) b = 0;
      if (b > bins - 1) b = bins - 1;
      observed[b]!++;
    }
    const inner = edges.slice(1, -1);
    const expected = new Float64Array(bins);
    const centre = normalMass(-4, 4);
    expected[0] = ((1 - centre) / 2) * n;
    expected[bins - 1] = ((1 - centre) / 2) * n;
    for (let b = 1; b < bins - 1; b++) expected[b] = normalMass(inner[b - 1]!, inner[b]!) * n;
    expect(chiSquare(observed, expected)).toBeLessThan(chiSquareBound(bins - 1));
  });

  it("hit the tail beyond R = 3.4426 (the ziggurat's exact tail method) as often as the normal law", () => {
    const R = 3.442619855899;
    let beyond = 0;
    for (const z of bulk) if (Math.abs(z) > R) beyond++;
    const p = 1 - normalMass(-R, R);
    expectWithinStandardErrors(beyond / n, p, Math.sqrt((p * (1 - p)) / n));
  });

  it('single draws (nextNormal) have the same law', () => {
    const rng = new Random(12);
    const xs = Array.from({ length: 400_000 }, () => rng.nextNormal());
    const m = moments(xs);
    expectWithinStandardErrors(m.mean, 0, 1 / Math.sqrt(xs.length));
    expectWithinStandardErrors(m.variance, 1, Math.sqrt(2 / xs.length));
    expectWithinStandardErrors(m.excessKurtosis, 0, Math.sqrt(24 / xs.length));
  });

  it('fill the same values for the same seed, and only the requested count', () => {
    const a = new Float64Array(5000);
    const b = new Float64Array(5000);
    new Random(3).fillNormals(a);
    new Random(3).fillNormals(b);
    expect(a).toEqual(b);
    const c = new Float64Array(10).fill(Number.NaN);
    new Random(3).fillNormals(c, 4);
    expect(Array.from(c.subarray(4)).every(Number.isNaN)).toBe(true);
    expect(Array.from(c.subarray(0, 4)).every(Number.isFinite)).toBe(true);
  });
});

describe('Poisson sampler', () => {
  it.each([0.0003, 0.05, 10 / 12, 3, 25, 200])('mean %d: sample mean = sample variance = the mean', (mean) => {
    const rng = new Random(Math.round(mean * 1000) + 5);
    const sampler = new PoissonSampler(mean);
    const n = 200_000;
    const xs = new Float64Array(n);
    for (let i = 0; i < n; i++) xs[i] = sampler.sample(rng);
    const m = moments(xs);
    // Poisson(m): Var = m, and the sample variance has variance (μ₄ − σ⁴)/n = (m + 2m²)/n.
    expectWithinStandardErrors(m.mean, mean, Math.sqrt(mean / n));
    expectWithinStandardErrors(m.variance, mean, Math.sqrt((mean + 2 * mean * mean) / n));
  });

  it('follows the Poisson probabilities at the largest jump rate of the model (λΔt = 10/12, χ²)', () => {
    const mean = 10 / 12;
    const rng = new Random(99);
    const sampler = new PoissonSampler(mean);
    const n = 500_000;
    const observed = new Float64Array(6);
    for (let i = 0; i < n; i++) observed[Math.min(sampler.sample(rng), 5)]!++;
    const expected = new Float64Array(6);
    let p = Math.exp(-mean);
    let cdf = 0;
    for (let k = 0; k < 5; k++) {
      expected[k] = p * n;
      cdf += p;
      p *= mean / (k + 1);
    }
    expected[5] = (1 - cdf) * n;
    expect(chiSquare(observed, expected)).toBeLessThan(chiSquareBound(5));
  });

  it('decides N = 0 from the first 32 bits exactly as the full 53-bit comparison would', () => {
    const mean = 0.3;
    const sampler = new PoissonSampler(mean);
    const zeroBound = Math.floor(Math.exp(-mean) * 2 ** 32);
    const scripted = (...draws: number[]) => ({ nextUint32: () => draws.shift()! }) as unknown as Random;
    // Below the bound: one draw suffices.
    expect(sampler.sample(scripted(zeroBound - 1))).toBe(0);
    // At the bound, u = (hi·2²¹ + lo>>>11)/2⁵³ straddles e^(−mean): the low bits decide.
    const loForZero = 0;
    const loForOne = 0xffffffff;
    const u0 = (zeroBound * 2 ** 21 + (loForZero >>> 11)) / 2 ** 53;
    const u1 = (zeroBound * 2 ** 21 + (loForOne >>> 11)) / 2 ** 53;
    expect(sampler.sample(scripted(zeroBound, loForZero))).toBe(u0 < Math.exp(-mean) ? 0 : 1);
    expect(sampler.sample(scripted(zeroBound, loForOne))).toBe(u1 < Math.exp(-mean) ? 0 : 1);
  });

  it('rejects means it cannot tabulate', () => {
    expect(() => new PoissonSampler(-1)).toThrow(RangeError);
    expect(() => new PoissonSampler(Number.NaN)).toThrow(RangeError);
    expect(() => new PoissonSampler(1000)).toThrow(RangeError);
    expect(new PoissonSampler(0).sample(new Random(1))).toBe(0);
  });
});

/** A 128-bit generator state as four 32-bit words. */
type State = [number, number, number, number];

/** The state after one xoshiro128** step from `s` (the output is not needed). */
function stepState(s: State): State {
  const rng = Random.fromState(...s);
  rng.nextInt32();
  return rng.state();
}

/** A GF(2)-linear map of states, as the images of the 128 unit vectors. */
type LinearMap = State[];

/** `map(s)`: the XOR of the columns of the bits set in s. */
function apply(map: LinearMap, s: State): State {
  const out: State = [0, 0, 0, 0];
  for (let bit = 0; bit < 128; bit++) {
    if (s[bit >> 5]! & (1 << (bit & 31))) for (let w = 0; w < 4; w++) out[w] = out[w]! ^ map[bit]![w]!;
  }
  return out;
}

describe('jump-ahead streams', () => {
  it('jump() advances exactly 2⁶⁴ steps: it equals the step matrix squared 64 times over GF(2)', () => {
    // The xoshiro transition is linear over GF(2)¹²⁸; T^(2^64) by repeated squaring is an
    // independent computation of what the jump polynomial must give.
    let map: LinearMap = Array.from({ length: 128 }, (_, bit) => {
      const unit: State = [0, 0, 0, 0];
      unit[bit >> 5] = 1 << (bit & 31);
      return stepState(unit);
    });
    for (let i = 0; i < 64; i++) map = map.map((column) => apply(map, column));
    for (const start of [
      [1, 2, 3, 4],
      [0x9e3779b9, -1, 12345, 0x7fffffff],
    ] as State[]) {
      const rng = Random.fromState(...start);
      rng.jump();
      expect(rng.state()).toEqual(apply(map, start).map((w) => w | 0));
    }
  });

  it('block streams depend only on the seed and the block index', () => {
    const all = blockStreams(42, 0, 6);
    const tail = blockStreams(42, 3, 6);
    expect(tail.map((r) => r.state())).toEqual(all.slice(3).map((r) => r.state()));
    expect(all[0]!.state()).toEqual(new Random(42).state());
    const firsts = all.map((r) => r.nextUint32());
    expect(new Set(firsts).size).toBe(6);
  });
});
