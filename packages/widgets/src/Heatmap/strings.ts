/** Every user-facing string of the heatmap, together so it can be reviewed at a glance. */
import { formatDate } from '@penzugy/finance-core';

export const HEATMAP_STRINGS = {
  title: 'Hőtérkép',
  market: 'Piac',
  sector: 'Szektor',
  allSectors: 'Összes szektor',
  /** The reset button (docs/product.md#dashboard). */
  reset: 'Alaphelyzet',
  /** 'Adatok: 2025. december 30.' */
  asOf: (isoDate: string) => `Adatok: ${formatDate(isoDate)}`,
  source: (name: string) => `Forrás: ${name}`,
  /** Name of the treemap, e.g. 'Hőtérkép: S&P 500' or 'Hőtérkép: S&P 500, Energia'. */
  treemap: (market: string, sector: string | null) => `Hőtérkép: ${market}${sector ? `, ${sector}` : ''}`,
  hint: 'Billentyűzettel: a Tab a hőtérképre lép, a nyilak a szomszédos csempére, a Home és az End az első és az utolsó csempére, a PageUp és a PageDown az előző és a következő szektorra; az Enter megnyitja a részvényt, az Esc elrejti a részleteket.',
  /** A tile's accessible name: its symbol and change as shown, then the company, e.g. 'AAPL +1,23% (Apple Inc.)'. */
  tileName: (symbol: string, change: string, company: string) => `${symbol} ${change} (${company})`,
  legend: 'Színskála: napi változás',
  tooltip: {
    sector: 'Szektor',
    marketCap: 'Piaci kapitalizáció',
    change: 'Napi változás',
  },
  loading: 'Hőtérkép betöltése...',
  error: 'Nem sikerült betölteni a hőtérkép adatait.',
  badData: 'A hőtérkép adatai hibásak.',
  /** The market has no tiles (docs/product.md#dashboard: dowjones had no data in the original). */
  empty: 'Ehhez a piachoz nincs adat',
  /** Summary of the members without a tile. */
  excluded: (n: number) => `${n} társaság nem látszik a hőtérképen`,
} as const;
