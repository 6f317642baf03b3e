import { formatDate, formatPercent, METRIC_FORMULA_LEGEND } from '@penzugy/finance-core';
import { useMemo } from 'react';
import { Button } from '../Button';
import { resultStyles, useSectionHeading, type MethodologyHrefBuilder } from '../calculator-kit';
import { Card } from '../Card';
import { FrontierChart, PieChart } from '../charts';
import { downloadCsv, Table, toCsv, type TableColumn } from '../Table';
import { Conventions } from './Conventions';
import { FormulaTerm } from './FormulaTerm';
import * as styles from './PortfolioOptimizer.css';
import { metricRows, splitInHalves, weightRows, type MetricRow, type WeightRow } from './results-rows';
import { SeriesSection, type SeriesViewControls } from './SeriesSection';
import { PORTFOLIO_STRINGS as T } from './strings';
import type { PortfolioRequest, PortfolioResponse } from './types';

/** A metric's name; focus or hover shows its formula and meaning (finance-core's metricDefinitions). */
function MetricName({ row }: { row: MetricRow }) {
  return <FormulaTerm name={row.name} formula={row.formula} description={row.description} />;
}

const METRIC_COLUMNS: readonly TableColumn<MetricRow>[] = [
  { key: 'name', header: T.metricColumn, rowHeader: true, format: (_name, row) => <MetricName row={row} /> },
  {
    key: 'text',
    header: T.valueColumn,
    align: 'end',
    format: (text, row) => (
      <>
        {text}
        {row.note && <span className={styles.metricNote}>{row.note}</span>}
      </>
    ),
  },
];

const WEIGHT_COLUMNS: readonly TableColumn<WeightRow>[] = [
  { key: 'ticker', header: T.tickerColumn, rowHeader: true },
  // On screen as a percentage; the CSV holds the same percentage as a plain number.
  { key: 'weight', header: T.weightColumn, format: (w) => formatPercent(w, 2), csv: (row) => row.percent },
];

export interface ResultsProps {
  payload: PortfolioRequest;
  response: PortfolioResponse;
  metricsTitleId: string;
  onExport: (table: 'metrics' | 'weights') => void;
  /** The account and terms of the time series (a forint analysis only). */
  view?: SeriesViewControls | undefined;
  /** Links the tax rules under the time series to the methodology page. */
  methodologyHref?: MethodologyHrefBuilder | undefined;
}

/** Data range and source, metrics (two halves), weights, the time series and — without shorting — the pie. */
export function Results({ payload, response, metricsTitleId, onExport, view, methodologyHref }: ResultsProps) {
  const sectionHeading = useSectionHeading();
  const metrics = useMemo(() => metricRows(response.metrics), [response.metrics]);
  const [firstHalf, secondHalf] = splitInHalves(metrics);
  const weights = useMemo(() => weightRows(response.weights), [response.weights]);
  // The buy-and-hold line beside the daily-rebalanced portfolio (same weights, bought once).
  const lineSeries = useMemo(
    () =>
      response.timeSeries && response.buyAndHold
        ? { ...response.timeSeries, [T.buyAndHoldSeries]: response.buyAndHold.timeSeries }
        : response.timeSeries,
    [response.timeSeries, response.buyAndHold],
  );

  const exportMetrics = () => {
    const C = T.metricsCsvColumns;
    const csv = toCsv<MetricRow>(
      [
        { header: C.name, value: (r) => r.name },
        { header: C.key, value: (r) => r.key },
        { header: C.value, value: (r) => r.csvValue },
        { header: C.unit, value: (r) => r.unit },
        { header: C.formula, value: (r) => r.formula },
      ],
      metrics,
    );
    onExport('metrics');
    downloadCsv(csv, T.metricsCsvFile);
  };

  const { effectiveFrom, effectiveTo, source, notice } = response;
  const range = effectiveFrom && effectiveTo ? ([formatDate(effectiveFrom), formatDate(effectiveTo)] as const) : null;

  return (
    <div className={resultStyles.column}>
      {notice ? (
        <p className={styles.notice}>
          {range ? T.nearestPeriod(...range) : typeof notice === 'string' ? notice : T.noDataForPeriod}
        </p>
      ) : (
        range && <p className={styles.info}>{T.period(...range)}</p>
      )}
      {source && <p className={styles.info}>{T.source(source)}</p>}
      {response.fx && (
        <p className={styles.info}>
          {T.fxAsOf(response.fx.pair, response.fx.asOf && formatDate(response.fx.asOf), response.fx.source)}
        </p>
      )}

      <Card
        as={sectionHeading}
        title={<span id={metricsTitleId}>{T.metricsTitle}</span>}
        actions={
          <Button variant="secondary" size="sm" onClick={exportMetrics} aria-describedby={metricsTitleId}>
            {T.metricsCsv}
          </Button>
        }
      >
        <p className={styles.info}>{T.computedIn(response.currency ?? payload.currency ?? 'USD')}</p>
        <div className={styles.metricTables}>
          {[firstHalf, secondHalf].map((rows, i) => (
            <Table
              key={i}
              columns={METRIC_COLUMNS}
              rows={rows}
              caption={T.metricsHalf(i + 1)}
              captionHidden
              exportable={false}
              pageSize={0}
              getRowKey={(r) => r.key}
            />
          ))}
        </div>
        <p className={styles.muted}>{METRIC_FORMULA_LEGEND}</p>
      </Card>

      <Table
        columns={WEIGHT_COLUMNS}
        rows={weights}
        caption={T.weightsCaption}
        pageSize={0}
        emptyText={T.noWeights}
        getRowKey={(r) => r.ticker}
        onExport={() => onExport('weights')}
      />

      <Conventions payload={payload} response={response} />

      {response.dates && lineSeries && (
        <SeriesSection
          dates={response.dates}
          timeSeries={lineSeries}
          currency={response.currency ?? payload.currency ?? 'USD'}
          view={view}
          methodologyHref={methodologyHref}
        />
      )}
      {response.frontier && (
        <FrontierChart
          frontier={response.frontier}
          chosen={
            response.expectedReturn !== undefined && response.volatility !== undefined
              ? {
                  expectedReturn: response.expectedReturn,
                  volatility: response.volatility,
                  sharpe:
                    response.riskFreeRate !== undefined && response.volatility > 0
                      ? (response.expectedReturn - response.riskFreeRate) / response.volatility
                      : null,
                }
              : null
          }
        />
      )}
      {/* The pie only for a long-only portfolio: negative weights have no slice. */}
      {!payload.shorting && <PieChart weights={response.weights} />}
    </div>
  );
}
