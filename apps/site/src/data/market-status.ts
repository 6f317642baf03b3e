/**
 * The site-wide stale-data banner's data (docs/product.md#shell): the market service's
 * GET /market/status (apps/api/src/market/routes.ts), read once per visit and kept in the tab's
 * sessionStorage for STATUS_CACHE_MS, so moving between pages does not ask again (the status
 * changes at most with a refresh; the API lets proxies keep it a minute).
 */
import type { StaleDataset } from '@penzugy/widgets';
import { ENDPOINTS } from './endpoints';
import { getJson } from './useJson';

/** One dataset of the status answer (packages/data-refresh/src/status.ts: the fields the site reads). */
export interface DatasetStatusAnswer {
  dataset: string;
  label: string;
  source: string;
  asOf: string | null;
  stale: boolean;
}

export interface MarketStatusAnswer {
  today: string;
  datasets: DatasetStatusAnswer[];
}

/** How long a read status is used before it is asked again. */
export const STATUS_CACHE_MS = 10 * 60_000;
export const STATUS_CACHE_KEY = 'penzugy:market-status';
/** Set when the visitor closes the banner: it stays closed for the rest of the visit (the tab). */
export const BANNER_CLOSED_KEY = 'penzugy:stale-banner-closed';

type Store = Pick<Storage, 'getItem' | 'setItem'>;

/**
 * The datasets the banner names: stale ones that have data. A dataset with no data at all (no
 * snapshot and nothing embedded) has no figure on the site whose age could mislead.
 */
export function staleDatasets(status: MarketStatusAnswer): StaleDataset[] {
  return status.datasets
    .filter((d): d is DatasetStatusAnswer & { asOf: string } => d.stale && typeof d.asOf === 'string')
    .map((d) => ({ id: d.dataset, label: d.label, asOf: d.asOf, source: d.source }));
}

function isStatus(value: unknown): value is MarketStatusAnswer {
  const v = value as MarketStatusAnswer | null;
  return !!v && typeof v.today === 'string' && Array.isArray(v.datasets);
}

/** The cached status if it is younger than STATUS_CACHE_MS (storage may be unavailable: then none). */
export function cachedStatus(store: Store, now: number): MarketStatusAnswer | null {
  try {
    const cached = JSON.parse(store.getItem(STATUS_CACHE_KEY) ?? 'null') as { at?: unknown; status?: unknown } | null;
    if (!cached || typeof cached.at !== 'number' || !isStatus(cached.status)) return null;
    return now - cached.at >= 0 && now - cached.at < STATUS_CACHE_MS ? cached.status : null;
  } catch {
    return null;
  }
}

function remember(store: Store, status: MarketStatusAnswer, now: number): void {
  try {
    store.setItem(STATUS_CACHE_KEY, JSON.stringify({ at: now, status }));
  } catch {
    /* storage full or refused: the next page asks again */
  }
}

/** The status: from the cache when fresh enough, else fetched (and cached). */
export async function loadMarketStatus(
  store: Store,
  now: number,
  fetchStatus: () => Promise<unknown> = () => getJson(ENDPOINTS.marketStatus),
): Promise<MarketStatusAnswer> {
  const cached = cachedStatus(store, now);
  if (cached) return cached;
  const status = await fetchStatus();
  if (!isStatus(status)) throw new Error('A piaci adatok állapota hibás formátumú.');
  remember(store, status, now);
  return status;
}

export function bannerClosed(store: Store): boolean {
  try {
    return store.getItem(BANNER_CLOSED_KEY) !== null;
  } catch {
    return false;
  }
}

export function closeBanner(store: Store): void {
  try {
    store.setItem(BANNER_CLOSED_KEY, '1');
  } catch {
    /* refused: it stays closed on this page only */
  }
}
