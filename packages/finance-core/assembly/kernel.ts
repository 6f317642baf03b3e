/**
 * The Monte Carlo engine's two hot loops, GBM and Heston, in AssemblyScript compiled to WebAssembly
 * with 128-bit SIMD. They compute exactly what the TypeScript kernels compute — the same xoshiro128**
 * draws, the same ziggurat, the same floating-point operations in the same order — so a run gives the
 * same result bit for bit whichever of the two ran it (`src/monte-carlo/wasm/`, tested there). The
 * point is speed: the TypeScript step costs ~5.5 ns per path and step in Node 20, this one ~2.5 ns
 * (BENCHMARKS.md), mostly because the generator's 32-bit words stay in registers and no array access
 * is bounds-checked.
 *
 * Everything lives in memory the caller lays out (see `src/monte-carlo/wasm/layout.ts`); these
 * functions only take addresses. The generator state of a block is four i32 words at `rng`; the
 * ziggurat tables are K (128 × i32), W and F (128 × f64 each) from `tables` on, built by
 * `zigguratTables()` in `src/monte-carlo/random.ts`, so both sides use the very same numbers.
 *
 * `exp` and `log` are imported from the host's Math: the ziggurat's rare slow path needs them, and the
 * TypeScript kernel uses Math.exp/Math.log, which no WebAssembly library would match to the last bit.
 * Add, multiply and sqrt are correctly rounded in both languages, and neither fuses a multiply-add.
 */

/** Math.exp of the host (imported as `kernel.exp`). */
declare function exp(x: f64): f64;
/** Math.log of the host (imported as `kernel.log`). */
declare function log(x: f64): f64;

const LAYER_MASK: i32 = 127;
const LAYER_BITS: i32 = 7;
const TAIL_START: f64 = 3.442619855899;
const TWO_POW_53: f64 = 9007199254740992.0;
/** Offsets of W and F after K in the table block. */
const W_OFFSET: usize = 512;
const F_OFFSET: usize = 1536;

// The generator state while a function runs (loaded from and saved back to the block's `rng` words).
let s0: i32 = 0;
let s1: i32 = 0;
let s2: i32 = 0;
let s3: i32 = 0;
let kTable: usize = 0;
let wTable: usize = 0;
let fTable: usize = 0;

function useTables(tables: usize): void {
  kTable = tables;
  wTable = tables + W_OFFSET;
  fTable = tables + F_OFFSET;
}

function loadState(rng: usize): void {
  s0 = load<i32>(rng);
  s1 = load<i32>(rng, 4);
  s2 = load<i32>(rng, 8);
  s3 = load<i32>(rng, 12);
}

function saveState(rng: usize): void {
  store<i32>(rng, s0);
  store<i32>(rng, s1, 4);
  store<i32>(rng, s2, 8);
  store<i32>(rng, s3, 12);
}

/** xoshiro128** 1.1: the next output as a signed 32-bit integer (`Random.nextInt32`). */
function nextInt32(): i32 {
  const a = s1;
  const result = rotl<i32>(a * 5, 7) * 9;
  const t = a << 9;
  s2 ^= s0;
  s3 ^= a;
  s1 = a ^ s2;
  s0 ^= s3;
  s2 ^= t;
  s3 = rotl<i32>(s3, 11);
  return result;
}

/** Uniform on [0, 1) with 53 random bits (`Random.nextDouble`). */
function nextDouble(): f64 {
  const hi = (<u32>nextInt32()) >>> 5;
  const lo = (<u32>nextInt32()) >>> 6;
  return (<f64>hi * 67108864.0 + <f64>lo) / TWO_POW_53;
}

function kAt(i: i32): i32 {
  return load<i32>(kTable + ((<usize>i) << 2));
}

function wAt(i: i32): f64 {
  return load<f64>(wTable + ((<usize>i) << 3));
}

function fAt(i: i32): f64 {
  return load<f64>(fTable + ((<usize>i) << 3));
}

/** The ziggurat's exact wedge and tail tests (`Random.slowNormal`). */
function slowNormal(layer: i32, abscissa: i32): f64 {
  let i = layer;
  let j = abscissa;
  while (true) {
    if (i == 0) {
      let x: f64;
      let y: f64;
      do {
        x = -log(1 - nextDouble()) / TAIL_START;
        y = -log(1 - nextDouble());
      } while (y + y < x * x);
      return j > 0 ? TAIL_START + x : -TAIL_START - x;
    }
    const x = <f64>j * wAt(i);
    if (fAt(i) + nextDouble() * (fAt(i - 1) - fAt(i)) < exp(-0.5 * x * x)) return x;
    const bits = nextInt32();
    i = bits & LAYER_MASK;
    j = bits >> LAYER_BITS;
    if (abs<i32>(j) < kAt(i)) return <f64>j * wAt(i);
  }
  return 0; // not reached: the loop only ends by returning
}

/**
 * `count` standard normals into `out` (`Random.fillNormals`): the fast path in the loop with the
 * state in locals, the draws that need the slow path noted in `pending` and finished afterwards, in
 * order, so the sequence of draws is the TypeScript one.
 */
function fillNormals(out: usize, count: i32, pending: usize): void {
  let a0 = s0;
  let a1 = s1;
  let a2 = s2;
  let a3 = s3;
  let slow = 0;
  for (let p = 0; p < count; p++) {
    const bits = rotl<i32>(a1 * 5, 7) * 9;
    const t = a1 << 9;
    a2 ^= a0;
    a3 ^= a1;
    a1 ^= a2;
    a0 ^= a3;
    a2 ^= t;
    a3 = rotl<i32>(a3, 11);
    const i = bits & LAYER_MASK;
    const j = bits >> LAYER_BITS;
    const at = out + ((<usize>p) << 3);
    if (abs<i32>(j) < kAt(i)) {
      store<f64>(at, <f64>j * wAt(i));
    } else {
      store<i32>(pending + ((<usize>slow) << 2), p);
      store<f64>(at, <f64>bits);
      slow++;
    }
  }
  s0 = a0;
  s1 = a1;
  s2 = a2;
  s3 = a3;
  for (let k = 0; k < slow; k++) {
    const at = out + ((<usize>load<i32>(pending + ((<usize>k) << 2))) << 3);
    const bits = <i32>load<f64>(at);
    store<f64>(at, slowNormal(bits & LAYER_MASK, bits >> LAYER_BITS));
  }
}

/**
 * Records the new log growth `next` of the path at `at` in its running peak and worst fall
 * (`trackLogGrowth`): peak = max(peak, x), fall = max(fall, peak − x). The branch-free form gives the
 * same numbers: where x is above the old peak, peak − x is negative and the fall (≥ 0) stays.
 */
function trackLogGrowth(next: f64, peak: usize, fall: usize, at: usize): void {
  const top = load<f64>(peak + at);
  if (next > top) store<f64>(peak + at, next);
  else if (top - next > load<f64>(fall + at)) store<f64>(fall + at, top - next);
}

/**
 * Advances the `n` paths of one block by `steps` GBM steps in log space (`models/gbm.ts`):
 * x ← x + shift + scale · Z with shift = (μ − σ²/2)Δt and scale = σ√Δt. Two paths per SIMD lane pair.
 */
export function gbmAdvance(
  tables: usize,
  rng: usize,
  x: usize,
  peak: usize,
  fall: usize,
  z: usize,
  pending: usize,
  n: i32,
  steps: i32,
  shift: f64,
  scale: f64,
): void {
  useTables(tables);
  loadState(rng);
  const shifts = f64x2.splat(shift);
  const scales = f64x2.splat(scale);
  for (let s = 0; s < steps; s++) {
    fillNormals(z, n, pending);
    let p = 0;
    for (; p + 1 < n; p += 2) {
      const at = (<usize>p) << 3;
      const next = f64x2.add(f64x2.add(v128.load(x + at), shifts), f64x2.mul(scales, v128.load(z + at)));
      v128.store(x + at, next);
      const top = v128.load(peak + at);
      v128.store(peak + at, f64x2.max(top, next));
      v128.store(fall + at, f64x2.max(v128.load(fall + at), f64x2.sub(top, next)));
    }
    for (; p < n; p++) {
      const at = (<usize>p) << 3;
      const next = load<f64>(x + at) + shift + scale * load<f64>(z + at);
      store<f64>(x + at, next);
      trackLogGrowth(next, peak, fall, at);
    }
  }
  saveState(rng);
}

/**
 * Advances the `n` paths of one block by `steps` full-truncation Euler Heston steps (`models/heston.ts`,
 * same expressions in the same order). `z` holds 2n normals per step: the first n drive the price, the
 * next n the variance; `variance` is the per-path variance state.
 *
 * Scalar on purpose: a two-lane SIMD version of this loop (sqrt and all) measured no faster — the two
 * normals per path and step dominate — so the simpler loop stays.
 */
export function hestonAdvance(
  tables: usize,
  rng: usize,
  x: usize,
  peak: usize,
  fall: usize,
  variance: usize,
  z: usize,
  pending: usize,
  n: i32,
  steps: i32,
  dt: f64,
  mu: f64,
  kappa: f64,
  theta: f64,
  xi: f64,
  rho: f64,
  rhoBar: f64,
  floor: f64,
): void {
  useTables(tables);
  loadState(rng);
  const zVariance = z + ((<usize>n) << 3);
  for (let s = 0; s < steps; s++) {
    fillNormals(z, 2 * n, pending);
    for (let p = 0; p < n; p++) {
      const at = (<usize>p) << 3;
      const v = load<f64>(variance + at);
      const vPlus = v > floor ? v : floor;
      const sd = sqrt<f64>(vPlus * dt);
      const zv = load<f64>(zVariance + at);
      const next = load<f64>(x + at) + (mu - 0.5 * vPlus) * dt + sd * (rho * zv + rhoBar * load<f64>(z + at));
      store<f64>(x + at, next);
      trackLogGrowth(next, peak, fall, at);
      store<f64>(variance + at, v + kappa * (theta - vPlus) * dt + xi * sd * zv);
    }
  }
  saveState(rng);
}
