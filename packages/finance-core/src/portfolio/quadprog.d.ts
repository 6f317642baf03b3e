/**
 * Types for the `quadprog` npm package (R's quadprog ported to JS; Goldfarb–Idnani dual method), used
 * only by the tests as an independent reference. It solves min −d'b + ½ b'Db s.t. A'b ≥ b0, the first
 * `meq` constraints as equalities. Arrays are 1-indexed (index 0 unused), Amat is n × q (column j is
 * constraint j), and Dmat is overwritten.
 */
declare module 'quadprog' {
  export interface QuadprogResult {
    solution: number[];
    value: number[];
    Lagrangian: number[];
    iact: number[];
    iterations: number[];
    message: string;
  }
  export function solveQP(
    Dmat: number[][],
    dvec: number[],
    Amat: number[][],
    bvec: number[],
    meq?: number,
  ): QuadprogResult;
}
