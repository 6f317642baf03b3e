/**
 * Random walk: arithmetic Brownian motion (Bachelier, "Théorie de la spéculation", 1900).
 *
 * SDE:  dS = μ S₀ dt + σ S₀ dW.
 * The percentage inputs are turned into absolute amounts of the initial value so that the form means
 * the same as for GBM at t = 0: the value moves by μ·S₀ a year on average (drift 5 % of 1000 → 50 a
 * year) with an absolute volatility σ·S₀ per √year. Unlike GBM the step size does not scale with the
 * current value, so the value can become negative; we do not absorb it at zero (that would change
 * the model and its closed forms).
 *
 * Discretisation: exact. S(t + Δt) = S(t) + μ S₀ Δt + σ S₀ √Δt · Z (Glasserman 2003, §3.1.1).
 *
 * Closed forms the tests check: E[S_T] = S₀ (1 + μT), Var[S_T] = σ² S₀² T.
 */
import { createGaussianLevelKernel } from './gaussian-level';
import { fromPercent, type KernelContext, type ModelKernel } from './kernel';

/** The exact arithmetic Brownian motion step. */
export function createRandomWalkKernel({ input, rng, dt, paths }: KernelContext): ModelKernel {
  const s0 = input.initialValue;
  return createGaussianLevelKernel(rng, paths, {
    decay: 1,
    shift: fromPercent(input.drift) * s0 * dt,
    scale: fromPercent(input.volatility) * s0 * Math.sqrt(dt),
  });
}
