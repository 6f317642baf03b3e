/**
 * Geometric Brownian motion (GBM).
 *
 * SDE:  dS = μ S dt + σ S dW,   μ = drift / 100, σ = volatility / 100 (per year).
 *
 * Discretisation: exact. ln S is Brownian motion with drift μ − σ²/2, so for any Δt
 *   S(t + Δt) = S(t) · exp((μ − σ²/2) Δt + σ √Δt · Z),   Z ~ N(0, 1),
 * with no time-step error (Glasserman, "Monte Carlo Methods in Financial Engineering", 2003, §3.2.1).
 * We carry x = ln(S/S₀) and add (μ − σ²/2)Δt + σ√Δt·Z, the same scheme without an exp per step.
 *
 * Closed forms the tests check: E[S_T] = S₀ e^(μT), Var[S_T] = S₀² e^(2μT) (e^(σ²T) − 1).
 */
import { trackLogGrowth } from '../drawdown';
import type { Random } from '../random';
import type { ResolvedMonteCarloInput } from '../types';
import { fromPercent, type KernelContext, type ModelKernel } from './kernel';

class GbmKernel implements ModelKernel {
  readonly logGrowth = true;
  private readonly normals: Float64Array;

  constructor(
    private readonly rng: Random,
    private readonly paths: number,
    /** (μ − σ²/2) Δt */
    private readonly shift: number,
    /** σ √Δt */
    private readonly scale: number,
  ) {
    this.normals = new Float64Array(paths);
  }

  step(x: Float64Array, peak: Float64Array, fall: Float64Array): void {
    const { rng, normals: z, paths, shift, scale } = this;
    rng.fillNormals(z, paths);
    for (let p = 0; p < paths; p++) {
      const next = x[p]! + shift + scale * z[p]!;
      x[p] = next;
      trackLogGrowth(next, p, peak, fall);
    }
  }
}

/** The coefficients of the log-space step x ← x + shift + scale · Z (also the WebAssembly kernel's). */
export function gbmCoefficients(input: ResolvedMonteCarloInput, dt: number): { shift: number; scale: number } {
  const mu = fromPercent(input.drift);
  const sigma = fromPercent(input.volatility);
  return { shift: (mu - 0.5 * sigma * sigma) * dt, scale: sigma * Math.sqrt(dt) };
}

/** The exact GBM step in log space. */
export function createGbmKernel({ input, rng, dt, paths }: KernelContext): ModelKernel {
  const { shift, scale } = gbmCoefficients(input, dt);
  return new GbmKernel(rng, paths, shift, scale);
}
