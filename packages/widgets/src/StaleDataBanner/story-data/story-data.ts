import type { StaleDataset } from '../StaleDataBanner';

/**
 * Two stale datasets as /market/status describes the embedded data (packages/data-refresh's
 * catalogue labels; the prices' as-of date is the sample's last close).
 */
export const STALE_DATASETS: StaleDataset[] = [
  { id: 'ecb-fx', label: 'Euró-referenciaárfolyamok (EUR/HUF, EUR/USD)', asOf: '2026-04-13', source: 'EKB' },
  {
    id: 'prices',
    label: 'Részvény- és indexárfolyamok (napi záróárak)',
    asOf: '2025-12-31',
    source: 'Alpha Vantage',
  },
];
