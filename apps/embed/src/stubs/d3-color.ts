/**
 * d3-color, as the embed bundles it: every export throws. d3-scale's continuous scales import
 * d3-interpolate's generic `interpolate`, which imports d3-color to interpolate colour strings; the
 * embed's charts only map numbers to numbers (their colours are CSS variables of the theme), so the
 * colour parser and its named-colour table (4 KB gzipped, a tenth of the loan calculator's budget)
 * would ship unused. Numeric ranges never reach these functions.
 */
import { unavailable } from './unavailable';

export function color(_specifier: string): never {
  return unavailable('d3-color', 'color');
}
export function rgb(..._args: unknown[]): never {
  return unavailable('d3-color', 'rgb');
}
export function hsl(..._args: unknown[]): never {
  return unavailable('d3-color', 'hsl');
}
export function lab(..._args: unknown[]): never {
  return unavailable('d3-color', 'lab');
}
export function lch(..._args: unknown[]): never {
  return unavailable('d3-color', 'lch');
}
export function hcl(..._args: unknown[]): never {
  return unavailable('d3-color', 'hcl');
}
export function gray(..._args: unknown[]): never {
  return unavailable('d3-color', 'gray');
}
export function cubehelix(..._args: unknown[]): never {
  return unavailable('d3-color', 'cubehelix');
}
