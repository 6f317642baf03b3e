/**
 * The standard normal distribution function Φ, for the lognormal ETF model (etf.ts).
 *
 * Hart's double-precision algorithm (J. F. Hart, Computer Approximations, 1968, algorithm 5666) as
 * G. West gives it ("Better approximations to cumulative normal functions", Wilmott Magazine, 2005): a
 * rational function of |x| up to 7.07, a continued fraction beyond, 0 past 37. Relative error about
 * 1e-14 near the centre and below 1e-9 in the far tails (normal.test.ts checks values against
 * independent references).
 */
export function normalCdf(x: number): number {
  const a = Math.abs(x);
  let c: number;
  if (a > 37) c = 0;
  else {
    const e = Math.exp((-a * a) / 2);
    if (a < 7.07106781186547) {
      let b = 3.52624965998911e-2 * a + 0.700383064443688;
      b = b * a + 6.37396220353165;
      b = b * a + 33.912866078383;
      b = b * a + 112.079291497871;
      b = b * a + 221.213596169931;
      b = b * a + 220.206867912376;
      c = e * b;
      b = 8.83883476483184e-2 * a + 1.75566716318264;
      b = b * a + 16.064177579207;
      b = b * a + 86.7807322029461;
      b = b * a + 296.564248779674;
      b = b * a + 637.333633378831;
      b = b * a + 793.826512519948;
      b = b * a + 440.413735824752;
      c /= b;
    } else {
      let b = a + 0.65;
      b = a + 4 / b;
      b = a + 3 / b;
      b = a + 2 / b;
      b = a + 1 / b;
      c = e / b / 2.506628274631;
    }
  }
  return x > 0 ? 1 - c : c;
}
