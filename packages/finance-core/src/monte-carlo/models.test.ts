/**
 * Each model against its closed forms, within sampling error. Samples are pooled over fixed seeds
 * (3 × 10 000 paths), tolerances are 4 standard errors computed from the sample, plus — only for
 * Heston's Euler scheme — the stated discretisation bias. The exact schemes need no fine grid, so
 * most runs use 12 steps a year (which also keeps the per-step percentile snapshots cheap).
 */
import { beforeAll, describe, it } from 'vitest';
import { createHestonKernel } from './models/heston';
import { mertonJumpCompensator } from './models/merton';
import { Random } from './random';
import {
  expectWithinStandardErrors,
  meanStandardError,
  moments,
  pooledFinalValues,
  varianceStandardError,
} from './test-support';
import { resolveMonteCarloInput } from './validation';

const SEEDS = [101, 202, 303];
const S0 = 1000;

function checkMean(values: Float64Array, expected: number): void {
  const m = moments(values);
  expectWithinStandardErrors(m.mean, expected, meanStandardError(m));
}

function checkVariance(values: Float64Array, expected: number): void {
  const m = moments(values);
  expectWithinStandardErrors(m.variance, expected, varianceStandardError(m));
}

describe('GBM (exact)', () => {
  const mu = 0.05;
  const sigma = 0.2;
  const T = 5;
  let finals: Float64Array;
  beforeAll(() => {
    finals = pooledFinalValues(
      { model: 'gbm', drift: 5, volatility: 20, years: T, stepsPerYear: 12, paths: 10_000 },
      SEEDS,
    );
  });

  it('E[S_T] = S₀ e^(μT)', () => checkMean(finals, S0 * Math.exp(mu * T)));
  it('Var[S_T] = S₀² e^(2μT) (e^(σ²T) − 1)', () =>
    checkVariance(finals, S0 * S0 * Math.exp(2 * mu * T) * Math.expm1(sigma * sigma * T)));
  it('ln(S_T/S₀) ~ N((μ − σ²/2)T, σ²T)', () => {
    const logs = finals.map((s) => Math.log(s / S0));
    checkMean(logs, (mu - 0.5 * sigma * sigma) * T);
    checkVariance(logs, sigma * sigma * T);
    const m = moments(logs);
    expectWithinStandardErrors(m.skewness, 0, Math.sqrt(6 / m.n));
  });
});

describe('mean reversion (exact Ornstein–Uhlenbeck)', () => {
  it('E[X_T] = θ + (X₀ − θ) e^(−κT), Var[X_T] = σ_abs² (1 − e^(−2κT)) / (2κ), σ_abs = σ·S₀', () => {
    const kappa = 0.5;
    const theta = 1500;
    const sigmaAbs = 0.2 * S0;
    const T = 2;
    const finals = pooledFinalValues(
      {
        model: 'meanReversion',
        reversionSpeed: kappa,
        reversionLevel: theta,
        volatility: 20,
        years: T,
        stepsPerYear: 12,
        paths: 10_000,
      },
      SEEDS,
    );
    checkMean(finals, theta + (S0 - theta) * Math.exp(-kappa * T));
    checkVariance(finals, (sigmaAbs * sigmaAbs * -Math.expm1(-2 * kappa * T)) / (2 * kappa));
  });

  it('reaches the stationary law N(θ, σ_abs²/(2κ)) for large T (e^(−2κT) = e^(−40))', () => {
    const kappa = 2;
    const theta = 600;
    const sigmaAbs = 0.3 * S0;
    const finals = pooledFinalValues(
      {
        model: 'meanReversion',
        reversionSpeed: kappa,
        reversionLevel: theta,
        volatility: 30,
        years: 10,
        stepsPerYear: 12,
        paths: 10_000,
      },
      SEEDS,
    );
    checkMean(finals, theta);
    checkVariance(finals, (sigmaAbs * sigmaAbs) / (2 * kappa));
    const m = moments(finals);
    expectWithinStandardErrors(m.skewness, 0, Math.sqrt(6 / m.n));
    expectWithinStandardErrors(m.excessKurtosis, 0, Math.sqrt(24 / m.n));
  });

  it('keeps full precision for the slowest reversion (κ = 0.01, daily steps)', () => {
    const finals = pooledFinalValues(
      {
        model: 'meanReversion',
        reversionSpeed: 0.01,
        reversionLevel: 2000,
        volatility: 10,
        years: 1,
        stepsPerYear: 365,
        paths: 10_000,
      },
      SEEDS.slice(0, 1),
    );
    const kappa = 0.01;
    checkMean(finals, 2000 + (S0 - 2000) * Math.exp(-kappa));
    checkVariance(finals, (100 * 100 * -Math.expm1(-2 * kappa)) / (2 * kappa));
  });
});

describe('random walk (arithmetic Brownian motion)', () => {
  it('E[S_T] = S₀ (1 + μT), Var[S_T] = σ² S₀² T', () => {
    const T = 5;
    const finals = pooledFinalValues(
      { model: 'randomWalk', drift: 5, volatility: 20, years: T, stepsPerYear: 12, paths: 10_000 },
      SEEDS,
    );
    checkMean(finals, S0 * (1 + 0.05 * T));
    checkVariance(finals, 0.2 * 0.2 * S0 * S0 * T);
  });
});

describe('Merton jump diffusion (compensated drift)', () => {
  /** E[S_T²] = S₀² exp(2(μ − λk)T + σ²T + λT(e^(2μ_J + 2δ²) − 1)). */
  function secondMoment(mu: number, sigma: number, lambda: number, muJ: number, delta: number, T: number): number {
    const k = mertonJumpCompensator(muJ, delta);
    return (
      S0 *
      S0 *
      Math.exp(2 * (mu - lambda * k) * T + sigma * sigma * T + lambda * T * Math.expm1(2 * muJ + 2 * delta * delta))
    );
  }

  it.each([
    { jumpIntensity: 1, jumpMean: -0.05, jumpStdDev: 0.08 },
    { jumpIntensity: 5, jumpMean: -0.1, jumpStdDev: 0.1 },
    { jumpIntensity: 3, jumpMean: 0.08, jumpStdDev: 0.05 },
  ])('E[S_T] = S₀ e^(μT) and Var[S_T] closed form, jumps %o', (jumps) => {
    const T = 3;
    const finals = pooledFinalValues(
      { model: 'jumpDiffusion', drift: 5, volatility: 20, years: T, stepsPerYear: 12, paths: 10_000, ...jumps },
      SEEDS,
    );
    const mean = S0 * Math.exp(0.05 * T);
    checkMean(finals, mean);
    checkVariance(
      finals,
      secondMoment(0.05, 0.2, jumps.jumpIntensity, jumps.jumpMean, jumps.jumpStdDev, T) - mean * mean,
    );
  });
});

describe('Heston (full-truncation Euler)', () => {
  it.each([0, -0.7, 0.5])('E[S_T] = S₀ e^(μT) with correlation %d', (correlation) => {
    const T = 5;
    const finals = pooledFinalValues(
      { model: 'stochasticVolatility', drift: 5, years: T, stepsPerYear: 12, paths: 10_000, correlation },
      SEEDS,
    );
    checkMean(finals, S0 * Math.exp(0.05 * T));
  });

  it('E[v_T] ≈ θ + (v₀ − θ) e^(−κT), up to the Euler bias', () => {
    const kappa = 2;
    const theta = 0.04;
    const v0 = 0.09;
    const stepsPerYear = 252;
    const T = 1;
    const input = resolveMonteCarloInput({
      model: 'stochasticVolatility',
      varianceReversionSpeed: kappa,
      varianceMean: theta,
      initialVariance: v0,
      stepsPerYear,
    });
    const paths = 50_000;
    const kernel = createHestonKernel({ input, rng: new Random(5), dt: 1 / stepsPerYear, paths });
    const x = new Float64Array(paths);
    const peak = new Float64Array(paths);
    const fall = new Float64Array(paths);
    for (let s = 0; s < T * stepsPerYear; s++) kernel.step(x, peak, fall);
    const m = moments(kernel.variance);
    // With the variance rarely truncated (Feller 2κθ = 0.16 > ξ² = 0.09), the scheme's mean follows
    // E[v_{k+1}] = E[v_k] + κ(θ − E[v_k])Δt, i.e. (1 − κΔt)^N instead of e^(−κT): that gap is the
    // allowance.
    const exact = theta + (v0 - theta) * Math.exp(-kappa * T);
    const euler = theta + (v0 - theta) * (1 - kappa / stepsPerYear) ** (T * stepsPerYear);
    expectWithinStandardErrors(m.mean, exact, meanStandardError(m), 4, Math.abs(exact - euler));
  });
});
