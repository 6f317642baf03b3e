/**
 * The dashboard heatmap's data (docs/product.md#dashboard "Heatmap entry: name and a pair [market cap in billions
 * of USD, daily change percent]").
 *
 * - Members: the source's membership list for the market (S&P 500 constituents, Nasdaq-100, DJIA).
 *   A source without lists shows every stock it has under sp500 and nothing under the others.
 * - The day: `asOf` is the latest date any member has a close on; the change is measured from the
 *   trading day before it (`previousDate`, the latest earlier date any member has). A member needs a
 *   close on both days, so every tile shows the change of the same day.
 * - Tile area is the market cap; a member without one cannot be drawn and is listed in `excluded`
 *   with the reason, as is a member without both closes (e.g. Nasdaq-100 members outside the S&P 500,
 *   for which the sample has no prices).
 * - Entries are sorted by market cap, largest first (ties by symbol), so a treemap lays them out the
 *   same way every time.
 */
import { addDays } from '../dates';
import { sectorLabel } from '../instruments/catalogue';
import type { HeatmapData, HeatmapEntry, HeatmapExclusion, HeatmapMarket, PriceSource } from '../types';

/** Lookback for the two last closes: longer than any exchange closure in the data. */
const LOOKBACK_DAYS = 14;

/** The market's members: the source's list, or for sp500 without one, every stock of the source. */
function marketMembers(source: PriceSource, market: HeatmapMarket): readonly string[] {
  const listed = source.members?.(market);
  if (listed) return listed;
  return market === 'sp500' ? source.symbols().filter((s) => source.info(s)?.kind === 'stock') : [];
}

/** The heatmap of one market (see the module header). */
export function buildHeatmap(source: PriceSource, market: HeatmapMarket): HeatmapData {
  const members = marketMembers(source, market);
  let asOf = '';
  for (const symbol of members) {
    const to = source.coverage(symbol)?.to;
    if (to && to > asOf) asOf = to;
  }
  if (asOf === '') {
    return {
      market,
      asOf,
      source: source.name,
      entries: [],
      excluded: members.map((symbol) => ({ symbol, reason: 'noPrice' })),
    };
  }

  const from = addDays(asOf, -LOOKBACK_DAYS);
  const tails = new Map<string, Map<string, number>>();
  let previousDate = '';
  for (const symbol of members) {
    const tail = source.series(symbol, from, asOf);
    if (!tail) continue;
    tails.set(symbol, new Map(tail.dates.map((d, i) => [d, tail.closes[i]!])));
    for (let i = tail.dates.length - 1; i >= 0; i--) {
      if (tail.dates[i]! < asOf) {
        if (tail.dates[i]! > previousDate) previousDate = tail.dates[i]!;
        break;
      }
    }
  }

  const entries: HeatmapEntry[] = [];
  const excluded: HeatmapExclusion[] = [];
  for (const symbol of members) {
    const closes = tails.get(symbol);
    const last = closes?.get(asOf);
    const previous = closes?.get(previousDate);
    if (last === undefined || previous === undefined) {
      excluded.push({ symbol, reason: 'noPrice' });
      continue;
    }
    const info = source.info(symbol);
    const cap = info?.marketCapUsd;
    if (cap === undefined || !(cap > 0)) {
      excluded.push({ symbol, reason: 'noMarketCap' });
      continue;
    }
    entries.push({
      name: symbol,
      companyName: info?.name ?? symbol,
      sector: sectorLabel(info?.sector),
      value: [cap / 1e9, ((last - previous) / previous) * 100],
    });
  }
  entries.sort((a, b) => b.value[0] - a.value[0] || (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
  return { market, asOf, previousDate, source: source.name, entries, excluded };
}
