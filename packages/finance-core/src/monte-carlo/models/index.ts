/** Picks the step of the chosen model. */
import { createGbmKernel } from './gbm';
import { createHestonKernel } from './heston';
import type { KernelContext, ModelKernel } from './kernel';
import { createMertonKernel } from './merton';
import { createOrnsteinUhlenbeckKernel } from './ornstein-uhlenbeck';
import { createRandomWalkKernel } from './random-walk';
import type { MonteCarloModel } from '../types';

const KERNELS: Readonly<Record<MonteCarloModel, (context: KernelContext) => ModelKernel>> = {
  gbm: createGbmKernel,
  meanReversion: createOrnsteinUhlenbeckKernel,
  randomWalk: createRandomWalkKernel,
  jumpDiffusion: createMertonKernel,
  stochasticVolatility: createHestonKernel,
};

/** The time step of `context.input.model`. */
export function createModelKernel(context: KernelContext): ModelKernel {
  return KERNELS[context.input.model](context);
}

export type { KernelContext, ModelKernel } from './kernel';
