/**
 * Jump diffusion (Merton, "Option pricing when underlying stock returns are discontinuous",
 * J. Financial Economics 3, 1976).
 *
 * SDE:  dS/S₋ = (μ − λk) dt + σ dW + (Y − 1) dN,
 *   N a Poisson process of intensity λ (jumpIntensity, per year), ln Y ~ N(μ_J, δ²) (jumpMean,
 *   jumpStdDev), k = E[Y − 1] = e^(μ_J + δ²/2) − 1. The compensator −λk removes the jumps' expected
 *   effect from the drift, so E[S_T] = S₀ e^(μT) exactly as for GBM.
 *
 * Discretisation: exact at the grid dates (Glasserman 2003, §3.5.1). Per step, with x = ln(S/S₀),
 *   n ~ Poisson(λΔt),
 *   x ← x + (μ − λk − σ²/2) Δt + σ √Δt · Z₁ + n μ_J + √n δ · Z₂,
 * because the sum of n independent N(μ_J, δ²) log-jumps is N(n μ_J, n δ²); Z₂ is drawn only when
 * n > 0. The log-space form never takes exp of a large sum, so extreme inputs (λ = 10, |μ_J| = δ =
 * 0.5, 30 years) stay finite: |x| stays far below the engine's cap.
 *
 * Closed forms the tests check: E[S_T] = S₀ e^(μT),
 * E[S_T²] = S₀² exp(2(μ − λk)T + σ²T + λT(e^(2μ_J + 2δ²) − 1)).
 */
import { trackLogGrowth } from '../drawdown';
import { PoissonSampler, type Random } from '../random';
import { fromPercent, type KernelContext, type ModelKernel } from './kernel';

/** E[Y − 1] for a log-normal jump ln Y ~ N(μ_J, δ²), computed with expm1 for small jumps. */
export function mertonJumpCompensator(jumpMean: number, jumpStdDev: number): number {
  return Math.expm1(jumpMean + 0.5 * jumpStdDev * jumpStdDev);
}

class MertonKernel implements ModelKernel {
  readonly logGrowth = true;
  private readonly normals: Float64Array;

  constructor(
    private readonly rng: Random,
    private readonly paths: number,
    /** (μ − λk − σ²/2) Δt */
    private readonly shift: number,
    /** σ √Δt */
    private readonly scale: number,
    /** Poisson(λΔt), the number of jumps in one step. */
    private readonly jumps: PoissonSampler,
    private readonly jumpMean: number,
    private readonly jumpStdDev: number,
  ) {
    this.normals = new Float64Array(paths);
  }

  step(x: Float64Array, peak: Float64Array, fall: Float64Array): void {
    const { rng, normals: z, paths, shift, scale, jumps, jumpMean, jumpStdDev } = this;
    rng.fillNormals(z, paths);
    for (let p = 0; p < paths; p++) {
      let next = x[p]! + shift + scale * z[p]!;
      const n = jumps.sample(rng);
      if (n > 0) next += n * jumpMean + Math.sqrt(n) * jumpStdDev * rng.nextNormal();
      x[p] = next;
      trackLogGrowth(next, p, peak, fall);
    }
  }
}

/** The exact Merton step in log space. */
export function createMertonKernel({ input, rng, dt, paths }: KernelContext): ModelKernel {
  const mu = fromPercent(input.drift);
  const sigma = fromPercent(input.volatility);
  const lambda = input.jumpIntensity;
  const k = mertonJumpCompensator(input.jumpMean, input.jumpStdDev);
  return new MertonKernel(
    rng,
    paths,
    (mu - lambda * k - 0.5 * sigma * sigma) * dt,
    sigma * Math.sqrt(dt),
    new PoissonSampler(lambda * dt),
    input.jumpMean,
    input.jumpStdDev,
  );
}
