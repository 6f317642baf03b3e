import {
  DEFAULT_STOCK_RANGE,
  isStockRange,
  STOCK_RANGES,
  type StockDetail,
  type StockRange,
} from '@penzugy/market-data';
import { Fragment, useId, useMemo, type ReactNode } from 'react';
import { Button } from '../Button';
import { HEADING_BELOW, Stat, StatGrid, useControllableState } from '../primitives';
import { LineChart } from '../charts/LineChart';
import {
  ChangeValue,
  DataState,
  formatBillionsUsd,
  formatPoints,
  formatPrice,
  formatSignedFraction,
  formatSignedPercentPoints,
  formatSignedPoints,
  formatSignedPrice,
} from '../market-kit';
import { VisuallyHidden } from '../VisuallyHidden';
import { stockProfile } from './stock-profile';
import { rangeSummary, stockStats } from './stock-stats';
import * as styles from './StockDetailView.css';
import { STOCK_STRINGS as T } from './strings';

/** The logo placeholder: the first two letters or digits of the symbol ('AAPL' → 'AA'). */
export function symbolInitials(symbol: string): string {
  return (symbol.match(/[\p{L}\p{N}]/gu) ?? []).slice(0, 2).join('').toUpperCase();
}

export interface StockDetailViewProps {
  /** The stock; `undefined` while loading, `null` when there is no such stock. */
  detail: StockDetail | null | undefined;
  /** A load failure in Hungarian; shown with a retry button when `onRetry` is given. */
  error?: string | null | undefined;
  /** Called by the retry button. */
  onRetry?: (() => void) | undefined;
  /** The selected range, when the host owns it (e.g. from the URL). */
  range?: StockRange | undefined;
  /** The range to start with (uncontrolled). @default '1Y' (docs/product.md#stock-screen) */
  defaultRange?: StockRange | undefined;
  /** Called with the range the visitor picks. */
  onRangeChange?: ((range: StockRange) => void) | undefined;
  /** Rendered in the header, e.g. the site's WatchlistButton wired to its account. */
  watchlistSlot?: ReactNode | undefined;
  /** Heading element of the stock's name. @default 'h2' */
  as?: 'h1' | 'h2' | undefined;
  /** Extra class names for the root element. */
  className?: string | undefined;
}

/**
 * The stock screen (docs/product.md#stock-screen windows): a header with a logo
 * placeholder, the name, 'symbol | exchange', the last close in its currency and the change over
 * the selected range; a stat row; the range buttons 1N … MAX as a labelled group of toggle buttons;
 * the close prices of the range on the shared LineChart; and the 'Profil' section. The screen turns
 * green when the range's change is ≥ 0 and red otherwise, and says so in words as well.
 */
export function StockDetailView({
  detail,
  error,
  onRetry,
  range: rangeProp,
  defaultRange = DEFAULT_STOCK_RANGE,
  onRangeChange,
  watchlistSlot,
  as: Heading = 'h2',
  className,
}: StockDetailViewProps) {
  const titleId = useId();
  // One level below the name, so the outline has no gap (Lighthouse's heading-order on /stocks/:id).
  const SectionHeading = HEADING_BELOW[Heading];
  const [rawRange, setRange] = useControllableState<StockRange>(
    { value: rangeProp, defaultValue: defaultRange, onChange: onRangeChange },
    DEFAULT_STOCK_RANGE,
  );
  const range = isStockRange(rawRange) ? rawRange : DEFAULT_STOCK_RANGE;

  const series = detail?.series;
  const summary = useMemo(() => (series ? rangeSummary(series, range) : undefined), [series, range]);
  const stats = useMemo(() => (series ? stockStats(series) : undefined), [series]);
  const profile = useMemo(() => (detail ? stockProfile(detail) : undefined), [detail]);

  if (error) return <DataState className={className} state="error" message={error} onRetry={onRetry} />;
  if (detail === undefined) return <DataState className={className} state="loading" message={T.loading} />;
  if (detail === null || !summary || !stats || !profile || detail.series.closes.length === 0) {
    return <DataState className={className} state="empty" message={T.notFound} />;
  }

  const { info, quote } = detail;
  const currency = info.currency || quote.currency;
  const rangeLabel = STOCK_RANGES.find((r) => r.value === range)?.label ?? range;
  const direction = summary.changePercent >= 0 ? 'up' : 'down';
  // An index has a level in points, not a price in a currency (BUX is not '111 032 Ft').
  const isIndex = info.kind === 'index';
  const price = (v: number) => (isIndex ? formatPoints(v) : formatPrice(v, currency));
  const signedPrice = (v: number) => (isIndex ? formatSignedPoints(v) : formatSignedPrice(v, currency));
  const cap = info.marketCapUsd;

  return (
    <section
      className={`${styles.root} ${styles.trend[direction]}${className ? ` ${className}` : ''}`}
      aria-labelledby={titleId}
      data-trend={direction}
    >
      <div className={styles.header}>
        <div aria-hidden="true" className={styles.logo}>
          {symbolInitials(info.symbol)}
        </div>
        <div className={styles.identity}>
          <Heading id={titleId} className={styles.name}>
            {info.name}
          </Heading>
          <p className={styles.muted}>{T.symbolExchange(info.symbol, info.exchange)}</p>
        </div>
        <div className={styles.quote}>
          <p className={styles.price}>{price(quote.value)}</p>
          <p className={styles.changeLine}>
            <ChangeValue
              value={summary.changePercent}
              text={`${signedPrice(summary.change)} (${formatSignedPercentPoints(summary.changePercent)})`}
            />
          </p>
          <p className={styles.trendText}>{direction === 'up' ? T.trendUp(rangeLabel) : T.trendDown(rangeLabel)}</p>
          <p className={styles.muted}>
            {T.lastClose(quote.asOf)} · {T.source(detail.source)}
          </p>
        </div>
        {watchlistSlot != null && <div className={styles.slot}>{watchlistSlot}</div>}
      </div>

      <StatGrid label={T.stats}>
        <Stat label={T.stat.previousClose} value={price(stats.previousClose)} />
        <Stat
          label={T.stat.dayChange}
          value={<ChangeValue value={quote.percentage * 100} text={formatSignedFraction(quote.percentage)} />}
          hint={signedPrice(quote.change)}
        />
        <Stat label={T.stat.rangeHigh} value={price(summary.high)} hint={rangeLabel} />
        <Stat label={T.stat.rangeLow} value={price(summary.low)} hint={rangeLabel} />
        <Stat label={T.stat.yearHigh} value={price(stats.yearHigh)} />
        <Stat label={T.stat.yearLow} value={price(stats.yearLow)} />
        {cap !== undefined && Number.isFinite(cap) && cap > 0 && (
          <Stat label={T.stat.marketCap} value={formatBillionsUsd(cap / 1e9)} />
        )}
      </StatGrid>

      <div className={styles.ranges} role="group" aria-label={T.rangeGroup}>
        {STOCK_RANGES.map((r) => (
          <Button
            key={r.value}
            size="sm"
            variant={r.value === range ? 'primary' : 'secondary'}
            className={styles.rangeButton}
            aria-pressed={r.value === range}
            onClick={() => setRange(r.value)}
          >
            {r.value} <VisuallyHidden>({r.label})</VisuallyHidden>
          </Button>
        ))}
      </div>

      <LineChart
        dates={summary.window.dates}
        timeSeries={{ [info.symbol]: summary.window.closes }}
        // No portfolio here: the stock's own line takes the first series colour.
        portfolioKey=""
        title={T.chartTitle(info.symbol, rangeLabel)}
      />

      <div className={styles.section}>
        <SectionHeading className={styles.sectionTitle}>{T.profile}</SectionHeading>
        <p className={styles.paragraph}>{profile.description}</p>
        <dl className={styles.facts} aria-label={T.facts}>
          {profile.facts.map((f) => (
            <Fragment key={f.label}>
              <dt className={styles.factLabel}>{f.label}</dt>
              <dd className={styles.factValue}>{f.value}</dd>
            </Fragment>
          ))}
        </dl>
      </div>
    </section>
  );
}
