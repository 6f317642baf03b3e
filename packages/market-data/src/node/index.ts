/**
 * @penzugy/market-data/node — the Node-only part: sources that read files or the network.
 * Browsers import the main entry, which has no I/O.
 */
import {
  createLivePriceSource,
  LivePriceSourceError,
  type LivePriceSourceEnv,
  type LivePriceSourceOptions,
} from './alpha-vantage';
import { createSamplePriceSource } from './sample-source';
import type { PriceSource } from '../types';

export {
  createSamplePriceSource,
  readSampleMetadata,
  readSampleSeries,
  readSampleUsdHuf,
  SAMPLE_SOURCE_NAME,
  SAMPLE_LAST_DATE,
  SAMPLE_FX_SOURCE,
} from './sample-source';
export type { SamplePriceSourceOptions, SampleMetadata } from './sample-source';
export {
  createLivePriceSource,
  parseAlphaVantageDaily,
  LivePriceSourceError,
  LIVE_DEFAULT_SYMBOLS,
  ALPHA_VANTAGE_DEFAULT_BASE_URL,
  ALPHA_VANTAGE_DEFAULT_PROXIES,
} from './alpha-vantage';
export type { LivePriceSourceEnv, LivePriceSourceOptions } from './alpha-vantage';
export { defaultDataDir } from './sample-files';

/** The values of PRICE_SOURCE: `sample` (the default, embedded files) or `alphavantage` (live). */
export const PRICE_SOURCE_KINDS = ['sample', 'alphavantage'] as const;

/**
 * The price source a service should use, chosen by `env.PRICE_SOURCE` (unset or empty: the sample).
 * @throws LivePriceSourceError for an unknown PRICE_SOURCE or a live source that cannot load.
 */
export async function createPriceSource(
  env: LivePriceSourceEnv & { PRICE_SOURCE?: string } = process.env,
  options: LivePriceSourceOptions = {},
): Promise<PriceSource> {
  const kind = env.PRICE_SOURCE?.trim().toLowerCase() || 'sample';
  if (kind === 'sample') return createSamplePriceSource({ dataDir: options.dataDir });
  if (kind === 'alphavantage') return createLivePriceSource(env, options);
  throw new LivePriceSourceError(
    `PRICE_SOURCE: ismeretlen árfolyamforrás („${env.PRICE_SOURCE}”). Választható: ${PRICE_SOURCE_KINDS.join(', ')}.`,
  );
}
