/**
 * The per-client limits of one instance (README.md, "Limits"). Every request but `/health`
 * counts against its client — the key of @penzugy/client-address, from the address front-end.ts
 * trusts — in three ways:
 *
 * 1. **Requests**: `requestLimit` per window, one each, whatever the route and whatever the
 *    answer (an invalid request, a 404, a market answer with a cache-busting query all count).
 * 2. **Computation** (the portfolio endpoint): `rateLimitBudget` stock × trading-day cells per
 *    window. A request is charged, before any work, an upper bound of the cells its period can
 *    make it compute (update-portfolio.ts `plan`), then settled to the cells it really computed;
 *    an invalid one, however cheap to refuse, costs PORTFOLIO_MIN_COST.
 * 3. **Concurrency** (the portfolio endpoint): at most `clientConcurrency` of its computations in
 *    flight at once. The market answers are computed once per data set and served from memory, and
 *    a page may rightly ask for many at once (a watchlist's quotes), so only the request budget
 *    bounds them.
 *
 * Budgets are token buckets: a client may spend a whole budget at once, and it refills evenly
 * over the window. A client that has nothing left is refused (429 in Hungarian, with Retry-After)
 * as soon as its headers arrive, before its body is read. The buckets are per instance and keep
 * the most recently seen clients (README.md: a limit shared across instances).
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { LRUCache } from 'lru-cache';
import { AnswerError, ERROR_TITLES } from './errors';

/** Clients whose buckets are kept; beyond this the least recently seen one starts afresh. */
const MAX_CLIENTS = 100_000;

/**
 * What an invalid portfolio request costs, and the least any portfolio request costs: about a
 * 10-stock, one-year request (2 520 cells). Parsing and validating a 64 KB body is about that much
 * work, so a flood of refusals is held to the rate of small valid requests.
 */
export const PORTFOLIO_MIN_COST = 2_500;

interface Bucket {
  tokens: number;
  at: number;
}

/** Token buckets by client key: `capacity` tokens, refilled at `capacity` per `windowMs`. */
export class TokenBuckets {
  private readonly buckets = new LRUCache<string, Bucket>({ max: MAX_CLIENTS });

  constructor(
    readonly capacity: number,
    readonly windowMs: number,
    private readonly now: () => number = Date.now,
  ) {}

  private current(key: string): Bucket {
    const now = this.now();
    const b = this.buckets.get(key);
    if (!b) return { tokens: this.capacity, at: now };
    const refilled = b.tokens + ((now - b.at) * this.capacity) / this.windowMs;
    return { tokens: Math.min(this.capacity, refilled), at: now };
  }

  /** Tokens the client has now (negative after a charge beyond what it had). */
  tokens(key: string): number {
    return this.current(key).tokens;
  }

  /** Milliseconds until the client has `cost` tokens (0 when it has them now). */
  waitMs(key: string, cost: number): number {
    const missing = Math.min(cost, this.capacity) - this.current(key).tokens;
    return missing <= 0 ? 0 : Math.ceil((missing * this.windowMs) / this.capacity);
  }

  /** Takes `cost` tokens if the client has them; otherwise takes nothing. */
  take(key: string, cost: number): boolean {
    const b = this.current(key);
    if (b.tokens < Math.min(cost, this.capacity)) return false;
    b.tokens -= cost;
    this.buckets.set(key, b);
    return true;
  }

  /** Charges `cost` (a refund when negative) whatever the client has: settling work already done. */
  charge(key: string, cost: number): void {
    const b = this.current(key);
    b.tokens = Math.min(this.capacity, b.tokens - cost);
    this.buckets.set(key, b);
  }
}

/** In-flight requests by client key; a key leaves the map when its last request ends. */
export class InFlight {
  private readonly counts = new Map<string, number>();

  constructor(readonly max: number) {}

  /** Counts a request in, or returns false when the client already has `max` in flight. */
  enter(key: string): boolean {
    const n = this.counts.get(key) ?? 0;
    if (n >= this.max) return false;
    this.counts.set(key, n + 1);
    return true;
  }

  leave(key: string): void {
    const n = (this.counts.get(key) ?? 0) - 1;
    if (n > 0) this.counts.set(key, n);
    else this.counts.delete(key);
  }

  /** Clients with requests in flight (for tests: the map must not grow without bound). */
  get clients(): number {
    return this.counts.size;
  }
}

export interface ClientLimitOptions {
  /** Requests per client and window; 0: no limit. */
  requestLimit: number;
  /** Portfolio cells per client and window; 0: no limit. */
  rateLimitBudget: number;
  windowMs: number;
  /** Portfolio requests of one client in flight at once; 0: no limit. */
  clientConcurrency: number;
  /** Paths that are never limited (`/health`). */
  exempt: ReadonlySet<string>;
  /** The portfolio endpoint (charged in cells as well). */
  portfolioPath: string;
  now?: () => number;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** Cells charged to the client for this portfolio request so far (undefined: none yet). */
    cellsCharged?: number;
  }
}

const seconds = (ms: number) => Math.max(1, Math.ceil(ms / 1000));

function tooMany(message: string, waitMs: number): AnswerError {
  return new AnswerError(429, { error: ERROR_TITLES[429], message }, { 'retry-after': String(seconds(waitMs)) });
}

const cellsRefusal = (waitMs: number) =>
  tooMany(
    `Rövid idő alatt túl sok számítást kért (a részvények száma és a napok száma szerint mérve). Próbálja újra ${seconds(waitMs)} másodperc múlva.`,
    waitMs,
  );

/** The cell charges of the portfolio route (its preHandler and handler call them). */
export interface PortfolioCharges {
  /** Charges `cells` before the work, or throws the 429 when the client has not got them. */
  reserve(request: FastifyRequest, cells: number): void;
  /** Settles the charge to the cells really computed, once they are known. */
  settle(request: FastifyRequest, cells: number): void;
}

/**
 * Installs the limits as hooks on every route (registered early, right after front-end.ts has
 * set `request.clientKey`), and returns the portfolio route's charges.
 */
export function registerClientLimits(app: FastifyInstance, options: ClientLimitOptions): PortfolioCharges {
  const { exempt, portfolioPath, windowMs } = options;
  const requests = options.requestLimit > 0 ? new TokenBuckets(options.requestLimit, windowMs, options.now) : null;
  const cells = options.rateLimitBudget > 0 ? new TokenBuckets(options.rateLimitBudget, windowMs, options.now) : null;
  const inFlight = options.clientConcurrency > 0 ? new InFlight(options.clientConcurrency) : null;
  const isPortfolio = (request: FastifyRequest) => request.routeOptions.url === portfolioPath;

  app.addHook('onRequest', async (request, reply) => {
    if (exempt.has(request.routeOptions.url ?? '')) return;
    const key = request.clientKey;
    if (requests && !requests.take(key, 1)) {
      const wait = requests.waitMs(key, 1);
      throw tooMany(`Rövid idő alatt túl sok kérést küldött. Próbálja újra ${seconds(wait)} másodperc múlva.`, wait);
    }
    // Not even the cheapest portfolio request fits: refused before its body is read.
    if (cells && isPortfolio(request) && cells.tokens(key) < PORTFOLIO_MIN_COST)
      throw cellsRefusal(cells.waitMs(key, PORTFOLIO_MIN_COST));
    if (inFlight && isPortfolio(request)) {
      if (!inFlight.enter(key))
        throw tooMany(
          `Egyszerre legfeljebb ${inFlight.max} számítása lehet folyamatban; várja meg a korábbiak eredményét.`,
          1000,
        );
      let left = false;
      const leave = () => {
        if (left) return;
        left = true;
        inFlight.leave(key);
      };
      // 'close' comes when the answer is sent and when the client goes away first.
      reply.raw.once('close', leave);
      reply.raw.once('finish', leave);
    }
  });

  if (cells) {
    // A portfolio request refused before its preHandler (invalid JSON, wrong type, too large)
    // costs what an invalid one does.
    app.addHook('onResponse', async (request: FastifyRequest, reply: FastifyReply) => {
      if (isPortfolio(request) && request.cellsCharged === undefined && reply.statusCode !== 429)
        cells.charge(request.clientKey, PORTFOLIO_MIN_COST);
    });
  }

  return {
    reserve(request, cost) {
      if (!cells) return;
      const charge = Math.max(PORTFOLIO_MIN_COST, Math.round(cost));
      if (!cells.take(request.clientKey, charge)) throw cellsRefusal(cells.waitMs(request.clientKey, charge));
      request.cellsCharged = charge;
    },
    settle(request, cost) {
      if (!cells || request.cellsCharged === undefined) return;
      const actual = Math.max(PORTFOLIO_MIN_COST, Math.round(cost));
      cells.charge(request.clientKey, actual - request.cellsCharged);
      request.cellsCharged = actual;
    },
  };
}
