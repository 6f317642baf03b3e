/**
 * The few dense linear-algebra kernels the optimiser needs, on row-major `Float64Array`s. Problems
 * here are at most ~100 × 100 (50 assets plus constraints), so plain O(n³) kernels are both the
 * simplest and the fastest choice; typed arrays keep V8 on unboxed doubles.
 */

/** x'y. */
export function dot(x: ArrayLike<number>, y: ArrayLike<number>, n = x.length): number {
  let s = 0;
  for (let i = 0; i < n; i++) s += x[i]! * y[i]!;
  return s;
}

/** out = S x for a row-major n × n matrix S. */
export function matVec(S: Float64Array, n: number, x: ArrayLike<number>, out = new Float64Array(n)): Float64Array {
  for (let i = 0; i < n; i++) {
    let s = 0;
    const row = i * n;
    for (let j = 0; j < n; j++) s += S[row + j]! * x[j]!;
    out[i] = s;
  }
  return out;
}

/** x'Sx for a row-major n × n matrix S. */
export function quadForm(S: Float64Array, n: number, x: ArrayLike<number>): number {
  let s = 0;
  for (let i = 0; i < n; i++) {
    const row = i * n;
    let si = 0;
    for (let j = 0; j < n; j++) si += S[row + j]! * x[j]!;
    s += x[i]! * si;
  }
  return s;
}

/**
 * Solves K X = B in place by Gaussian elimination with partial pivoting (K is size × size, B is
 * size × nrhs, both row-major; on return B holds X and K is destroyed). Partial pivoting rather than
 * Cholesky because the KKT matrices solved here are indefinite. Returns false when a pivot falls
 * below 1e-14 of the largest entry, i.e. K is numerically singular.
 */
export function solveInPlace(K: Float64Array, size: number, B: Float64Array, nrhs: number): boolean {
  let scale = 0;
  for (let i = 0; i < size * size; i++) scale = Math.max(scale, Math.abs(K[i]!));
  const tiny = scale * 1e-14;
  for (let col = 0; col < size; col++) {
    let piv = col;
    let best = Math.abs(K[col * size + col]!);
    for (let r = col + 1; r < size; r++) {
      const v = Math.abs(K[r * size + col]!);
      if (v > best) {
        best = v;
        piv = r;
      }
    }
    if (!(best > tiny)) return false;
    if (piv !== col) {
      for (let j = col; j < size; j++) {
        const t = K[col * size + j];
        K[col * size + j] = K[piv * size + j]!;
        K[piv * size + j] = t!;
      }
      for (let j = 0; j < nrhs; j++) {
        const t = B[col * nrhs + j];
        B[col * nrhs + j] = B[piv * nrhs + j]!;
        B[piv * nrhs + j] = t!;
      }
    }
    const d = K[col * size + col]!;
    for (let r = col + 1; r < size; r++) {
      const f = K[r * size + col]! / d;
      if (f === 0) continue;
      for (let j = col + 1; j < size; j++) K[r * size + j]! -= f * K[col * size + j]!;
      for (let j = 0; j < nrhs; j++) B[r * nrhs + j]! -= f * B[col * nrhs + j]!;
    }
  }
  for (let col = size - 1; col >= 0; col--) {
    const d = K[col * size + col]!;
    for (let j = 0; j < nrhs; j++) {
      let s = B[col * nrhs + j]!;
      for (let k = col + 1; k < size; k++) s -= K[col * size + k]! * B[k * nrhs + j]!;
      B[col * nrhs + j] = s / d;
    }
  }
  return true;
}

/**
 * The smallest Cholesky pivot of the symmetric n × n matrix S relative to its largest diagonal entry
 * (≈ 1 / condition number for a well-scaled S); 0 or less when S is not numerically positive definite.
 */
export function choleskyPivotRatio(S: Float64Array, n: number): number {
  let maxDiag = 0;
  for (let i = 0; i < n; i++) maxDiag = Math.max(maxDiag, S[i * n + i]!);
  if (!(maxDiag > 0)) return 0;
  const L = new Float64Array(n * n);
  let minPivot = Infinity;
  for (let j = 0; j < n; j++) {
    let d = S[j * n + j]!;
    for (let k = 0; k < j; k++) d -= L[j * n + k]! * L[j * n + k]!;
    minPivot = Math.min(minPivot, d);
    if (!(d > 0)) return 0;
    const ljj = Math.sqrt(d);
    L[j * n + j] = ljj;
    for (let i = j + 1; i < n; i++) {
      let s = S[i * n + j]!;
      for (let k = 0; k < j; k++) s -= L[i * n + k]! * L[j * n + k]!;
      L[i * n + j] = s / ljj;
    }
  }
  return minPivot / maxDiag;
}
