/**
 * The exact one-step transition shared by the two Gaussian models on the value itself, the random
 * walk (arithmetic Brownian motion) and Ornstein–Uhlenbeck: both are linear SDEs with additive noise,
 * whose exact transition over Δt is
 *   S ← decay · S + shift + scale · Z,   Z ~ N(0, 1),
 * with decay = 1 for the random walk and e^(−κΔt) for Ornstein–Uhlenbeck. Each model's file derives
 * its coefficients and documents its SDE.
 */
import { trackLevel } from '../drawdown';
import type { Random } from '../random';
import type { ModelKernel } from './kernel';

/** Coefficients of the step S ← decay·S + shift + scale·Z. */
export interface GaussianLevelStep {
  decay: number;
  shift: number;
  scale: number;
}

class GaussianLevelKernel implements ModelKernel {
  readonly logGrowth = false;
  private readonly normals: Float64Array;

  constructor(
    private readonly rng: Random,
    private readonly paths: number,
    private readonly coefficients: GaussianLevelStep,
  ) {
    this.normals = new Float64Array(paths);
  }

  step(s: Float64Array, peak: Float64Array, fall: Float64Array): void {
    const { rng, normals: z, paths } = this;
    const { decay, shift, scale } = this.coefficients;
    rng.fillNormals(z, paths);
    for (let p = 0; p < paths; p++) {
      const next = decay * s[p]! + shift + scale * z[p]!;
      s[p] = next;
      trackLevel(next, p, peak, fall);
    }
  }
}

/** The step S ← decay·S + shift + scale·Z for `paths` paths drawing from `rng`. */
export function createGaussianLevelKernel(rng: Random, paths: number, coefficients: GaussianLevelStep): ModelKernel {
  return new GaussianLevelKernel(rng, paths, coefficients);
}
