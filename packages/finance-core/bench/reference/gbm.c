/*
 * The largest GBM run of `simulate` written in C, as the yardstick of the Monte Carlo targets: the
 * parallel run on two cores is to take at most the time this program takes on one core, compiled
 * with -O3 (monte-carlo.bench.ts compiles and runs it). It does the same work the same way:
 * xoshiro128** 1.1 seeded through SplitMix32, one jumped stream per block of 256 paths, the 128-layer
 * ziggurat with its slow-path draws finished after each batch, the exact log-space GBM step with the
 * running peak and worst fall, and at each of the ≤ 501 output points S = S0·exp(min(x, 600)), the mean
 * and the five type-7 percentiles by selection. It prints its own wall time (the simulation only,
 * not the process start) and the final mean and median, which the bench compares with `simulate`'s to
 * show the two did the same computation.
 *
 *   cc -O3 -o gbm gbm.c -lm && ./gbm [paths years stepsPerYear seed drift% volatility% initialValue]
 */
#include <math.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#define LAYERS 128
#define BLOCK 256
#define MAX_INTERVALS 500
#define MAX_LOG_GROWTH 600.0

static int32_t K[LAYERS];
static double W[LAYERS], F[LAYERS];

static void build_tables(void) {
  const double scale = 16777216.0, tail = 3.442619855899, area = 9.91256303526217e-3;
  double dn = tail, tn = dn;
  const double q = area / exp(-0.5 * dn * dn);
  K[0] = (int32_t)floor((dn / q) * scale);
  K[1] = 0;
  W[0] = q / scale;
  W[LAYERS - 1] = dn / scale;
  F[0] = 1;
  F[LAYERS - 1] = exp(-0.5 * dn * dn);
  for (int i = LAYERS - 2; i >= 1; i--) {
    dn = sqrt(-2 * log(area / dn + exp(-0.5 * dn * dn)));
    K[i + 1] = (int32_t)floor((dn / tn) * scale);
    tn = dn;
    F[i] = exp(-0.5 * dn * dn);
    W[i] = dn / scale;
  }
}

typedef struct {
  uint32_t s0, s1, s2, s3;
} rng_t;

static inline uint32_t rotl(uint32_t x, int k) { return (x << k) | (x >> (32 - k)); }

static inline uint32_t next_u32(rng_t *r) {
  const uint32_t result = rotl(r->s1 * 5, 7) * 9, t = r->s1 << 9;
  r->s2 ^= r->s0;
  r->s3 ^= r->s1;
  r->s1 ^= r->s2;
  r->s0 ^= r->s3;
  r->s2 ^= t;
  r->s3 = rotl(r->s3, 11);
  return result;
}

static uint32_t splitmix32(uint32_t z) {
  z = (z ^ (z >> 16)) * 0x21f0aaadu;
  z = (z ^ (z >> 15)) * 0x735a2d97u;
  return z ^ (z >> 15);
}

static rng_t seeded(uint32_t seed) {
  const uint32_t golden = 0x9e3779b9u;
  rng_t r = {splitmix32(seed + golden), splitmix32(seed + 2 * golden), splitmix32(seed + 3 * golden),
             splitmix32(seed + 4 * golden)};
  if ((r.s0 | r.s1 | r.s2 | r.s3) == 0) r.s0 = 1;
  return r;
}

static void jump(rng_t *r) {
  static const uint32_t JUMP[] = {0x8764000b, 0xf542d2d3, 0x6fa035c3, 0x77f2db5b};
  uint32_t t0 = 0, t1 = 0, t2 = 0, t3 = 0;
  for (int w = 0; w < 4; w++)
    for (int b = 0; b < 32; b++) {
      if (JUMP[w] & (1u << b)) {
        t0 ^= r->s0;
        t1 ^= r->s1;
        t2 ^= r->s2;
        t3 ^= r->s3;
      }
      next_u32(r);
    }
  r->s0 = t0;
  r->s1 = t1;
  r->s2 = t2;
  r->s3 = t3;
}

static double next_double(rng_t *r) {
  const uint32_t hi = next_u32(r) >> 5, lo = next_u32(r) >> 6;
  return (hi * 67108864.0 + lo) / 9007199254740992.0;
}

static double slow_normal(rng_t *r, int i, int32_t j) {
  const double tail = 3.442619855899;
  for (;;) {
    if (i == 0) {
      double x, y;
      do {
        x = -log(1 - next_double(r)) / tail;
        y = -log(1 - next_double(r));
      } while (y + y < x * x);
      return j > 0 ? tail + x : -tail - x;
    }
    const double x = j * W[i];
    if (F[i] + next_double(r) * (F[i - 1] - F[i]) < exp(-0.5 * x * x)) return x;
    const int32_t bits = (int32_t)next_u32(r);
    i = bits & (LAYERS - 1);
    j = bits >> 7;
    if (abs(j) < K[i]) return j * W[i];
  }
}

static void fill_normals(rng_t *r, double *out, int count, int *pending) {
  int slow = 0;
  for (int p = 0; p < count; p++) {
    const int32_t bits = (int32_t)next_u32(r);
    const int i = bits & (LAYERS - 1);
    const int32_t j = bits >> 7;
    if (abs(j) < K[i])
      out[p] = j * W[i];
    else {
      pending[slow++] = p;
      out[p] = bits;
    }
  }
  for (int k = 0; k < slow; k++) {
    const int32_t bits = (int32_t)out[pending[k]];
    out[pending[k]] = slow_normal(r, bits & (LAYERS - 1), bits >> 7);
  }
}

/* Hoare quickselect with a median-of-three pivot: a[k] as if a[lo..hi] were sorted. */
static void select_k(double *a, int k, int lo, int hi) {
  while (hi > lo) {
    const int mid = lo + (hi - lo) / 2;
    double x = a[lo], y = a[mid], z = a[hi];
    const double pivot = x < y ? (y < z ? y : (x < z ? z : x)) : (x < z ? x : (y < z ? z : y));
    int i = lo, j = hi;
    while (i <= j) {
      while (a[i] < pivot) i++;
      while (a[j] > pivot) j--;
      if (i <= j) {
        const double t = a[i];
        a[i++] = a[j];
        a[j--] = t;
      }
    }
    if (k <= j) hi = j;
    else if (k >= i) lo = i;
    else return;
  }
}

static double min_from(const double *a, int from, int to) {
  double m = a[from];
  for (int i = from + 1; i <= to; i++) m = a[i] < m ? a[i] : m;
  return m;
}

static double elapsed_ms(struct timespec a, struct timespec b) {
  return (b.tv_sec - a.tv_sec) * 1e3 + (b.tv_nsec - a.tv_nsec) / 1e6;
}

int main(int argc, char **argv) {
  const int paths = argc > 1 ? atoi(argv[1]) : 10000;
  const int years = argc > 2 ? atoi(argv[2]) : 30;
  const int per_year = argc > 3 ? atoi(argv[3]) : 365;
  const uint32_t seed = argc > 4 ? (uint32_t)strtoul(argv[4], NULL, 10) : 123456789u;
  const double mu = (argc > 5 ? atof(argv[5]) : 5) / 100, sigma = (argc > 6 ? atof(argv[6]) : 20) / 100;
  const double s0 = argc > 7 ? atof(argv[7]) : 1000;
  static const double levels[5] = {0.05, 0.25, 0.5, 0.75, 0.95};

  struct timespec start, end;
  clock_gettime(CLOCK_MONOTONIC, &start);
  build_tables();
  const double dt = 1.0 / per_year, shift = (mu - 0.5 * sigma * sigma) * dt, scale = sigma * sqrt(dt);
  const int total = years * per_year, stride = (total + MAX_INTERVALS - 1) / MAX_INTERVALS;
  const int blocks = (paths + BLOCK - 1) / BLOCK;
  double *x = calloc(paths, sizeof *x), *peak = calloc(paths, sizeof *peak), *fall = calloc(paths, sizeof *fall);
  double *values = malloc(paths * sizeof *values), z[BLOCK];
  int pending[BLOCK];
  rng_t *streams = malloc(blocks * sizeof *streams);
  rng_t r = seeded(seed);
  for (int b = 0; b < blocks; b++) {
    streams[b] = r;
    jump(&r);
  }
  double mean = s0, median = s0;
  for (int done = 0; done < total;) {
    const int stop = done + stride < total ? done + stride : total;
    for (int b = 0; b < blocks; b++) {
      const int first = b * BLOCK, n = first + BLOCK < paths ? BLOCK : paths - first;
      double *xb = x + first, *pb = peak + first, *fb = fall + first;
      for (int s = done; s < stop; s++) {
        fill_normals(&streams[b], z, n, pending);
        for (int p = 0; p < n; p++) {
          const double next = xb[p] + shift + scale * z[p], top = pb[p];
          xb[p] = next;
          if (next > top) pb[p] = next;
          else if (top - next > fb[p]) fb[p] = top - next;
        }
      }
    }
    done = stop;
    double sum = 0;
    for (int p = 0; p < paths; p++) sum += values[p] = s0 * exp(x[p] < MAX_LOG_GROWTH ? x[p] : MAX_LOG_GROWTH);
    mean = sum / paths;
    for (int q = 0; q < 5; q++) {
      const double h = (paths - 1) * levels[q];
      const int lo = (int)floor(h);
      select_k(values, lo, 0, paths - 1);
      double v = values[lo];
      if (h > lo) {
        const double next = min_from(values, lo + 1, paths - 1);
        v = fmin(next, v + (h - lo) * (next - v));
      }
      if (q == 2) median = v;
    }
  }
  clock_gettime(CLOCK_MONOTONIC, &end);
  printf("{\"ms\": %.3f, \"finalMean\": %.17g, \"finalMedian\": %.17g}\n", elapsed_ms(start, end), mean, median);
  return 0;
}
