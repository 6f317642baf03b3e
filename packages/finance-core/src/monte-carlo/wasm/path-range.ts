/**
 * A range of path blocks simulated by the WebAssembly kernel (assembly/kernel.ts) for the two models
 * it implements, GBM and Heston; `PathBlocks` (blocks.ts) uses it where `instantiateKernel` succeeds
 * and the TypeScript kernels otherwise. Both give the same numbers bit for bit (the tests check), so
 * which one ran never shows in a result.
 *
 * The range's memory is laid out once, sized exactly, and never grows, so the Float64Array views of
 * the path state handed to `PathBlocks` stay valid for the whole run:
 *   ziggurat tables | one generator state per block | x | peak | fall | variance (Heston) | normals | pending
 * Every array starts on a 16-byte boundary for the SIMD loads.
 */
import { HESTON_VARIANCE_FLOOR, MONTE_CARLO_BLOCK_PATHS } from '../constants';
import { gbmCoefficients } from '../models/gbm';
import { hestonParameters } from '../models/heston';
import { zigguratTables, type Random } from '../random';
import type { ResolvedMonteCarloInput } from '../types';
import { instantiateKernel } from './kernel-module';

/** The kernel's exports (see assembly/kernel.ts for the parameters). */
interface KernelExports {
  gbmAdvance(
    tables: number,
    rng: number,
    x: number,
    peak: number,
    fall: number,
    z: number,
    pending: number,
    n: number,
    steps: number,
    shift: number,
    scale: number,
  ): void;
  hestonAdvance(
    tables: number,
    rng: number,
    x: number,
    peak: number,
    fall: number,
    variance: number,
    z: number,
    pending: number,
    n: number,
    steps: number,
    dt: number,
    mu: number,
    kappa: number,
    theta: number,
    xi: number,
    rho: number,
    rhoBar: number,
    floor: number,
  ): void;
}

/** The path state of a range in WebAssembly memory, and its step. */
export interface WasmPathRange {
  readonly state: Float64Array;
  readonly peak: Float64Array;
  readonly fall: Float64Array;
  /** Advances every path of the range by `steps` time steps, block by block. */
  advance(steps: number): void;
}

const LAYERS = 128;

/** Hands out 16-byte-aligned regions of a memory being laid out. */
class Layout {
  size = 0;
  take(bytes: number): number {
    const at = this.size;
    this.size = Math.ceil((at + bytes) / 16) * 16;
    return at;
  }
}

/**
 * The WebAssembly range for `input`'s blocks with generators `streams` (one per block, in order) and
 * `pathCount` paths, at t = 0; null where the kernel does not implement the model or cannot run
 * (`instantiateKernel`).
 */
export function createWasmPathRange(
  input: ResolvedMonteCarloInput,
  streams: readonly Random[],
  pathCount: number,
): WasmPathRange | null {
  const heston = input.model === 'stochasticVolatility';
  if (input.model !== 'gbm' && !heston) return null;

  const B = MONTE_CARLO_BLOCK_PATHS;
  const normalsPerPath = heston ? 2 : 1;
  const layout = new Layout();
  const tables = layout.take(LAYERS * (4 + 8 + 8));
  const rng = layout.take(16 * streams.length);
  const x = layout.take(8 * pathCount);
  const peak = layout.take(8 * pathCount);
  const fall = layout.take(8 * pathCount);
  const variance = layout.take(heston ? 8 * pathCount : 0);
  const z = layout.take(8 * normalsPerPath * B);
  const pending = layout.take(4 * normalsPerPath * B);

  const kernel = instantiateKernel<KernelExports>(layout.size);
  if (!kernel) return null;
  const { exports, buffer } = kernel;
  const { K, W, F } = zigguratTables();
  new Int32Array(buffer, tables, LAYERS).set(K);
  new Float64Array(buffer, tables + 4 * LAYERS, LAYERS).set(W);
  new Float64Array(buffer, tables + 12 * LAYERS, LAYERS).set(F);
  const words = new Int32Array(buffer, rng, 4 * streams.length);
  streams.forEach((stream, b) => words.set(stream.state(), 4 * b));
  if (heston) new Float64Array(buffer, variance, pathCount).fill(input.initialVariance);

  const dt = 1 / input.stepsPerYear;
  /** The model's call for one block: the block's index, the byte offset of its paths, its path count. */
  let advanceBlock: (b: number, at: number, n: number, steps: number) => void;
  if (heston) {
    const { mu, kappa, theta, xi, rho } = hestonParameters(input);
    const rhoBar = Math.sqrt(1 - rho * rho);
    const floor = HESTON_VARIANCE_FLOOR;
    advanceBlock = (b, at, n, steps) =>
      exports.hestonAdvance(
        tables,
        rng + 16 * b,
        x + at,
        peak + at,
        fall + at,
        variance + at,
        z,
        pending,
        n,
        steps,
        dt,
        mu,
        kappa,
        theta,
        xi,
        rho,
        rhoBar,
        floor,
      );
  } else {
    const { shift, scale } = gbmCoefficients(input, dt);
    advanceBlock = (b, at, n, steps) =>
      exports.gbmAdvance(tables, rng + 16 * b, x + at, peak + at, fall + at, z, pending, n, steps, shift, scale);
  }
  const advance = (steps: number) => {
    for (let b = 0; b < streams.length; b++) advanceBlock(b, 8 * b * B, Math.min(B, pathCount - b * B), steps);
  };
  return {
    state: new Float64Array(buffer, x, pathCount),
    peak: new Float64Array(buffer, peak, pathCount),
    fall: new Float64Array(buffer, fall, pathCount),
    advance,
  };
}
