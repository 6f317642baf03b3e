/**
 * The embed's line and area generators (d3-shape.ts) draw what d3-shape's draw for what the charts
 * ask of them.
 */
import path from 'node:path';
import type * as D3Shape from 'd3-shape';
import { beforeAll, describe, expect, it } from 'vitest';
import { area, curveLinear, curveMonotoneX, line } from './d3-shape';

/** The real d3-shape, by its file: the name `d3-shape` resolves to the stub here, as in the build. */
const REAL = path.resolve(__dirname, '../../../../node_modules/d3-shape/dist/d3-shape.mjs');
let real: typeof D3Shape;
beforeAll(async () => {
  real = (await import(/* @vite-ignore */ REAL)) as typeof real;
});

/** Series as the charts draw them: one point, two, a rise and fall with fractions, repeated x, a flat run. */
const SERIES: [number, number, number][][] = [
  [],
  [[3.3, 4.4, 1]],
  [
    [0, 0, -1],
    [640, 312.123456, 20],
  ],
  Array.from({ length: 361 }, (_, i) => [i * 1.7777, Math.sin(i / 9) * 140.12345 + 150, Math.cos(i / 7) * 20]),
  [
    [0, 10, 0],
    [10, 10, 0],
    [10, 20, 5],
    [20, 20, 5],
    [30, -5.5, 2.25],
  ],
];

describe('the embed’s line and area', () => {
  it('draw d3-shape’s path data, with the charts’ curves and accessors', () => {
    for (const curve of [curveLinear, curveMonotoneX]) {
      // As xy-layout draws them: scaled coordinates through accessors, and the default ones.
      const x = (d: [number, number, number]) => d[0] * 0.75 + 12.5;
      for (const data of SERIES) {
        expect(
          line<[number, number, number]>()
            .x(x)
            .y((d) => 300 - d[1])
            .curve(curve)(data),
        ).toBe(
          real
            .line<[number, number, number]>()
            .x(x)
            .y((d) => 300 - d[1])
            .curve(curve)(data),
        );
        expect(line<[number, number, number]>().curve(curve)(data)).toBe(
          real.line<[number, number, number]>().curve(curve)(data),
        );
        expect(
          area<[number, number, number]>()
            .x(x)
            .y0((d) => d[1] - d[2])
            .y1((d) => d[1] + d[2])
            .curve(curve)(data),
        ).toBe(
          real
            .area<[number, number, number]>()
            .x(x)
            .y0((d) => d[1] - d[2])
            .y1((d) => d[1] + d[2])
            .curve(curve)(data),
        );
        expect(area<[number, number, number]>().curve(curve)(data)).toBe(
          real.area<[number, number, number]>().curve(curve)(data),
        );
      }
    }
  });

  it('leaves d3-shape’s other generators and curves real', async () => {
    const stub = await import('./d3-shape');
    expect(stub.curveMonotoneX).toBe(real.curveMonotoneX);
    expect(stub.pie).toBe(real.pie);
    expect(stub.line).not.toBe(real.line);
  });
});
