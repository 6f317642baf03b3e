/**
 * d3-scale, as the embed bundles it: the real module, except `scaleLinear`, which is the part of
 * d3-scale 4's linear scale the charts use (charts/shared/layout/xy-layout, FrontierChart's layout):
 * a two-number domain and range, `nice` and `ticks`, mapping numbers to numbers. d3's continuous
 * scale carries piecewise (polylinear) maps, clamping, inversion, rounding, custom interpolators and
 * a d3-format tick formatter the charts never use (0.7 KB gzipped of the loan calculator). The
 * arithmetic is d3-scale's own (`bimap`, `normalize`, d3-interpolate's `interpolateNumber`, the
 * `nice` loop of `linearish`), and the ticks are d3-array's: src/stubs/d3-scale.test.ts compares
 * every result with the real scale. What it leaves out throws.
 */
import { tickIncrement, ticks } from 'd3-array';
import { unavailable } from './unavailable';

export * from 'd3-scale';

type Pair = [number, number];

/** The linear map of [d0, d1] onto [r0, r1], as d3-scale's `bimap` of two numbers computes it. */
function bimap([d0, d1]: Pair, [r0, r1]: Pair): (x: number) => number {
  // A descending domain maps through its reverse (d3-scale's bimap).
  if (d1 < d0) [d0, d1, r0, r1] = [d1, d0, r1, r0];
  const b = d1 - d0;
  const t = b ? (x: number) => (x - d0) / b : () => (isNaN(b) ? NaN : 0.5);
  return (x) => {
    const u = t(x);
    return r0 * (1 - u) + r1 * u;
  };
}

/** Two numbers, or a clear error for what d3's scale would map piecewise. */
function pair(values: Iterable<unknown>, what: string): Pair {
  const list = Array.from(values, Number);
  if (list.length !== 2) unavailable('d3-scale', `scaleLinear().${what} (not two values)`);
  return list as Pair;
}

export interface LinearScale {
  (x: number | null | undefined): number | undefined;
  domain(): number[];
  domain(domain: Iterable<unknown>): LinearScale;
  range(): number[];
  range(range: Iterable<unknown>): LinearScale;
  nice(count?: number): LinearScale;
  ticks(count?: number): number[];
}

export function scaleLinear(...args: [] | [Iterable<unknown>] | [Iterable<unknown>, Iterable<unknown>]): LinearScale {
  let domain: Pair = [0, 1];
  let range: Pair = [0, 1];
  let map = bimap(domain, range);
  const scale = ((x: number | null | undefined) => (x == null || isNaN((x = +x)) ? undefined : map(x))) as LinearScale;
  scale.domain = ((d?: Iterable<unknown>) => {
    if (d === undefined) return [...domain];
    domain = pair(d, 'domain');
    map = bimap(domain, range);
    return scale;
  }) as LinearScale['domain'];
  scale.range = ((r?: Iterable<unknown>) => {
    if (r === undefined) return [...range];
    range = pair(r, 'range');
    map = bimap(domain, range);
    return scale;
  }) as LinearScale['range'];
  scale.ticks = (count = 10) => ticks(domain[0], domain[1], count);
  // d3-scale's linearish `nice`: widen the domain to whole steps until the step settles.
  scale.nice = (count = 10) => {
    let [start, stop] = domain;
    let i0 = 0;
    let i1 = 1;
    if (stop < start) [start, stop, i0, i1] = [stop, start, 1, 0];
    let prestep: number | undefined;
    let maxIter = 10;
    while (maxIter-- > 0) {
      const step = tickIncrement(start, stop, count);
      if (step === prestep) {
        const d: Pair = [0, 0];
        d[i0] = start;
        d[i1] = stop;
        return scale.domain(d);
      } else if (step > 0) {
        start = Math.floor(start / step) * step;
        stop = Math.ceil(stop / step) * step;
      } else if (step < 0) {
        start = Math.ceil(start * step) / step;
        stop = Math.floor(stop * step) / step;
      } else break;
      prestep = step;
    }
    return scale;
  };
  if (args.length === 1) scale.range(args[0]);
  else if (args.length === 2) scale.range(args[1]).domain(args[0]);
  return scale;
}
