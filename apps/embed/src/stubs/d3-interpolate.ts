/**
 * d3-interpolate, as the embed bundles it: the real module, except that the generic `interpolate`
 * handles numbers only. d3-scale's continuous scales default to `interpolate`, which dispatches on
 * the value's type to colour, string, date, array and object interpolators, so all of them (and
 * d3-color) ship with every chart. The embed's charts map numbers to numbers, where this gives
 * exactly d3's result; any other value throws instead of being interpolated.
 */
import { interpolateNumber } from 'd3-interpolate';
import { unavailable } from './unavailable';

export * from 'd3-interpolate';

export function interpolate(a: number, b: number): (t: number) => number {
  if (typeof b !== 'number') unavailable('d3-interpolate', 'interpolate (non-numeric values)');
  return interpolateNumber(a, b);
}
