/**
 * The update-portfolio request (docs/product.md#portfolio-optimiser) as a zod schema with Hungarian messages.
 *
 *   { portfolio: [{ ticker, name, shares }], riskFreeRate, fromDate, toDate, objective, shorting, benchmark }
 *
 * - portfolio: 2–50 items (finance-core's PORTFOLIO_MIN_ASSETS / MAX_ASSETS), each a known stock of
 *   the price source, no ticker twice. Tickers are trimmed and upper-cased. The screen sends `name`
 *   empty and `shares` as 0 (docs/product.md#portfolio-optimiser): both are accepted and not used (weights are what is optimised),
 *   but shares must be a finite number ≥ 0 and names at most 200 characters.
 * - riskFreeRate: a fraction within finance-core's RISK_FREE_RATE_RANGE (−5 % … 50 %), which catches
 *   a percent sent as a fraction (5.5 instead of 0.055). Default 0.055 (docs/product.md#portfolio-optimiser).
 * - fromDate, toDate: `YYYY-MM-DD` between 1900 and 2100, or null (the default period, see
 *   period.ts); from must not be after to.
 * - objective, benchmark, shorting: the spec's options; defaults maxSharpe, ^GSPC, false (docs/product.md#portfolio-optimiser).
 * - maxGrossExposure (not in the spec, optional): with shorting, a cap on the gross exposure Σ|wᵢ|,
 *   1 … 50 (finance-core's GROSS_EXPOSURE_CAP_RANGE), or null / absent for none. A request without it
 *   is the spec's payload and gets the spec's answer.
 * - currency (not in the spec, optional): `USD` or `HUF`, the currency of the analysis; absent means
 *   USD, and a request of US shares alone then gets exactly the answer it got before the field
 *   existed. See update-portfolio.ts for what a conversion does.
 * Unknown extra keys are ignored, so newer screens can send more.
 */
import {
  BENCHMARK_OPTIONS,
  DEFAULT_BENCHMARK,
  DEFAULT_OBJECTIVE,
  DEFAULT_PORTFOLIO_CURRENCY,
  DEFAULT_RISK_FREE_RATE,
  DEFAULT_SHORTING,
  GROSS_EXPOSURE_CAP_RANGE,
  PORTFOLIO_MAX_ASSETS,
  PORTFOLIO_CURRENCIES,
  PORTFOLIO_MIN_ASSETS,
  PORTFOLIO_OBJECTIVES,
  RISK_FREE_RATE_RANGE,
  formatPercent,
  type BenchmarkSymbol,
  type PortfolioCurrency,
  type PortfolioObjective,
} from '@penzugy/finance-core';
import { isIsoDate } from '@penzugy/market-data';
import { z } from 'zod';
import { fieldError } from '../errors';

/** Dates outside these are refused: no market data is that old, and far years are typing mistakes. */
export const REQUEST_DATE_RANGE = { min: '1900-01-01', max: '2100-12-31' } as const;

/** Longest ticker accepted (the longest real ones, e.g. `BRK.B`, are far shorter). */
const MAX_TICKER_LENGTH = 20;
const MAX_NAME_LENGTH = 200;

/** The request after validation and defaults. */
export interface PortfolioRequest {
  portfolio: { ticker: string; name: string; shares: number }[];
  riskFreeRate: number;
  fromDate: string | null;
  toDate: string | null;
  objective: PortfolioObjective;
  shorting: boolean;
  benchmark: BenchmarkSymbol;
  /** The gross-exposure cap, or null for none. */
  maxGrossExposure: number | null;
  /** The currency of the analysis. */
  currency: PortfolioCurrency;
}

const pct = (f: number) => formatPercent(f, 0);

/** The currencies in words, for the message of an unknown one. */
const CURRENCY_NAMES: Record<PortfolioCurrency, string> = { USD: 'amerikai dollár', HUF: 'forint' };

const dateSchema = z
  .string({ error: 'érvényes dátumot adjon meg ÉÉÉÉ-HH-NN formában (például 2025-01-31), vagy hagyja üresen (null).' })
  .refine((s) => isIsoDate(s) && s >= REQUEST_DATE_RANGE.min && s <= REQUEST_DATE_RANGE.max, {
    error: 'érvényes dátumot adjon meg ÉÉÉÉ-HH-NN formában, 1900 és 2100 között (például 2025-01-31).',
  })
  .nullable()
  .optional();

/** The schema; `isStock` says whether the price source has a stock under a (normalised) ticker. */
export function portfolioRequestSchema(isStock: (ticker: string) => boolean) {
  const item = z.object(
    {
      ticker: z
        .string({ error: 'szöveges részvényjelet adjon meg (például AAPL).' })
        .trim()
        .min(1, { error: 'nem lehet üres.' })
        .max(MAX_TICKER_LENGTH, { error: `legfeljebb ${MAX_TICKER_LENGTH} karakter lehet.` })
        .transform((t) => t.toUpperCase()),
      name: z
        .string({ error: 'szöveget adjon meg (üres is lehet).' })
        .max(MAX_NAME_LENGTH, { error: `legfeljebb ${MAX_NAME_LENGTH} karakter lehet.` })
        .optional(),
      shares: z
        .number({ error: 'véges számot adjon meg (0, ha nincs megadva).' })
        .min(0, { error: 'nem lehet negatív.' })
        .optional(),
    },
    { error: 'minden tételnek { ticker, name, shares } objektumnak kell lennie.' },
  );

  return z
    .object(
      {
        portfolio: z
          .array(item, { error: `adja meg a részvények listáját (legalább ${PORTFOLIO_MIN_ASSETS}).` })
          .min(PORTFOLIO_MIN_ASSETS, { error: `legalább ${PORTFOLIO_MIN_ASSETS} részvényt válasszon ki.` })
          .max(PORTFOLIO_MAX_ASSETS, { error: `legfeljebb ${PORTFOLIO_MAX_ASSETS} részvényt adhat meg.` })
          .superRefine((items, ctx) => {
            const seen = new Set<string>();
            items.forEach(({ ticker }, i) => {
              if (seen.has(ticker))
                ctx.addIssue({
                  code: 'custom',
                  path: [i, 'ticker'],
                  message: `a(z) „${ticker}” többször szerepel a portfólióban.`,
                });
              else if (!isStock(ticker))
                ctx.addIssue({
                  code: 'custom',
                  path: [i, 'ticker'],
                  message: `ismeretlen részvényjel: „${ticker}”. A választható részvényeket a /market/symbols végpont sorolja fel.`,
                });
              seen.add(ticker);
            });
          }),
        riskFreeRate: z
          .number({ error: 'számot adjon meg, törtként (például 5,5% = 0,055).' })
          .min(RISK_FREE_RATE_RANGE.min, {
            error: `${pct(RISK_FREE_RATE_RANGE.min)} és ${pct(RISK_FREE_RATE_RANGE.max)} közötti értéket adjon meg, törtként (például 5,5% = 0,055).`,
          })
          .max(RISK_FREE_RATE_RANGE.max, {
            error: `${pct(RISK_FREE_RATE_RANGE.min)} és ${pct(RISK_FREE_RATE_RANGE.max)} közötti értéket adjon meg, törtként (például 5,5% = 0,055).`,
          })
          .optional(),
        fromDate: dateSchema,
        toDate: dateSchema,
        objective: z
          .enum(PORTFOLIO_OBJECTIVES, { error: `választható: ${PORTFOLIO_OBJECTIVES.join(', ')}.` })
          .optional(),
        shorting: z.boolean({ error: 'true vagy false értéket adjon meg.' }).optional(),
        maxGrossExposure: z
          .number({
            error: `${GROSS_EXPOSURE_CAP_RANGE.min} és ${GROSS_EXPOSURE_CAP_RANGE.max} közötti számot adjon meg (például 1,5), vagy hagyja üresen (null).`,
          })
          .min(GROSS_EXPOSURE_CAP_RANGE.min, {
            error: `nem lehet kisebb, mint ${GROSS_EXPOSURE_CAP_RANGE.min}: a súlyok abszolút értékeinek összege legalább 1.`,
          })
          .max(GROSS_EXPOSURE_CAP_RANGE.max, { error: `nem lehet nagyobb, mint ${GROSS_EXPOSURE_CAP_RANGE.max}.` })
          .nullable()
          .optional(),
        benchmark: z
          .enum(BENCHMARK_OPTIONS.map((b) => b.value) as [BenchmarkSymbol, ...BenchmarkSymbol[]], {
            error: `választható: ${BENCHMARK_OPTIONS.map((b) => `${b.value} (${b.label})`).join(', ')}.`,
          })
          .optional(),
        currency: z
          .enum(PORTFOLIO_CURRENCIES, {
            error: `csak ${PORTFOLIO_CURRENCIES.map((c) => `${c} (${CURRENCY_NAMES[c]})`).join(' vagy ')} lehet.`,
          })
          .optional(),
      },
      { error: 'a kérés törzsének JSON-objektumnak kell lennie.' },
    )
    .superRefine((v, ctx) => {
      if (v.fromDate && v.toDate && v.fromDate > v.toDate) {
        ctx.addIssue({ code: 'custom', path: ['fromDate'], message: 'nem lehet későbbi, mint az elemzés vége.' });
      }
    })
    .transform((v): PortfolioRequest => ({
      portfolio: v.portfolio.map((p) => ({ ticker: p.ticker, name: p.name ?? '', shares: p.shares ?? 0 })),
      riskFreeRate: v.riskFreeRate ?? DEFAULT_RISK_FREE_RATE,
      fromDate: v.fromDate ?? null,
      toDate: v.toDate ?? null,
      objective: v.objective ?? DEFAULT_OBJECTIVE,
      shorting: v.shorting ?? DEFAULT_SHORTING,
      benchmark: v.benchmark ?? DEFAULT_BENCHMARK,
      maxGrossExposure: v.maxGrossExposure ?? null,
      currency: v.currency ?? DEFAULT_PORTFOLIO_CURRENCY,
    }));
}

/** Validates a parsed JSON body: the request, or the Hungarian message of each wrong field. */
export function parsePortfolioRequest(
  schema: ReturnType<typeof portfolioRequestSchema>,
  body: unknown,
): { ok: true; request: PortfolioRequest } | { ok: false; fields: Record<string, string> } {
  const result = schema.safeParse(body);
  if (result.success) return { ok: true, request: result.data };
  const fields: Record<string, string> = {};
  for (const issue of result.error.issues) {
    const path = issue.path.map(String).join('.') || 'body';
    if (!(path in fields)) Object.assign(fields, fieldError(path, issue.message));
  }
  return { ok: false, fields };
}
