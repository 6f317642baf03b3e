/**
 * The 'Profil' section of the stock screen (docs/product.md#stock-screen "profileDescription, additionalInfo"):
 * a short Hungarian description built from the facts the data has, and the facts as a list.
 *
 * Hungarian puts 'a' or 'az' before a name depending on how it is pronounced, which cannot be known
 * for foreign company names and tickers ('az MSCI', 'a Microsoft'). The sentences are therefore
 * built so that no article precedes a name: the name leads with a dash, and facts follow colons.
 */
import { formatDate } from '@penzugy/finance-core';
import { GICS_SECTOR_LABELS, HEATMAP_MARKETS, subIndustryLabel, type StockDetail } from '@penzugy/market-data';
import { formatBillionsUsd } from '../market-kit';
import { PROFILE_STRINGS as T } from './strings';

export interface StockFact {
  label: string;
  value: string;
}

export interface StockProfile {
  description: string;
  facts: StockFact[];
}

/** The sector in Hungarian: market-data's label, or its translation of the GICS name, or as given. */
export function sectorName(info: StockDetail['info']): string | undefined {
  return info.sectorLabel ?? (info.sector ? (GICS_SECTOR_LABELS[info.sector] ?? info.sector) : undefined);
}

/**
 * The sub-industry in Hungarian: market-data's label, or its translation of the GICS name. An
 * English name without a translation is left out rather than shown on a Hungarian page.
 */
export function subIndustryName(info: StockDetail['info']): string | undefined {
  return info.subIndustryLabel ?? subIndustryLabel(info.subIndustry);
}

const present = (value: string | undefined): value is string =>
  typeof value === 'string' && value.trim() !== '' && value.trim() !== 'none';

/** The description and the facts of a stock or index. */
export function stockProfile(detail: StockDetail): StockProfile {
  const { info, series, source } = detail;
  const sector = sectorName(info);
  const isIndex = info.kind === 'index';

  const first: string[] = [isIndex ? T.index : T.company];
  if (isIndex && present(info.exchange)) first.push(T.calculatedBy(info.exchange));
  if (!isIndex && present(info.headquarters)) first.push(T.headquarters(info.headquarters));
  const sentences = [`${info.name} (${info.symbol}) – ${first.join(', ')}.`];
  if (present(info.founded)) sentences.push(T.founded(info.founded));
  const subIndustry = subIndustryName(info);
  if (present(sector)) sentences.push(T.gics(sector, present(subIndustry) ? subIndustry : undefined));
  if (!isIndex && present(info.exchange) && present(info.currency)) {
    sentences.push(T.listing(info.exchange, T.currencyPhrases[info.currency] ?? T.currencyFallback(info.currency)));
  }

  const L = T.labels;
  const facts: StockFact[] = [{ label: L.symbol, value: info.symbol }];
  const add = (label: string, value: string | undefined) => {
    if (present(value)) facts.push({ label, value });
  };
  add(L.exchange, info.exchange);
  // An index's level is in points: a currency would read as if it had a price.
  if (!isIndex) add(L.currency, info.currency);
  add(L.sector, sector);
  add(L.subIndustry, subIndustry);
  add(L.headquarters, info.headquarters);
  add(L.founded, info.founded);
  if (info.marketCapUsd !== undefined && Number.isFinite(info.marketCapUsd) && info.marketCapUsd > 0) {
    add(L.marketCap, formatBillionsUsd(info.marketCapUsd / 1e9));
  }
  const indices = (info.memberOf ?? []).map((m) => HEATMAP_MARKETS.find((x) => x.value === m)?.label ?? m);
  if (indices.length > 0) add(L.indices, indices.join(', '));
  if (series.dates.length > 0)
    add(L.coverage, `${formatDate(series.dates[0]!)} – ${formatDate(series.dates[series.dates.length - 1]!)}`);
  add(L.source, source);

  return { description: sentences.join(' '), facts };
}
