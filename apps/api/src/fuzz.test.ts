/**
 * Fuzzing the portfolio endpoint with fast-check: whatever arrives, the answer is 200 or a 4xx in the
 * common error shape — never a 5xx, never a NaN.
 */
import fc from 'fast-check';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { postRaw, testServer } from './test-support';

let app: FastifyInstance;
beforeAll(async () => {
  // The limits off: what is fuzzed here is the validation, and a few hundred invalid requests from
  // one client would otherwise (rightly) be refused with 429 (rate-limit.test.ts).
  app = await testServer({ limits: { rateLimitBudget: 0, requestLimit: 0 } });
});
afterAll(() => app.close());

const KNOWN = ['AAPL', 'MSFT', 'NVDA', 'OTP', 'MOL', 'KO', 'MRNA', 'BRK.B', 'GEV', 'aapl'];

/** Checks one answer against the contract. */
function checkAnswer(status: number, text: string) {
  expect(status).toBeLessThan(500);
  const body = JSON.parse(text) as Record<string, unknown>;
  if (status === 200) {
    for (const v of Object.values(body.weights as Record<string, unknown>)) expect(Number.isFinite(v)).toBe(true);
    for (const v of Object.values(body.metrics as Record<string, unknown>))
      expect(v === null || Number.isFinite(v)).toBe(true);
    for (const s of Object.values(body.timeSeries as Record<string, unknown[]>))
      expect(s.every(Number.isFinite)).toBe(true);
  } else {
    expect([400, 413, 415]).toContain(status);
    expect(typeof body.error).toBe('string');
    expect(typeof body.message).toBe('string');
    if (body.fields !== undefined)
      for (const m of Object.values(body.fields as Record<string, unknown>)) expect(typeof m).toBe('string');
  }
  expect(text).not.toMatch(/NaN|stack|FST_ERR/);
}

async function send(payload: string, contentType = 'application/json') {
  const res = await postRaw(app, payload, contentType);
  checkAnswer(res.statusCode, res.body);
  return res.statusCode;
}

const dateLike = fc.oneof(
  fc.constant(null),
  fc
    .date({ min: new Date('1890-01-01'), max: new Date('2110-01-01'), noInvalidDate: true })
    .map((d) => d.toISOString().slice(0, 10)),
  fc.constantFrom('2025-02-29', '2025-13-01', '', '2025-1-1', 'tegnap'),
  fc.string(),
  fc.integer(),
);

/** Payloads shaped like the real one, with every field sometimes wrong. */
const structured = fc.record(
  {
    portfolio: fc.oneof(
      fc.array(
        fc.record(
          {
            ticker: fc.oneof(fc.constantFrom(...KNOWN), fc.string({ maxLength: 25 }), fc.integer(), fc.constant(null)),
            name: fc.oneof(fc.constant(''), fc.string(), fc.anything()),
            shares: fc.oneof(fc.constant(0), fc.double(), fc.integer(), fc.string()),
          },
          { requiredKeys: [] },
        ),
        { maxLength: 55 },
      ),
      fc.anything(),
    ),
    riskFreeRate: fc.oneof(fc.double({ min: -0.1, max: 0.6 }), fc.double(), fc.anything()),
    fromDate: dateLike,
    toDate: dateLike,
    objective: fc.oneof(fc.constantFrom('maxSharpe', 'minVariance', 'maxReturn'), fc.string()),
    shorting: fc.oneof(fc.boolean(), fc.anything()),
    benchmark: fc.oneof(fc.constantFrom('^GSPC', 'NQ=F', 'DOW'), fc.string()),
  },
  { requiredKeys: [] },
);

/** Mostly valid requests, to reach the optimiser with many tickers, periods and settings. */
const plausible = fc.record({
  portfolio: fc
    .uniqueArray(
      fc.constantFrom('AAPL', 'MSFT', 'NVDA', 'OTP', 'MOL', 'KO', 'MRNA', 'GEV', 'SW', 'TSLA', 'INTC', 'PFE'),
      { minLength: 2, maxLength: 8 },
    )
    .map((ts) => ts.map((ticker) => ({ ticker, name: '', shares: 0 }))),
  riskFreeRate: fc.double({ min: -0.05, max: 0.5, noNaN: true }),
  fromDate: fc.oneof(
    fc.constant(null),
    fc
      .date({ min: new Date('2013-01-01'), max: new Date('2027-01-01'), noInvalidDate: true })
      .map((d) => d.toISOString().slice(0, 10)),
  ),
  toDate: fc.constant(null),
  objective: fc.constantFrom('maxSharpe', 'minVariance', 'maxReturn'),
  shorting: fc.boolean(),
  benchmark: fc.constantFrom('^GSPC', 'NQ=F', 'DOW'),
});

describe('fuzzing POST /portfolio-opt/update-portfolio', () => {
  it('arbitrary JSON values → never a 5xx', async () => {
    await fc.assert(
      fc.asyncProperty(fc.jsonValue(), async (v) => void (await send(JSON.stringify(v)))),
      { numRuns: 300 },
    );
  });

  it('request-shaped garbage → never a 5xx', async () => {
    await fc.assert(
      fc.asyncProperty(structured, async (v) => void (await send(JSON.stringify(v) ?? 'null'))),
      { numRuns: 400 },
    );
  });

  it('plausible requests → 200, or a 400 that names a field', async () => {
    let ok = 0;
    await fc.assert(
      fc.asyncProperty(plausible, async (v) => {
        if ((await send(JSON.stringify(v))) === 200) ok++;
      }),
      { numRuns: 150 },
    );
    expect(ok).toBeGreaterThan(50); // the generator mostly builds requests the service can answer
  });

  it('raw bytes as JSON, and other content types → never a 5xx', async () => {
    await fc.assert(
      fc.asyncProperty(fc.string({ maxLength: 300 }), async (s) => void (await send(s))),
      { numRuns: 200 },
    );
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(
          'text/plain',
          'application/x-www-form-urlencoded',
          'application/xml',
          'application/json; charset=latin1',
        ),
        fc.string(),
        async (ct, s) => void (await send(s, ct)),
      ),
      { numRuns: 50 },
    );
  });
});
