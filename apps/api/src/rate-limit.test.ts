/**
 * The per-client limits (rate-limit.ts) as the outside probe met them: a portfolio request is
 * charged what it computes, clients are keyed by /64, invalid requests cost, every route counts
 * requests, a client has a bounded number of requests in flight, and an exhausted client is
 * refused before its body is read.
 */
import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { UPDATE_PORTFOLIO_PATH } from './app';
import { createUpdatePortfolio } from './portfolio/update-portfolio';
import { InFlight, PORTFOLIO_MIN_COST, TokenBuckets } from './rate-limit';
import { TEST_TODAY, payload, sampleSource, withTestServer } from './test-support';

/** The sample's 24 stocks with data from 2015 (the largest request it can serve). */
const LONG = 'AAPL AMD AMZN BA BAC BMY C CAT F GM GOOGL GS HON INTC JNJ JPM LLY META MSFT NFLX NVDA PFE TSLA WFC'.split(
  ' ',
);
/** The probe's request: a period that grazes the end of the data (which ends on 2025-12-30). */
const GRAZING = payload(LONG, { fromDate: '2025-12-05', toDate: '2036-01-01' });

/** A window so long that nothing refills while a test runs, however slow the machine. */
const DAY_MS = 86_400_000;

const post = (app: FastifyInstance, body: unknown, remoteAddress = '203.0.113.9') =>
  app.inject({ method: 'POST', url: UPDATE_PORTFOLIO_PATH, payload: body as object, remoteAddress });

describe('TokenBuckets', () => {
  it('lets a client spend its budget at once, then refills it evenly over the window', () => {
    let now = 0;
    const buckets = new TokenBuckets(100, 1000, () => now);
    expect(buckets.take('a', 60)).toBe(true);
    expect(buckets.take('a', 60)).toBe(false); // takes nothing when it cannot take all
    expect(buckets.tokens('a')).toBe(40);
    expect(buckets.waitMs('a', 60)).toBe(200);
    now = 200;
    expect(buckets.take('a', 60)).toBe(true);
    expect(buckets.take('b', 100)).toBe(true); // clients are independent
    now = 10_000;
    expect(buckets.tokens('a')).toBe(100); // never above the capacity
  });

  it('settles charges afterwards, into debt and back (refunds)', () => {
    let now = 0;
    const buckets = new TokenBuckets(100, 1000, () => now);
    buckets.charge('a', 150);
    expect(buckets.tokens('a')).toBe(-50);
    expect(buckets.take('a', 1)).toBe(false);
    expect(buckets.waitMs('a', 10)).toBe(600);
    buckets.charge('a', -30);
    expect(buckets.tokens('a')).toBe(-20);
    now = 300;
    expect(buckets.take('a', 10)).toBe(true);
  });
});

describe('InFlight', () => {
  it('admits up to max per client and forgets a client with nothing in flight', () => {
    const inFlight = new InFlight(2);
    expect(inFlight.enter('a')).toBe(true);
    expect(inFlight.enter('a')).toBe(true);
    expect(inFlight.enter('a')).toBe(false);
    expect(inFlight.enter('b')).toBe(true);
    inFlight.leave('a');
    expect(inFlight.enter('a')).toBe(true);
    for (const key of ['a', 'a', 'b']) inFlight.leave(key);
    expect(inFlight.clients).toBe(0);
  });
});

describe('the portfolio charge', () => {
  it('is at least what the run computes, also when the period grazes the end of the data (the probe: 432 charged, 60 768 computed)', async () => {
    const portfolio = createUpdatePortfolio({ source: sampleSource(), today: () => TEST_TODAY });
    const plan = portfolio.plan(GRAZING);
    if (!plan.ok) throw new Error(JSON.stringify(plan.fields));
    const outcome = await portfolio.run(plan);
    if (!outcome.ok) throw new Error(JSON.stringify(outcome.fields));
    // The overlap (2025-12-05 … 2025-12-30) is too short, so the run shifts a ten-year window into the data.
    expect(outcome.response.effectiveFrom < '2016-01-01').toBe(true);
    expect(outcome.cells).toBe(24 * outcome.response.dates.length);
    expect(outcome.cells).toBeGreaterThan(60_000);
    expect(plan.cost).toBeGreaterThanOrEqual(outcome.cells);
    // An upper bound, not a wild one: weekdays exceed trading days by the holidays.
    expect(plan.cost).toBeLessThan(outcome.cells * 1.1);
  });

  it('stops one client after the budget’s worth of grazing requests, as after any large ones', async () => {
    await withTestServer({ limits: { rateLimitBudget: 150_000, rateLimitWindowMs: DAY_MS } }, async (app) => {
      // ~61 000 cells each: two fit in 150 000, the third does not.
      expect((await post(app, GRAZING)).statusCode).toBe(200);
      expect((await post(app, { ...GRAZING, riskFreeRate: 0.01 })).statusCode).toBe(200);
      const refused = await post(app, { ...GRAZING, riskFreeRate: 0.02 });
      expect(refused.statusCode).toBe(429);
      expect(refused.json().message).toMatch(/^Rövid idő alatt túl sok számítást kért .*másodperc múlva\.$/);
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    });
  });

  it('settles to the cells computed, so a request charged the shifted window but served from the overlap is not overcharged', async () => {
    // 2025-06-02 … 2026-06-01: the overlap (about 145 days) is long enough, so it is used, but the
    // charge before aligning has to allow for the year-long window shifted into the data.
    const body = payload(LONG, { fromDate: '2025-06-02', toDate: '2026-06-01' });
    const plan = createUpdatePortfolio({ source: sampleSource(), today: () => TEST_TODAY }).plan(body);
    if (!plan.ok) throw new Error('invalid');
    const budget = 150_000;
    await withTestServer({ limits: { rateLimitBudget: budget, rateLimitWindowMs: DAY_MS } }, async (app) => {
      const first = await post(app, body);
      expect(first.statusCode).toBe(200);
      const computed = 24 * first.json<{ dates: string[] }>().dates.length;
      expect(plan.cost).toBeGreaterThan(1.5 * computed);
      let served = 1;
      while ((await post(app, { ...body, riskFreeRate: 0.01 + served / 1000 })).statusCode === 200) served++;
      // Each request needs its bound in the bucket and then pays what it computed.
      expect(served).toBe(Math.floor((budget - plan.cost) / computed) + 1);
      expect(served).toBeGreaterThan(Math.floor(budget / plan.cost));
    });
  });
});

describe('keys', () => {
  it('count an IPv6 /64 as one client: rotating addresses within it gets no new budget', async () => {
    await withTestServer({ limits: { rateLimitBudget: 150_000, rateLimitWindowMs: DAY_MS } }, async (app) => {
      const statuses: number[] = [];
      for (let i = 1; i <= 4; i++)
        statuses.push(
          (await post(app, { ...GRAZING, riskFreeRate: i / 100 }, `2001:db8:7:8::${i.toString(16)}`)).statusCode,
        );
      expect(statuses).toEqual([200, 200, 429, 429]);
      // The next /64 is another client.
      expect((await post(app, GRAZING, '2001:db8:7:9::1')).statusCode).toBe(200);
    });
  });

  it('count an IPv4 client the same whether its socket reports it as IPv4 or IPv4-mapped IPv6', async () => {
    await withTestServer({ limits: { rateLimitBudget: 150_000, rateLimitWindowMs: DAY_MS } }, async (app) => {
      expect((await post(app, GRAZING, '198.51.100.7')).statusCode).toBe(200);
      expect((await post(app, { ...GRAZING, riskFreeRate: 0.01 }, '::ffff:198.51.100.7')).statusCode).toBe(200);
      expect((await post(app, { ...GRAZING, riskFreeRate: 0.02 }, '::ffff:c633:6407')).statusCode).toBe(429);
    });
  });
});

describe('invalid requests', () => {
  it(`cost ${PORTFOLIO_MIN_COST} cells each, refused by the validator or by the JSON parser`, async () => {
    const budget = 150_000;
    const fit = budget / PORTFOLIO_MIN_COST;
    await withTestServer(
      { limits: { rateLimitBudget: budget, requestLimit: 0, rateLimitWindowMs: DAY_MS } },
      async (app) => {
        for (let i = 0; i < fit / 2; i++) expect((await post(app, { portfolio: 'nem lista' })).statusCode).toBe(400);
        for (let i = 0; i < fit / 2; i++)
          expect(
            (
              await app.inject({
                method: 'POST',
                url: UPDATE_PORTFOLIO_PATH,
                headers: { 'content-type': 'application/json' },
                payload: '{"portfolio":',
                remoteAddress: '203.0.113.9',
              })
            ).statusCode,
          ).toBe(400);
        // The budget is spent: even a valid request waits now, and an invalid one is not even read.
        expect((await post(app, payload(['AAPL', 'MSFT']))).statusCode).toBe(429);
        const unread = await app.inject({
          method: 'POST',
          url: UPDATE_PORTFOLIO_PATH,
          headers: { 'content-type': 'application/json' },
          payload: '{"portfolio":',
          remoteAddress: '203.0.113.9',
        });
        expect(unread.statusCode).toBe(429);
        // Another client is untouched.
        expect((await post(app, payload(['AAPL', 'MSFT']), '198.51.100.7')).statusCode).toBe(200);
      },
    );
  });
});

describe('the request limit', () => {
  it('counts every route but /health (/market/status too), valid or not, and a cache-busting query cannot get round it', async () => {
    await withTestServer({ limits: { requestLimit: 10, rateLimitWindowMs: DAY_MS } }, async (app) => {
      const get = (url: string) => app.inject({ method: 'GET', url, remoteAddress: '203.0.113.9' });
      expect((await get('/market/tables')).statusCode).toBe(200);
      expect((await get('/market/tables?nocache=1')).statusCode).toBe(400);
      expect((await get('/market/heatmap?market=dowjones&_=2')).statusCode).toBe(400);
      expect((await get('/market/nincs-ilyen')).statusCode).toBe(404);
      expect((await post(app, { portfolio: [] })).statusCode).toBe(400);
      expect((await get('/market/status')).statusCode).toBe(200);
      for (let i = 0; i < 4; i++) expect((await get('/market/symbols')).statusCode).toBe(200);
      expect((await get('/market/status?_=3')).statusCode).toBe(429);
      const refused = await get('/market/symbols');
      expect(refused.statusCode).toBe(429);
      expect(refused.json()).toEqual({
        error: 'Túl sok kérés',
        message: expect.stringMatching(
          /^Rövid idő alatt túl sok kérést küldött\. Próbálja újra \d+ másodperc múlva\.$/,
        ),
      });
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
      expect((await get('/health')).statusCode).toBe(200);
      expect(
        (await app.inject({ method: 'GET', url: '/market/symbols', remoteAddress: '198.51.100.7' })).statusCode,
      ).toBe(200);
    });
  });

  it('is off with 0, as the cell budget is', async () => {
    await withTestServer({ limits: { requestLimit: 0, rateLimitBudget: 0 } }, async (app) => {
      for (let i = 0; i < 30; i++) expect((await post(app, { portfolio: 'x' })).statusCode).toBe(400);
    });
  });
});

describe('computations in flight', () => {
  it('are capped per client; the others are refused at once, and the count goes back down', async () => {
    await withTestServer({ limits: { clientConcurrency: 2, rateLimitBudget: 0 } }, async (app) => {
      // Portfolio requests take turns (turns.ts), so all five are in flight together.
      const five = await Promise.all(
        Array.from({ length: 5 }, (_, i) => post(app, payload(['AAPL', 'MSFT'], { riskFreeRate: 0.01 + i / 100 }))),
      );
      const statuses = five.map((r) => r.statusCode).sort();
      expect(statuses).toEqual([200, 200, 429, 429, 429]);
      const refused = five.find((r) => r.statusCode === 429)!;
      expect(refused.json().message).toBe(
        'Egyszerre legfeljebb 2 számítása lehet folyamatban; várja meg a korábbiak eredményét.',
      );
      // Another client meanwhile, and the same client once its requests are answered.
      const again = await Promise.all([
        post(app, payload(['AAPL', 'MSFT'])),
        post(app, payload(['AAPL', 'MSFT']), '198.51.100.7'),
      ]);
      expect(again.map((r) => r.statusCode)).toEqual([200, 200]);
    });
  });

  it('leave the market routes alone: a page may ask for a watchlist’s quotes all at once', async () => {
    await withTestServer({ limits: { clientConcurrency: 2 } }, async (app) => {
      const symbols = ['AAPL', 'MSFT', 'NVDA', 'AMZN', 'GOOGL', 'META', 'JPM', 'JNJ', 'CAT', 'PFE', 'OTP', 'MOL'];
      const answers = await Promise.all(
        symbols.map((s) => app.inject({ method: 'GET', url: `/api/market/stocks/${s}`, remoteAddress: '203.0.113.9' })),
      );
      expect(answers.map((r) => r.statusCode)).toEqual(symbols.map(() => 200));
    });
  });
});
