/**
 * d3-shape, as the embed bundles it: the real module (its curves among it), except `line` and
 * `area`, which are the part of d3-shape 3's generators the charts use (charts/shared/layout/
 * xy-layout, FrontierChart's layout): accessors set with `x`, `y` (a line) or `x`, `y0`, `y1` (an
 * area) and a curve, every point defined, drawn into the embed's d3-path (src/stubs/d3-path.ts) with
 * d3-shape's default three decimals. d3's generators also carry gaps (`defined`), canvas contexts,
 * `digits` and the area's `x0`/`x1`/`lineY0`… accessors (0.5 KB gzipped of the loan calculator). The
 * drawing is d3-shape's own: the same curve calls in the same order, so the same path data;
 * src/stubs/d3-shape.test.ts compares them with the real generators.
 */
import { curveLinear, type CurveFactory } from 'd3-shape';
import { Path } from './d3-path';

export * from 'd3-shape';

/** A point's coordinate, as d3-shape calls an accessor. */
type Accessor<D> = (d: D, index: number, data: readonly D[]) => number;

/** d3-shape's default path precision (its `withPath`). */
const DIGITS = 3;

/** Runs `draw` on a curve writing into a new path, and returns the path data (null when empty), as d3-shape does. */
function drawn(curve: CurveFactory, draw: (output: ReturnType<CurveFactory>) => void): string | null {
  const path = new Path(DIGITS);
  draw(curve(path as unknown as CanvasRenderingContext2D));
  return path.toString() || null;
}

const firstOf = <D>(d: D) => +(d as unknown as number[])[0]!;
const secondOf = <D>(d: D) => +(d as unknown as number[])[1]!;

export interface LineGenerator<D> {
  (data: Iterable<D> | ArrayLike<D>): string | null;
  x(x: Accessor<D>): LineGenerator<D>;
  y(y: Accessor<D>): LineGenerator<D>;
  curve(curve: CurveFactory): LineGenerator<D>;
}

export function line<D = [number, number]>(): LineGenerator<D> {
  let x: Accessor<D> = firstOf;
  let y: Accessor<D> = secondOf;
  let curve: CurveFactory = curveLinear;
  const shape = ((input: Iterable<D> | ArrayLike<D>) => {
    const data = Array.from(input);
    return drawn(curve, (output) => {
      if (data.length === 0) return;
      output.lineStart();
      data.forEach((d, i) => output.point(+x(d, i, data), +y(d, i, data)));
      output.lineEnd();
    });
  }) as LineGenerator<D>;
  shape.x = (f) => ((x = f), shape);
  shape.y = (f) => ((y = f), shape);
  shape.curve = (c) => ((curve = c), shape);
  return shape;
}

export interface AreaGenerator<D> {
  (data: Iterable<D> | ArrayLike<D>): string | null;
  x(x: Accessor<D>): AreaGenerator<D>;
  y0(y: Accessor<D>): AreaGenerator<D>;
  y1(y: Accessor<D>): AreaGenerator<D>;
  curve(curve: CurveFactory): AreaGenerator<D>;
}

export function area<D = [number, number]>(): AreaGenerator<D> {
  let x: Accessor<D> = firstOf;
  let y0: Accessor<D> = () => 0;
  let y1: Accessor<D> = secondOf;
  let curve: CurveFactory = curveLinear;
  const shape = ((input: Iterable<D> | ArrayLike<D>) => {
    const data = Array.from(input);
    return drawn(curve, (output) => {
      if (data.length === 0) return;
      // The upper edge forwards, then the lower edge backwards, closed (d3-shape's area).
      const xs = data.map((d, i) => +x(d, i, data));
      output.areaStart();
      output.lineStart();
      data.forEach((d, i) => output.point(xs[i]!, +y1(d, i, data)));
      output.lineEnd();
      output.lineStart();
      const lower = data.map((d, i) => +y0(d, i, data));
      for (let k = data.length - 1; k >= 0; --k) output.point(xs[k]!, lower[k]!);
      output.lineEnd();
      output.areaEnd();
    });
  }) as AreaGenerator<D>;
  shape.x = (f) => ((x = f), shape);
  shape.y0 = (f) => ((y0 = f), shape);
  shape.y1 = (f) => ((y1 = f), shape);
  shape.curve = (c) => ((curve = c), shape);
  return shape;
}
