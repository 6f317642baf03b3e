/**
 * The request's `currency` and what the service does with it, through the HTTP route on the sample.
 * Expected inputs are joined and converted here by hand (maps and a day-by-day look-back), then
 * given to finance-core's `optimizePortfolio`, whose own tests compare it with quadprog.
 */
import { FX_MAX_AGE_DAYS, optimizePortfolio } from '@penzugy/finance-core';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { UPDATE_PORTFOLIO_PATH, buildServer } from '../app';
import { payload, sampleFx, sampleSource, testServer } from '../test-support';
import { roundForChart } from './solve';

let app: FastifyInstance;
beforeAll(async () => {
  app = await testServer();
});
afterAll(() => app.close());

const post = async (body: unknown) => {
  const res = await app.inject({ method: 'POST', url: UPDATE_PORTFOLIO_PATH, payload: body as object });
  return { status: res.statusCode, body: res.json() };
};

/** USD/HUF of a day: the last fixing on or before it, at most FX_MAX_AGE_DAYS back. */
function fixing(date: string): number | undefined {
  const fx = sampleFx();
  const byDate = new Map(fx.dates.map((d, i) => [d, fx.rates[i]]));
  for (let back = 0; back <= FX_MAX_AGE_DAYS; back++) {
    const rate = byDate.get(new Date(Date.parse(`${date}T00:00:00Z`) - back * 86_400_000).toISOString().slice(0, 10));
    if (rate !== undefined) return rate;
  }
  return undefined;
}

/** Closes of `symbols` on the days all have (and a fixing exists), converted by hand into `currency`. */
function joinInCurrency(symbols: string[], from: string, to: string, currency: 'USD' | 'HUF') {
  const source = sampleSource();
  const maps = symbols.map((s) => {
    const series = source.series(s, from, to)!;
    return new Map(series.dates.map((d, i) => [d, series.closes[i] ?? 0]));
  });
  const dates = [...maps[0]!.keys()].filter((d) => maps.every((m) => m.has(d)) && fixing(d) !== undefined);
  const columns = symbols.map((s, k) => {
    const own = source.info(s)!.currency;
    return dates.map((d) => {
      const close = maps[k]!.get(d)!;
      if (own === currency) return close;
      return currency === 'HUF' ? close * fixing(d)! : close / fixing(d)!;
    });
  });
  return { dates, columns };
}

describe('the currency field', () => {
  it('absent or USD: the answer for US shares is the one without the field, and says USD', async () => {
    const base = payload(['AAPL', 'MSFT', 'NVDA'], { fromDate: '2025-01-01', toDate: '2025-12-30' });
    const without = await post(base);
    const usd = await post({ ...base, currency: 'USD' });
    expect(without.status).toBe(200);
    expect(without.body.currency).toBe('USD');
    expect(without.body).not.toHaveProperty('fx');
    expect(usd.body).toEqual(without.body);
  });

  it('refuses an unknown currency with a Hungarian message naming the field', async () => {
    for (const currency of ['EUR', 'huf', 5, null]) {
      const res = await post(payload(['AAPL', 'MSFT'], { currency }));
      expect(res.status).toBe(400);
      expect(res.body.fields).toEqual({ currency: 'Pénznem: csak USD (amerikai dollár) vagy HUF (forint) lehet.' });
      expect(res.body.message).toBe('Pénznem: csak USD (amerikai dollár) vagy HUF (forint) lehet.');
    }
  });
});

describe('a forint analysis of OTP, MOL, AAPL and MSFT', () => {
  const tickers = ['OTP', 'MOL', 'AAPL', 'MSFT'];
  const [from, to] = ['2025-01-01', '2025-12-30'];

  it('converts the dollar shares and the S&P 500, leaves the Budapest shares alone, and optimises exactly that', async () => {
    const { status, body } = await post(
      payload(tickers, { fromDate: from, toDate: to, currency: 'HUF', riskFreeRate: 0.065 }),
    );
    expect(status).toBe(200);
    expect(body).toMatchObject({ currency: 'HUF', effectiveTo: '2025-12-30' });
    expect(body.fx).toEqual({
      pair: 'USD/HUF',
      source: sampleFx().source,
      asOf: '2025-12-30',
      maxAgeDays: FX_MAX_AGE_DAYS,
      converted: ['AAPL', 'MSFT', 'S&P 500'],
    });
    const joined = joinInCurrency([...tickers, 'GSPC'], from, to, 'HUF');
    expect(body.dates).toEqual(joined.dates);
    const prices = Object.fromEntries(tickers.map((t, i) => [t, joined.columns[i]!]));
    const direct = optimizePortfolio({
      dates: joined.dates,
      prices,
      benchmark: joined.columns[4]!,
      benchmarkKey: 'S&P 500',
      objective: 'maxSharpe',
      riskFreeRate: 0.065,
    });
    for (const t of tickers) expect(body.weights[t], t).toBeCloseTo(direct.weights[t]!, 9);
    for (const [name, value] of Object.entries(direct.metrics)) {
      if (value === null) expect(body.metrics[name], name).toBeNull();
      else expect(body.metrics[name], name).toBeCloseTo(value, 9);
    }
    // The Budapest share's growth of 100 is its own forint closes'; the US share's includes the forint's move.
    const otp = sampleSource().series('OTP', joined.dates[0], joined.dates.at(-1))!;
    const otpOnDays = joined.dates.map((d) => otp.closes[otp.dates.indexOf(d)]!);
    expect(body.timeSeries.OTP).toEqual(otpOnDays.map((c) => roundForChart((100 * c) / otpOnDays[0]!)));
    const aapl = joined.columns[2]!;
    expect(body.timeSeries.AAPL).toEqual(aapl.map((c) => roundForChart((100 * c) / aapl[0]!)));
  });

  it('in dollars, the same portfolio converts the Budapest shares instead', async () => {
    const { status, body } = await post(payload(tickers, { fromDate: from, toDate: to, currency: 'USD' }));
    expect(status).toBe(200);
    expect(body.currency).toBe('USD');
    expect(body.fx.converted).toEqual(['OTP', 'MOL']);
    const joined = joinInCurrency([...tickers, 'GSPC'], from, to, 'USD');
    const direct = optimizePortfolio({
      dates: joined.dates,
      prices: Object.fromEntries(tickers.map((t, i) => [t, joined.columns[i]!])),
      benchmark: joined.columns[4]!,
      benchmarkKey: 'S&P 500',
    });
    for (const t of tickers) expect(body.weights[t], t).toBeCloseTo(direct.weights[t]!, 9);
  });
});

describe('the period when one series is shorter', () => {
  it('Richter ends on 2024-12-30: the default year becomes the year up to it, and the answer says so', async () => {
    const { status, body } = await post(payload(['RICHTER', 'OTP', 'AAPL'], { currency: 'HUF' }));
    expect(status).toBe(200);
    expect(body.effectiveTo).toBe('2024-12-30');
    expect(body.effectiveFrom >= '2023-12-30').toBe(true);
    expect(body.notice).toContain('nincs elég adat');
  });

  it('a request reaching past it is clipped to the common days', async () => {
    const { body } = await post(
      payload(['RICHTER', 'MSFT'], { currency: 'HUF', fromDate: '2024-07-01', toDate: '2025-06-30' }),
    );
    expect(body).toMatchObject({ effectiveFrom: '2024-07-01', effectiveTo: '2024-12-30' });
    expect(body.notice).toContain('csak egy részére van adat');
  });
});

describe('without exchange rates', () => {
  it('a conversion is refused by the currency field', async () => {
    const bare = await buildServer({ source: sampleSource(), today: () => '2026-11-22' });
    const res = await bare.inject({
      method: 'POST',
      url: UPDATE_PORTFOLIO_PATH,
      payload: payload(['OTP', 'AAPL'], { currency: 'HUF' }),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toEqual({
      currency: 'Pénznem: az átváltáshoz nincs árfolyamadat; válassza az árfolyamok saját pénznemét.',
    });
    // Nothing to convert: US shares in dollars still work.
    expect(
      (await bare.inject({ method: 'POST', url: UPDATE_PORTFOLIO_PATH, payload: payload(['AAPL', 'MSFT']) }))
        .statusCode,
    ).toBe(200);
    await bare.close();
  });
});

describe('the Budapest shares on the stock screen', () => {
  it('Richter answers (it had none before), and OTP and MOL have their 2015– history through 2025', async () => {
    const richter = await app.inject({ method: 'GET', url: '/market/stocks/richter' });
    expect(richter.statusCode).toBe(200);
    expect(richter.json()).toMatchObject({
      info: {
        symbol: 'RICHTER',
        name: 'Richter Gedeon Nyrt.',
        currency: 'HUF',
        exchange: 'Budapesti Értéktőzsde',
        kind: 'stock',
      },
      quote: { symbol: 'RICHTER', currency: 'HUF', asOf: '2024-12-30' },
    });
    for (const symbol of ['OTP', 'MOL']) {
      const body = (await app.inject({ method: 'GET', url: `/market/stocks/${symbol}` })).json();
      expect(body.series.dates[0], symbol).toBe('2015-01-05');
      expect(body.quote.asOf, symbol).toBe('2025-12-30');
    }
  });
});
