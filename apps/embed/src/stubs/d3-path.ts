/**
 * d3-path, as the embed bundles it for widgets that draw lines and areas only: the path serializer
 * d3-shape's `line` and `area` write into (`new Path(digits)`), with the four commands their linear
 * and monotone curves use — `moveTo`, `lineTo`, `bezierCurveTo`, `closePath` — written exactly as
 * d3-path 3 writes them (numbers rounded to `digits`, d3-shape's default 3). d3-path's arcs,
 * rectangles and quadratic curves (0.6 KB gzipped of the loan calculator) are not here: they throw.
 * A widget that draws arcs (the portfolio's pie chart) gets the real module (REAL_MODULES_OF in
 * build/plugins.mjs); src/stubs/d3-path.test.ts checks the output against d3-path's.
 */
import { unavailable } from './unavailable';

/** d3-path's number writer: rounded to `digits` decimals (none: as JavaScript writes the number). */
function rounding(digits: number | null | undefined): (value: number) => number {
  if (digits == null) return (value) => value;
  const d = Math.floor(digits);
  if (!(d >= 0)) throw new Error(`invalid digits: ${digits}`);
  if (d > 15) return (value) => value;
  const k = 10 ** d;
  return (value) => Math.round(value * k) / k;
}

export class Path {
  /** The path data so far. */
  _ = '';
  // Where the subpath starts and ends (x only: d3-path keeps the y's for its arcs): closePath
  // writes `Z` only after a moveTo, as d3-path does.
  private _x0: number | null = null;
  private _x1: number | null = null;
  private readonly _round: (value: number) => number;

  constructor(digits?: number | null) {
    this._round = rounding(digits);
  }
  moveTo(x: number, y: number): void {
    this._write('M', (this._x0 = this._x1 = +x), +y);
  }
  closePath(): void {
    if (this._x1 !== null) {
      this._x1 = this._x0;
      this._write('Z');
    }
  }
  lineTo(x: number, y: number): void {
    this._write('L', (this._x1 = +x), +y);
  }
  bezierCurveTo(x1: number, y1: number, x2: number, y2: number, x: number, y: number): void {
    this._write('C', +x1, +y1, +x2, +y2, (this._x1 = +x), +y);
  }
  quadraticCurveTo(): never {
    return unavailable('d3-path', 'quadraticCurveTo');
  }
  arcTo(): never {
    return unavailable('d3-path', 'arcTo');
  }
  arc(): never {
    return unavailable('d3-path', 'arc');
  }
  rect(): never {
    return unavailable('d3-path', 'rect');
  }
  /** A command and its numbers, comma-separated, as d3-path writes them. */
  private _write(command: string, ...values: number[]): void {
    this._ += command + values.map(this._round).join(',');
  }
  toString(): string {
    return this._;
  }
}

export function path(): Path {
  return new Path();
}

export function pathRound(digits = 3): Path {
  return new Path(+digits);
}
