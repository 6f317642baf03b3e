import { describe, expect, it } from 'vitest';
import { FX_MAX_AGE_DAYS } from './constants';
import {
  alignInCurrency,
  alignOnCommonDates,
  convertClose,
  ratesOnDates,
  type CurrencySeries,
  type UsdHufRates,
} from './currency';
import { optimizePortfolio } from './optimize';
import { catchInputError, rng } from './test-support';

/** Weekdays from a start date, as YYYY-MM-DD. */
function weekdays(from: string, count: number): string[] {
  const out: string[] = [];
  for (let t = Date.parse(`${from}T00:00:00Z`); out.length < count; t += 86_400_000) {
    const day = new Date(t).getUTCDay();
    if (day !== 0 && day !== 6) out.push(new Date(t).toISOString().slice(0, 10));
  }
  return out;
}

function walk(rand: () => number, n: number, start: number, vol = 0.02): number[] {
  const p = [start];
  for (let t = 1; t < n; t++) p.push((p[t - 1] ?? start) * (1 + vol * (rand() - 0.5) * 2));
  return p;
}

/** Drops the given dates from a series (a holiday of its exchange). */
function without(s: CurrencySeries, holidays: readonly string[]): CurrencySeries {
  const keep = s.dates.map((d, i) => (holidays.includes(d) ? -1 : i)).filter((i) => i >= 0);
  return { currency: s.currency, dates: keep.map((i) => s.dates[i] ?? ''), closes: keep.map((i) => s.closes[i] ?? 0) };
}

const rand = rng(18);
const DAYS = weekdays('2025-01-02', 80);
const US = without({ currency: 'USD', dates: DAYS, closes: walk(rand, DAYS.length, 200) }, [
  '2025-01-20',
  '2025-02-17',
]);
const US2 = without({ currency: 'USD', dates: DAYS, closes: walk(rand, DAYS.length, 50) }, [
  '2025-01-20',
  '2025-02-17',
]);
const BET = without({ currency: 'HUF', dates: DAYS, closes: walk(rand, DAYS.length, 30_000) }, ['2025-03-14']);
const BET2 = without({ currency: 'HUF', dates: DAYS, closes: walk(rand, DAYS.length, 3_000) }, ['2025-03-14']);
/** ECB-like fixings: weekdays without 2025-04-18 (Good Friday) and with a hole around 2025-02-03. */
const FX_DAYS = DAYS.filter((d) => d !== '2025-04-18' && !(d >= '2025-02-03' && d <= '2025-02-11'));
const FX: UsdHufRates = { dates: FX_DAYS, rates: walk(rand, FX_DAYS.length, 390, 0.006) };

const fxOn = (d: string) => FX.rates[FX.dates.indexOf(d)] ?? Number.NaN;

describe('alignInCurrency (the calendar and conversion rule)', () => {
  it('keeps the days every series has; without a conversion it is the plain inner join and leaves closes untouched', () => {
    const r = alignInCurrency([US, US2], 'USD', null);
    expect(r.converted).toEqual([]);
    expect(r.rates).toBeUndefined();
    expect(r.dates).toEqual(US.dates);
    expect(r.columns).toEqual([US.closes, US2.closes]);
    const mixed = alignOnCommonDates([US, BET]);
    expect(mixed.dates).not.toContain('2025-01-20'); // a US holiday
    expect(mixed.dates).not.toContain('2025-03-14'); // a Budapest holiday
    expect(mixed.dates.length).toBe(DAYS.length - 3);
  });

  it('in forints, a Budapest share is untouched and a US share returns (1 + r_USD)(1 + r_FX) − 1 on every kept day', () => {
    const r = alignInCurrency([BET, US], 'HUF', FX);
    expect(r.converted).toEqual([1]);
    const [bet, us] = r.columns as [number[], number[]];
    for (let t = 0; t < r.dates.length; t++) {
      const d = r.dates[t] ?? '';
      expect(bet[t]).toBe(BET.closes[BET.dates.indexOf(d)]);
      if (t === 0) continue;
      const prev = r.dates[t - 1] ?? '';
      const usd = (US.closes[US.dates.indexOf(d)] ?? 0) / (US.closes[US.dates.indexOf(prev)] ?? 1) - 1;
      const fx = (r.rates?.[t] ?? 0) / (r.rates?.[t - 1] ?? 1) - 1;
      expect((us[t] ?? 0) / (us[t - 1] ?? 1) - 1, d).toBeCloseTo((1 + usd) * (1 + fx) - 1, 13);
    }
  });

  it('takes the last fixing on or before the day, up to FX_MAX_AGE_DAYS old, and leaves out days without one', () => {
    expect(FX_MAX_AGE_DAYS).toBe(5);
    const r = alignInCurrency([BET, US], 'HUF', FX);
    // Good Friday has no fixing: Thursday's (1 day old) is used.
    const friday = r.dates.indexOf('2025-04-18');
    expect(r.rates?.[friday]).toBe(fxOn('2025-04-17'));
    // The hole 02-03 .. 02-11: the last fixing is 2025-01-31; 02-03 … 02-05 are within 5 days, 02-06 … 02-11 are not.
    for (const d of ['2025-02-03', '2025-02-04', '2025-02-05'])
      expect(r.rates?.[r.dates.indexOf(d)]).toBe(fxOn('2025-01-31'));
    for (const d of ['2025-02-06', '2025-02-07', '2025-02-10', '2025-02-11']) expect(r.dates).not.toContain(d);
    expect(r.droppedDays).toBe(4);
    expect(r.dates.length).toBe(alignOnCommonDates([BET, US]).dates.length - 4);
    // Otherwise the day's own fixing.
    for (const d of ['2025-01-02', '2025-03-03', '2025-04-22']) expect(r.rates?.[r.dates.indexOf(d)]).toBe(fxOn(d));
    const rates = ratesOnDates(FX, ['2024-12-31', '2025-02-05', '2025-02-06']);
    expect(Number.isNaN(rates[0])).toBe(true); // before the first fixing
    expect(rates[1]).toBe(fxOn('2025-01-31'));
    expect(Number.isNaN(rates[2])).toBe(true);
  });

  it('in dollars, forint series are divided by the rate and dollar series kept', () => {
    const r = alignInCurrency([US, BET], 'USD', FX);
    expect(r.converted).toEqual([1]);
    r.dates.forEach((d, t) => {
      expect(r.columns[0]?.[t]).toBe(US.closes[US.dates.indexOf(d)]);
      expect(r.columns[1]?.[t]).toBeCloseTo((BET.closes[BET.dates.indexOf(d)] ?? 0) / (r.rates?.[t] ?? 1), 9);
    });
    expect(convertClose(390, 'USD', 'HUF', 390)).toBe(152_100);
    expect(convertClose(39_000, 'HUF', 'USD', 390)).toBe(100);
    expect(convertClose(7, 'HUF', 'HUF', 390)).toBe(7);
  });

  it("the period is the shorter series' when one ends early: only the common days remain", () => {
    const short: CurrencySeries = {
      ...BET2,
      dates: BET2.dates.slice(0, 30),
      closes: Array.from(BET2.closes).slice(0, 30),
    };
    const r = alignInCurrency([US, short, BET], 'HUF', FX);
    expect(r.dates[r.dates.length - 1]! <= short.dates[29]!).toBe(true);
    expect(r.dates.every((d) => short.dates.includes(d) && US.dates.includes(d) && BET.dates.includes(d))).toBe(true);
  });

  it('a conversion without rates is refused by name', () => {
    const e = catchInputError(() => alignInCurrency([US, BET], 'HUF', null));
    expect(e.field).toBe('currency');
    expect(e.message).toBe('Pénznem: az átváltáshoz nincs árfolyamadat.');
  });

  it('the converted closes go to the optimiser as they are: a forint-only portfolio gives the same weights in HUF as unconverted', () => {
    const huf = alignInCurrency([BET, BET2], 'HUF', FX);
    const input = { objective: 'minVariance' as const, riskFreeRate: 0.065 };
    const direct = optimizePortfolio({
      dates: huf.dates,
      prices: { A: huf.columns[0]!, B: huf.columns[1]! },
      ...input,
    });
    const plain = alignOnCommonDates([BET, BET2]);
    const same = optimizePortfolio({
      dates: plain.dates,
      prices: { A: plain.columns[0]!, B: plain.columns[1]! },
      ...input,
    });
    expect(direct.weights).toEqual(same.weights);
  });
});
