/**
 * The portfolio endpoint's rate limit: @fastify/rate-limit with a store that counts *cost*, not
 * requests. A request's cost is its stocks × trading days (update-portfolio.ts `plan`), so one
 * client may send many small requests or a few large ones within the same budget per window.
 *
 * @fastify/rate-limit asks its store to count a key; the key generator appends the request's cost
 * to the client address (`203.0.113.9|66360`) and the store adds that cost to the address's
 * bucket. Buckets are per instance (see README.md for a limit shared across instances).
 */
import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { LRUCache } from 'lru-cache';
import { AnswerError, ERROR_TITLES } from './errors';

const COST_SEPARATOR = '|';
/** Client buckets kept; beyond this the least recently seen client starts afresh. */
const MAX_CLIENTS = 100_000;

interface Bucket {
  current: number;
  startMs: number;
}

type StoreCallback = (error: Error | null, result?: { current: number; ttl: number }) => void;

/** A fixed-window store that adds each request's cost (the number after the key's last `|`). */
class CostStore {
  private readonly buckets = new LRUCache<string, Bucket>({ max: MAX_CLIENTS });

  private bucket(
    key: string,
    timeWindow: number,
    now: number,
  ): { id: string; cost: number; bucket: Bucket | undefined } {
    const at = key.lastIndexOf(COST_SEPARATOR);
    const id = at < 0 ? key : key.slice(0, at);
    const cost = at < 0 ? 1 : Math.max(1, Number(key.slice(at + 1)) || 1);
    const bucket = this.buckets.get(id);
    return { id, cost, bucket: bucket && bucket.startMs + timeWindow > now ? bucket : undefined };
  }

  incr(key: string, callback: StoreCallback, timeWindow: number): void {
    const now = Date.now();
    const { id, cost, bucket } = this.bucket(key, timeWindow, now);
    const next = bucket ?? { current: 0, startMs: now };
    next.current += cost;
    this.buckets.set(id, next);
    callback(null, { current: next.current, ttl: next.startMs + timeWindow - now });
  }

  read(key: string, callback: StoreCallback, timeWindow: number): void {
    const now = Date.now();
    const { bucket } = this.bucket(key, timeWindow, now);
    callback(
      null,
      bucket ? { current: bucket.current, ttl: bucket.startMs + timeWindow - now } : { current: 0, ttl: 0 },
    );
  }

  child(): CostStore {
    return new CostStore();
  }
}

export interface CostLimitOptions {
  /** Cost allowed per client and window. */
  budget: number;
  windowMs: number;
  /** The request's cost, known after the body is parsed (the limit runs as a preHandler). */
  cost: (request: FastifyRequest) => number;
}

/**
 * Registers the plugin without a global limit; routes opt in with
 * `config: { rateLimit: costLimitRouteConfig(options) }`.
 */
export async function registerCostLimit(app: FastifyInstance): Promise<void> {
  await app.register(rateLimit, { global: false, store: CostStore as never });
}

/** The route configuration of a cost-weighted limit (429 in Hungarian with Retry-After). */
export function costLimitRouteConfig({ budget, windowMs, cost }: CostLimitOptions) {
  return {
    max: budget,
    timeWindow: windowMs,
    hook: 'preHandler' as const,
    keyGenerator: (request: FastifyRequest) => `${request.ip}${COST_SEPARATOR}${Math.round(cost(request))}`,
    errorResponseBuilder: (_request: FastifyRequest, context: { ttl: number }) =>
      new AnswerError(429, {
        error: ERROR_TITLES[429],
        message: `Rövid idő alatt túl sok számítást kért (a részvények száma és a napok száma szerint mérve). Próbálja újra ${Math.max(1, Math.ceil(context.ttl / 1000))} másodperc múlva.`,
      }),
  };
}
