/**
 * The embed's line-and-area d3-path (d3-path.ts) writes every path exactly as d3-path does, and
 * refuses the commands it leaves out.
 */
import path from 'node:path';
import type * as D3Shape from 'd3-shape';
import type * as D3Path from 'd3-path';
import { beforeAll, describe, expect, it } from 'vitest';
import { Path, path as newPath, pathRound } from './d3-path';

/** The real d3-path, by its file: the name `d3-path` resolves to the stub here, as in the build. */
const REAL = path.resolve(__dirname, '../../../../node_modules/d3-path/dist/d3-path.mjs');
/** d3-path 3 exports its class too (@types/d3-path does not declare it). */
let real: typeof D3Path & { Path: new (digits?: number | null) => D3Path.Path };
/** The real d3-shape (the name resolves to the embed's line and area), drawing into this stub by default. */
const SHAPE = path.resolve(__dirname, '../../../../node_modules/d3-shape/dist/d3-shape.mjs');
let shape: typeof D3Shape;
beforeAll(async () => {
  real = (await import(/* @vite-ignore */ REAL)) as typeof real;
  shape = (await import(/* @vite-ignore */ SHAPE)) as typeof shape;
});

/** Points with fractions, negatives and a gap (NaN), as a chart's series can have. */
const POINTS: [number, number][] = Array.from({ length: 40 }, (_, i) => [
  i * 7.123456789,
  i === 17 ? NaN : Math.sin(i / 3) * 1234.56789 - 12.3456,
]);
const defined = (p: [number, number]) => Number.isFinite(p[1]);
/** d3-shape draws into any object with a path's methods; its types name the canvas only. */
const canvas = (p: D3Path.Path) => p as unknown as CanvasRenderingContext2D;

describe('the embed’s d3-path', () => {
  it('is the stand-in, not the real module', () => {
    const arc = (p: Pick<D3Path.Path, 'arc'>) => p.arc(0, 0, 1, 0, Math.PI);
    expect(() => arc(new Path() as unknown as D3Path.Path)).toThrow(/d3-path\.arc\(\) is not bundled/);
    const p = real.path();
    arc(p);
    expect(p.toString()).toMatch(/^M1,0A1,1,0,1,1,-1,/);
  });

  it('writes the commands of lines and areas as d3-path does, rounded or not', () => {
    for (const digits of [undefined, null, 0, 2, 3, 15, 16]) {
      const mine = digits === undefined ? newPath() : new Path(digits);
      const theirs = digits === undefined ? real.path() : new real.Path(digits);
      for (const p of [mine, theirs]) {
        p.closePath(); // nothing to close yet
        p.moveTo(1.23456789, -2.5);
        p.lineTo(10.0005, 20.0004999);
        p.bezierCurveTo(1 / 3, 2 / 3, -4.44449, 5.55555, 6.6666666, 1e-7);
        p.closePath();
        p.lineTo(3, 4);
      }
      expect(mine.toString()).toBe(theirs.toString());
    }
    // A path begun without moveTo closes once (d3-path returns to a start it never had).
    const mine = pathRound(1);
    const theirs = real.pathRound(1);
    for (const p of [mine, theirs]) {
      p.lineTo(1.25, 2);
      p.closePath();
      p.closePath();
      p.lineTo(3.33, 4);
    }
    expect(mine.toString()).toBe(theirs.toString());
    expect(mine.toString()).toBe('L1.3,2ZL3.3,4');
  });

  it('gives d3-shape’s lines and areas (linear and monotone curves) the same path data', () => {
    for (const curve of [shape.curveLinear, shape.curveMonotoneX]) {
      for (const digits of [3, 1, null]) {
        const theirs = new real.Path(digits);
        shape.line().defined(defined).curve(curve).context(canvas(theirs))(POINTS);
        expect(shape.line().defined(defined).curve(curve).digits(digits)(POINTS)).toBe(theirs.toString());

        const areaTheirs = new real.Path(digits);
        const band = shape.area().defined(defined).curve(curve).y0(-50).digits(digits);
        band.context(canvas(areaTheirs))(POINTS);
        expect(band.context(null)(POINTS)).toBe(areaTheirs.toString());
      }
    }
  });
});
