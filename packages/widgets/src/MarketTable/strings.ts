/**
 * User-facing text of the market tables and of the pieces the market widgets share (ChangeValue,
 * DataState), together so it can be reviewed at a glance. The tables' titles are
 * market-data's MARKET_REGION_LABELS ('Egyesült Államok', 'Európa', 'Magyarország').
 */
import { formatDate, formatDateShort } from '@penzugy/finance-core';

export const MARKET_TABLE_STRINGS = {
  columns: {
    name: 'Megnevezés',
    value: 'Érték',
    change: 'Változás',
    percentage: 'Változás (%)',
  },
  /** 'Adatok: 2025. december 30.' — the trading day the figures belong to. */
  asOf: (isoDate: string) => `Adatok: ${formatDate(isoDate)}`,
  /** After a row whose day differs from the table's (index files end on different days). */
  rowAsOf: (isoDate: string) => `(${formatDateShort(isoDate)})`,
  source: (name: string) => `Forrás: ${name}`,
  loading: 'Piaci adatok betöltése...',
  /** A message for the host's `error` prop. */
  error: 'Nem sikerült betölteni a piaci adatokat.',
  empty: 'Ehhez a piachoz nincs adat',
  tablesLabel: 'Piaci táblázatok',
} as const;
