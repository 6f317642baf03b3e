/**
 * Stochastic volatility (Heston, "A closed-form solution for options with stochastic volatility",
 * Review of Financial Studies 6(2), 1993).
 *
 * SDE:  dS = μ S dt + √v S dW₁,
 *       dv = κ (θ − v) dt + ξ √v dW₂,   dW₁ dW₂ = ρ dt,
 *   κ = varianceReversionSpeed, θ = varianceMean, ξ = varianceVolatility, v₀ = initialVariance,
 *   ρ = correlation (default 0, the spec's uncorrelated model).
 *
 * Discretisation: full-truncation Euler (Lord, Koekkoek & van Dijk, "A comparison of biased
 * simulation schemes for stochastic volatility models", Quantitative Finance 10(2), 2010), the
 * least biased of the simple Euler fixes. With v⁺ = max(v, 10⁻⁶) and x = ln(S/S₀):
 *   x ← x + (μ − v⁺/2) Δt + √(v⁺ Δt) · (ρ Z₂ + √(1 − ρ²) Z₁),
 *   v ← v + κ (θ − v⁺) Δt + ξ √(v⁺ Δt) · Z₂.
 * Where the spec's floor applies (docs/product.md#monte-carlo, "Variance is floored at 1e-6"): full truncation
 * replaces v by max(v, 0) wherever v is *used* — the drift and the diffusion of v and the price step —
 * and we use max(v, 10⁻⁶) there instead of max(v, 0). The stored state v itself is not floored (it may
 * dip below zero between steps, as the scheme prescribes); it is never used unfloored. The difference
 * from the textbook scheme is at most κ·10⁻⁶·Δt per step in the variance drift.
 *
 * The price step is exact given v⁺ over the step, so E[S(t+Δt) | past] = S(t) e^(μΔt) and
 * E[S_T] = S₀ e^(μT) holds exactly; E[v_T] ≈ θ + (v₀ − θ) e^(−κT) up to the Euler bias.
 * Where 2κθ < ξ² the variance reaches zero and the truncation biases the scheme by O(Δt): visibly on
 * a coarse grid, so `modelWarnings` warns below HESTON_FELLER_MIN_STEPS_PER_YEAR (measured there).
 * The variance cannot blow up on the valid ranges (κΔt ≤ 10/12 < 1 makes the drift contract v), and
 * the engine caps x, so every output stays finite even with ξ = 1, κ = 0.1 and 30 years.
 */
import { HESTON_VARIANCE_FLOOR } from '../constants';
import { trackLogGrowth } from '../drawdown';
import type { Random } from '../random';
import type { ResolvedMonteCarloInput } from '../types';
import { fromPercent, type KernelContext, type ModelKernel } from './kernel';

/** Coefficients of the Heston step (also the WebAssembly kernel's). */
export interface HestonParameters {
  /** μ, per year. */
  mu: number;
  /** κ, per year. */
  kappa: number;
  /** θ, the long-run variance. */
  theta: number;
  /** ξ, the volatility of the variance. */
  xi: number;
  /** ρ, the price–variance correlation. */
  rho: number;
}

/** The full-truncation Euler Heston step in log space; `variance` is the per-path variance state. */
export class HestonKernel implements ModelKernel {
  readonly logGrowth = true;
  /** The variance v of every path (not floored; see the file comment). */
  readonly variance: Float64Array;
  /** z[0 … paths) drive the price, z[paths … 2·paths) the variance. */
  private readonly normals: Float64Array;

  constructor(
    private readonly rng: Random,
    private readonly paths: number,
    private readonly dt: number,
    private readonly parameters: HestonParameters,
    initialVariance: number,
  ) {
    this.variance = new Float64Array(paths).fill(initialVariance);
    this.normals = new Float64Array(2 * paths);
  }

  step(x: Float64Array, peak: Float64Array, fall: Float64Array): void {
    const { rng, normals: z, paths, dt, variance } = this;
    const { mu, kappa, theta, xi, rho } = this.parameters;
    const rhoBar = Math.sqrt(1 - rho * rho);
    const floor = HESTON_VARIANCE_FLOOR; // a local: an imported binding can cost a lookup per use
    rng.fillNormals(z, 2 * paths);
    for (let p = 0; p < paths; p++) {
      const v = variance[p]!;
      const vPlus = v > floor ? v : floor;
      const sd = Math.sqrt(vPlus * dt);
      const zVariance = z[paths + p]!;
      const next = x[p]! + (mu - 0.5 * vPlus) * dt + sd * (rho * zVariance + rhoBar * z[p]!);
      x[p] = next;
      trackLogGrowth(next, p, peak, fall);
      variance[p] = v + kappa * (theta - vPlus) * dt + xi * sd * zVariance;
    }
  }
}

/** The coefficients of `input`'s Heston step. */
export function hestonParameters(input: ResolvedMonteCarloInput): HestonParameters {
  return {
    mu: fromPercent(input.drift),
    kappa: input.varianceReversionSpeed,
    theta: input.varianceMean,
    xi: input.varianceVolatility,
    rho: input.correlation,
  };
}

/** The full-truncation Euler Heston step. */
export function createHestonKernel({ input, rng, dt, paths }: KernelContext): HestonKernel {
  return new HestonKernel(rng, paths, dt, hestonParameters(input), input.initialVariance);
}
