/**
 * Mean reversion: the Ornstein–Uhlenbeck process on the value itself.
 *
 * SDE:  dX = κ (θ − X) dt + σ_abs dW,   κ = reversionSpeed, θ = reversionLevel,
 *       σ_abs = σ · S₀ with σ = volatility / 100.
 * The volatility input is a percentage, as for the other models; OU noise is additive, so it is
 * made absolute by the initial value (as in the random walk): with the defaults, 20 % of 1000 gives
 * 200 per √year, and the stationary spread is σ_abs / √(2κ) = 200.
 *
 * Discretisation: exact (Gillespie, "Exact numerical simulation of the Ornstein–Uhlenbeck process
 * and its integral", Phys. Rev. E 54, 1996; Glasserman 2003, §3.3.1):
 *   X(t + Δt) = X(t) + (θ − X(t)) (1 − e^(−κΔt)) + σ_abs √((1 − e^(−2κΔt)) / (2κ)) · Z.
 * 1 − e^(−κΔt) is computed as −expm1(−κΔt) so that small κΔt (down to 0.01/365) keeps full precision.
 * X is Gaussian and can go below zero; like the random walk we leave it there.
 *
 * Closed forms the tests check: E[X_T] = θ + (X₀ − θ) e^(−κT),
 * Var[X_T] = σ_abs² (1 − e^(−2κT)) / (2κ), tending to the stationary N(θ, σ_abs²/(2κ)).
 */
import { createGaussianLevelKernel } from './gaussian-level';
import { fromPercent, type KernelContext, type ModelKernel } from './kernel';

/** The exact Ornstein–Uhlenbeck step, written as X ← e^(−κΔt) X + θ(1 − e^(−κΔt)) + sd · Z. */
export function createOrnsteinUhlenbeckKernel({ input, rng, dt, paths }: KernelContext): ModelKernel {
  const kappa = input.reversionSpeed;
  const sigmaAbs = fromPercent(input.volatility) * input.initialValue;
  const pull = -Math.expm1(-kappa * dt); // 1 − e^(−κΔt)
  return createGaussianLevelKernel(rng, paths, {
    decay: 1 - pull,
    shift: input.reversionLevel * pull,
    scale: sigmaAbs * Math.sqrt(-Math.expm1(-2 * kappa * dt) / (2 * kappa)),
  });
}
