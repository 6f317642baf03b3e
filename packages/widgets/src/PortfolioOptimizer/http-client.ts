/**
 * The default optimiser: POST {backendUrl}/portfolio-opt/update-portfolio with the request payload of
 * docs/product.md#portfolio-optimiser (the original's call list named this path). Every failure becomes a
 * {@link PortfolioRequestError} with a Hungarian message the screen shows next to a retry button;
 * an aborted request rejects with the abort reason and is not shown.
 */
import { normaliseResponse, PortfolioRequestError } from './response';
import { PORTFOLIO_STRINGS as T } from './strings';
import type { PortfolioOptimizeFn, PortfolioRequest } from './types';

/** Path of the update call under the backend URL. */
export const UPDATE_PORTFOLIO_PATH = '/portfolio-opt/update-portfolio';

/** Default backend URL: the site proxies its API under /api. */
export const DEFAULT_BACKEND_URL = '/api';

/** On-screen labels of the payload's fields, for `{ errors: { field: message } }` bodies. */
const REQUEST_FIELD_LABELS: Record<keyof PortfolioRequest, string> = {
  portfolio: T.stocksLegend,
  riskFreeRate: T.riskFreeRate,
  fromDate: T.fromDate,
  toDate: T.toDate,
  objective: T.objective,
  shorting: T.shortingLegend,
  benchmark: T.benchmark,
  maxGrossExposure: T.maxGrossExposure,
  currency: T.currency,
};

export interface HttpOptimizerOptions {
  /** Base URL of the backend, without the trailing slash. @default '/api' */
  backendUrl?: string;
  /** The fetch to use (tests, SSR polyfills). @default globalThis.fetch */
  fetch?: typeof fetch;
}

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/** A message for a field error: the field's Hungarian label first, unless the server already wrote it. */
function fieldMessage(field: string, message: string): string {
  const label = REQUEST_FIELD_LABELS[field as keyof PortfolioRequest] ?? field;
  return message.startsWith(`${label}:`) ? message : `${label}: ${message}`;
}

/** The Hungarian message for a non-2xx response, from its JSON body when it has one. */
export function errorMessageFor(status: number, body: unknown): string {
  if (isRecord(body)) {
    if (isRecord(body.errors)) {
      const parts = Object.entries(body.errors)
        .filter((entry): entry is [string, string] => typeof entry[1] === 'string' && entry[1].trim() !== '')
        .map(([field, message]) => fieldMessage(field, message.trim()));
      if (parts.length > 0) return T.errors.withMessage(parts.join(' '));
    }
    if (typeof body.message === 'string' && body.message.trim() !== '')
      return T.errors.withMessage(body.message.trim());
  }
  if (status === 404) return T.errors.notFound;
  if (status === 429) return T.errors.tooManyRequests;
  if (status >= 500) return T.errors.server(status);
  if (status >= 400) return T.errors.badRequest(status);
  return T.errors.other(status);
}

async function readJson(response: Response): Promise<unknown> {
  const text = await response.text();
  if (text.trim() === '') return undefined;
  return JSON.parse(text) as unknown;
}

/** An optimiser that calls the portfolio service over HTTP. */
export function createHttpOptimizer({
  backendUrl = DEFAULT_BACKEND_URL,
  fetch: fetchImpl,
}: HttpOptimizerOptions = {}): PortfolioOptimizeFn {
  const url = `${backendUrl.replace(/\/+$/, '')}${UPDATE_PORTFOLIO_PATH}`;
  return async (payload, { signal } = {}) => {
    const doFetch = fetchImpl ?? globalThis.fetch;
    let response: Response;
    try {
      response = await doFetch(url, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
        body: JSON.stringify(payload),
        signal,
      });
    } catch (e) {
      if (signal?.aborted) throw signal.reason ?? e;
      throw new PortfolioRequestError(T.errors.network);
    }
    let body: unknown;
    try {
      body = await readJson(response);
    } catch (e) {
      if (signal?.aborted) throw signal.reason ?? e;
      if (!response.ok) throw new PortfolioRequestError(errorMessageFor(response.status, undefined), response.status);
      throw new PortfolioRequestError(T.errors.unreadable, response.status);
    }
    if (!response.ok) throw new PortfolioRequestError(errorMessageFor(response.status, body), response.status);
    return normaliseResponse(body);
  };
}
