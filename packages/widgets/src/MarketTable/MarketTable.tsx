import { formatNumber } from '@penzugy/finance-core';
import {
  MARKET_REGION_LABELS,
  type MarketRegion,
  type MarketRow,
  type MarketTables as MarketTablesData,
} from '@penzugy/market-data';
import { useMemo } from 'react';
import { Card, type CardHeadingLevel } from '../Card';
import { Table, type TableColumn } from '../Table';
import { ChangeValue, DataState, formatSignedFraction, formatSignedNumber } from '../market-kit';
import * as styles from './MarketTable.css';
import { MARKET_TABLE_STRINGS as T } from './strings';

/** The dashboard's three market tables, in display order (docs/product.md#dashboard). */
export const MARKET_TABLE_REGIONS = ['us', 'europe', 'hungary'] as const satisfies readonly MarketRegion[];

/** The newest trading day among the rows, or undefined when there are none. */
export function latestAsOf(rows: readonly Pick<MarketRow, 'asOf'>[]): string | undefined {
  let latest: string | undefined;
  for (const r of rows) if (r.asOf && (!latest || r.asOf > latest)) latest = r.asOf;
  return latest;
}

export interface MarketTableProps {
  /** Which market: 'us', 'europe' or 'hungary' (docs/product.md#dashboard). */
  region: MarketRegion;
  /** The rows; `undefined` while loading. */
  rows: readonly MarketRow[] | undefined;
  /** Title. @default the region's Hungarian name, e.g. 'Egyesült Államok' */
  title?: string | undefined;
  /** Heading element of the title. @default 'h3' */
  as?: CardHeadingLevel | undefined;
  /** Where the figures come from, shown under the title. */
  source?: string | undefined;
  /** A load failure in Hungarian; shown with a retry button when `onRetry` is given. */
  error?: string | null | undefined;
  /** Called by the retry button. */
  onRetry?: (() => void) | undefined;
  /** Extra class names for the root element. */
  className?: string | undefined;
}

/**
 * One market table of the dashboard (docs/product.md#dashboard): name, value, change and change in
 * percent (the row's `percentage` is a fraction). Up and down are told by the sign and an arrow, not
 * by colour alone. The date of the figures is shown; a row whose market closed on another day (index
 * files end on different days) shows its own date.
 */
export function MarketTable({ region, rows, title, as = 'h3', source, error, onRetry, className }: MarketTableProps) {
  const caption = title ?? MARKET_REGION_LABELS[region];
  const asOf = rows ? latestAsOf(rows) : undefined;

  const columns = useMemo<TableColumn<MarketRow>[]>(
    () => [
      {
        key: 'name',
        header: T.columns.name,
        rowHeader: true,
        format: (name, row) => (
          <>
            {name}
            {asOf && row.asOf && row.asOf !== asOf && <span className={styles.rowDate}> {T.rowAsOf(row.asOf)}</span>}
          </>
        ),
      },
      { key: 'value', header: T.columns.value, align: 'end', format: (v) => formatNumber(v, 2) },
      {
        key: 'change',
        header: T.columns.change,
        align: 'end',
        format: (v) => <ChangeValue value={v} text={formatSignedNumber(v)} />,
      },
      {
        key: 'percentage',
        header: T.columns.percentage,
        align: 'end',
        // Rounding is judged on the printed percent, so pass the change in percent points.
        format: (v) => <ChangeValue value={v * 100} text={formatSignedFraction(v)} />,
      },
    ],
    [asOf],
  );

  let body;
  if (error) body = <DataState state="error" message={error} onRetry={onRetry} />;
  else if (!rows) body = <DataState state="loading" message={T.loading} />;
  else if (rows.length === 0) body = <DataState state="empty" message={T.empty} />;
  else
    body = (
      <Table
        columns={columns}
        rows={rows}
        caption={caption}
        captionHidden
        pageSize={0}
        exportable={false}
        maxHeight="none"
        getRowKey={(row) => row.symbol}
      />
    );

  const description =
    asOf || source ? (
      <span className={styles.meta}>
        {asOf && T.asOf(asOf)}
        {asOf && source && ' · '}
        {source && T.source(source)}
      </span>
    ) : undefined;

  return (
    <Card title={caption} as={as} description={description} className={className} data-region={region}>
      <div className={styles.tableBox}>{body}</div>
    </Card>
  );
}

export interface MarketTablesProps {
  /** The three tables' rows (market-data's MarketTables); `undefined` while loading. */
  data: MarketTablesData | undefined;
  /** Which tables, in order. @default ['us', 'europe', 'hungary'] */
  regions?: readonly MarketRegion[] | undefined;
  /** Heading element of each table's title. @default 'h3' */
  as?: CardHeadingLevel | undefined;
  /** A load failure in Hungarian; each table shows it with the retry button. */
  error?: string | null | undefined;
  /** Called by the retry button. */
  onRetry?: (() => void) | undefined;
  /** Extra class names for the grid. */
  className?: string | undefined;
}

/**
 * The dashboard's three market tables side by side (one column on narrow screens). While loading or
 * after a failure it shows one spinner or one alert for the group, not three.
 */
export function MarketTables({
  data,
  regions = MARKET_TABLE_REGIONS,
  as,
  error,
  onRetry,
  className,
}: MarketTablesProps) {
  let content;
  if (error) content = <DataState state="error" message={error} onRetry={onRetry} />;
  else if (!data) content = <DataState state="loading" message={T.loading} />;
  else
    content = (
      <div className={styles.grid}>
        {regions.map((region) => (
          <MarketTable key={region} region={region} rows={data[region]} as={as} />
        ))}
      </div>
    );
  return (
    <div className={className ? `${styles.group} ${className}` : styles.group} role="group" aria-label={T.tablesLabel}>
      {content}
      {data?.source && !error && <p className={styles.meta}>{T.source(data.source)}</p>}
    </div>
  );
}
