/**
 * The embed's linear scale (d3-scale.ts) gives d3-scale's results for what the charts ask of it, and
 * refuses what it leaves out.
 */
import path from 'node:path';
import type * as D3Scale from 'd3-scale';
import { beforeAll, describe, expect, it } from 'vitest';
import { scaleBand, scaleLinear } from './d3-scale';

/** The real d3-scale, by its file: the name `d3-scale` resolves to the stub here, as in the build. */
const REAL = path.resolve(__dirname, '../../../../node_modules/d3-scale/dist/d3-scale.mjs');
let real: typeof D3Scale;
beforeAll(async () => {
  real = (await import(/* @vite-ignore */ REAL)) as typeof real;
});

/** Domains as the charts' data give them: wide, narrow, negative, descending, empty (one value). */
const DOMAINS: [number, number][] = [
  [0, 1],
  [-3.7, 123_456.78],
  [0.0012, 0.0078],
  [100, -20],
  [-5_000_000, -4_999_999.5],
  [5, 5],
  [0, 360],
  [-0.25, 0.37],
];
const RANGES: [number, number][] = [
  [0, 640],
  [312, 0],
  [0, 0],
];

/** A value of each kind the charts map: inside, outside, the ends, and the unreadable. */
const probes = ([a, b]: [number, number]) => [a, b, (a + b) / 2, a - 17.5, b * 3 + 1, 0, null, undefined, NaN];

describe('the embed’s scaleLinear', () => {
  it('maps, nices and ticks as d3-scale does', () => {
    for (const domain of DOMAINS)
      for (const range of RANGES) {
        const mine = scaleLinear().domain(domain).range(range);
        const theirs = real.scaleLinear().domain(domain).range(range);
        for (const x of probes(domain)) expect(mine(x)).toBe(theirs(x as number));
        for (const count of [undefined, 1, 2, 3, 5, 7, 10, 12]) expect(mine.ticks(count)).toEqual(theirs.ticks(count));
        for (const count of [undefined, 2, 4, 6, 9]) {
          const niceMine = scaleLinear().domain(domain).range(range).nice(count);
          const niceTheirs = real.scaleLinear().domain(domain).range(range).nice(count);
          expect(niceMine.domain()).toEqual(niceTheirs.domain());
          expect(niceMine.ticks(count)).toEqual(niceTheirs.ticks(count));
          for (const x of probes(domain)) expect(niceMine(x)).toBe(niceTheirs(x as number));
        }
      }
  });

  it('takes its range, or domain and range, as d3-scale’s constructor does, and hands out copies', () => {
    expect(scaleLinear([0, 10]).range()).toEqual(real.scaleLinear([0, 10]).range());
    expect(scaleLinear([2, 4], [0, 10])(3)).toBe(real.scaleLinear([2, 4], [0, 10])(3));
    const scale = scaleLinear().domain([0, 1]);
    scale.domain().push(5);
    scale.range()[0] = 99;
    expect(scale.domain()).toEqual([0, 1]);
    expect(scale.range()).toEqual([0, 1]);
  });

  it('refuses piecewise scales, and leaves d3-scale’s other scales real', () => {
    expect(() => scaleLinear().domain([0, 1, 2])).toThrow(/d3-scale\.scaleLinear\(\)\.domain .* is not bundled/);
    expect(() => scaleLinear().range([0])).toThrow(/is not bundled/);
    expect(scaleBand).toBe(real.scaleBand);
  });
});
