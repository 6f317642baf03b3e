/**
 * d3-format, as the embed bundles it: every export throws. d3-scale attaches `tickFormat` to its
 * linear scales, which imports d3-format (and runs its default-locale setup on load); the widgets
 * format every number through Intl with 'hu-HU' (finance-core's format helpers) and never call
 * `tickFormat`, so 2 KB gzipped would ship unused.
 */
import { unavailable } from './unavailable';

export function format(_specifier: string): never {
  return unavailable('d3-format', 'format');
}
export function formatPrefix(..._args: unknown[]): never {
  return unavailable('d3-format', 'formatPrefix');
}
export function formatSpecifier(_specifier: string): never {
  return unavailable('d3-format', 'formatSpecifier');
}
export function formatLocale(_definition: unknown): never {
  return unavailable('d3-format', 'formatLocale');
}
export function formatDefaultLocale(_definition: unknown): never {
  return unavailable('d3-format', 'formatDefaultLocale');
}
export function precisionFixed(_step: number): never {
  return unavailable('d3-format', 'precisionFixed');
}
export function precisionPrefix(..._args: unknown[]): never {
  return unavailable('d3-format', 'precisionPrefix');
}
export function precisionRound(..._args: unknown[]): never {
  return unavailable('d3-format', 'precisionRound');
}
export class FormatSpecifier {
  constructor() {
    unavailable('d3-format', 'FormatSpecifier');
  }
}
