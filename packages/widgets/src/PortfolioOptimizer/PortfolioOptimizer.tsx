import {
  ANNUAL_RETURN_CONVENTIONS,
  BENCHMARK_OPTIONS,
  GROSS_EXPOSURE_CAP_RANGE,
  formatDate,
  formatNumber,
  formatPercent,
  isFinanceInputError,
  METRIC_FORMULA_LEGEND,
  OBJECTIVE_OPTIONS,
  PORTFOLIO_MIN_ASSETS,
  PORTFOLIO_SERIES_KEY,
  RESET_RISK_FREE_RATE_PERCENT,
  RISK_FREE_RATE_STEP_PERCENT,
  type BenchmarkSymbol,
  type PortfolioObjective,
  type QuickAddListName,
} from '@penzugy/finance-core';
import { useEffect, useId, useMemo, useRef, useState, type ReactNode } from 'react';
import { Button } from '../Button';
import {
  CalculatorLayout,
  FieldGroup,
  readUrlState,
  shareUrl,
  useControllableState,
  useUrlSync,
  useEventEmitter,
  type CalculatorBaseProps,
  useSectionHeading,
} from '../calculator-kit';
import { Card } from '../Card';
import { FrontierChart, LineChart, PieChart } from '../charts';
import { NumberField } from '../NumberField';
import { SearchDropdown } from '../SearchDropdown';
import { Spinner } from '../Spinner';
import { downloadCsv, Table, toCsv, type TableColumn } from '../Table';
import { Tooltip } from '../Tooltip';
import { copyToClipboard } from '../calculator-kit/copy-link';
import { buildPayload, checkPortfolioValue, defaultPortfolioValue, resolvePortfolioValue, RISK_FREE_RATE_PERCENT_RANGE, type FormProblem } from './form-value';
import { createHttpOptimizer, DEFAULT_BACKEND_URL } from './http-client';
import * as styles from './PortfolioOptimizer.css';
import { normaliseResponse, PortfolioRequestError } from './response';
import { metricRows, splitInHalves, weightRows, type MetricRow, type WeightRow } from './results-rows';
import { addTicker, QUICK_ADD_NAMES, quickAdd, removeTicker, STOCK_OPTIONS } from './selection';
import { PORTFOLIO_STRINGS as T } from './strings';
import type { PortfolioOptimizeFn, PortfolioOptimizerValue, PortfolioRequest, PortfolioResponse } from './types';
import { elementById } from '../dom';

export interface PortfolioOptimizerProps extends CalculatorBaseProps<PortfolioOptimizerValue, Partial<PortfolioOptimizerValue>> {
  /**
   * Computes the portfolio for a request (docs/product.md#portfolio-optimiser → docs/product.md#portfolio-optimiser).
   * @default an HTTP POST to `{backendUrl}/portfolio-opt/update-portfolio`
   */
  optimize?: PortfolioOptimizeFn | undefined;
  /** Backend base URL of the default optimiser. @default '/api' */
  backendUrl?: string | undefined;
  /** Submit once on first render when at least 2 stocks are chosen (e.g. opened from a shared link). @default false */
  autoSubmit?: boolean | undefined;
  /**
   * The last day the price source holds (`YYYY-MM-DD`, e.g. the service's `/market/coverage`).
   * The default period is the year up to it when it is before today (docs/product.md#portfolio-optimiser's "last year up
   * to today" would otherwise ask the sample data for a year they do not have). It may arrive after
   * the first render: dates the user has not changed then follow it. @default today
   */
  dataEndDate?: string | undefined;
}

type RequestState =
  | { status: 'idle' }
  | { status: 'loading'; payload: PortfolioRequest }
  | { status: 'success'; payload: PortfolioRequest; response: PortfolioResponse }
  | { status: 'error'; payload: PortfolioRequest; message: string };

/** The message for a failed request: ours and finance-core's are Hungarian; anything else gets a generic one. */
function failureMessage(e: unknown): string {
  if (e instanceof PortfolioRequestError || isFinanceInputError(e)) return e.message;
  return T.errors.unknown;
}

/**
 * Portfolio optimisation (docs/product.md#portfolio-optimiser): choose stocks from the
 * catalogue, set the period and the objective, and get optimal weights, metrics, the time series and
 * the weights pie. The optimiser is injected (`optimize`); by default it is the portfolio service.
 */
export function PortfolioOptimizer({
  value: valueProp,
  defaultValue,
  onChange,
  optimize: optimizeProp,
  backendUrl = DEFAULT_BACKEND_URL,
  autoSubmit = false,
  dataEndDate,
  syncUrl = false,
  shareBaseUrl,
  onEvent,
  headingLevel,
  className,
}: PortfolioOptimizerProps) {
  const baseId = useId();
  const ids = {
    picker: `${baseId}-picker`,
    from: `${baseId}-from`,
    to: `${baseId}-to`,
    dateError: `${baseId}-date-error`,
    objective: `${baseId}-objective`,
    benchmark: `${baseId}-benchmark`,
    rate: `${baseId}-rate`,
    grossCap: `${baseId}-gross-cap`,
    submitHint: `${baseId}-submit-hint`,
    metricsTitle: `${baseId}-metrics-title`,
  };

  // Today's defaults, fixed for the life of the screen but for the data's last day (the URL compares against them).
  const [today] = useState(() => new Date());
  const defaults = useMemo(() => defaultPortfolioValue(today, dataEndDate), [today, dataEndDate]);
  const [initial] = useState(() => resolvePortfolioValue({ ...defaultValue, ...readUrlState(defaults, syncUrl) }, defaults));
  const [rawValue, setRawValue] = useControllableState<Partial<PortfolioOptimizerValue>>(
    { value: valueProp, defaultValue: initial, onChange: onChange as ((v: Partial<PortfolioOptimizerValue>) => void) | undefined },
    initial,
  );
  const value = useMemo(() => resolvePortfolioValue(rawValue, defaults), [rawValue, defaults]);
  useUrlSync(value, defaults, syncUrl);
  const update = (patch: Partial<PortfolioOptimizerValue>) => setRawValue((prev) => ({ ...resolvePortfolioValue(prev, defaults), ...patch }));

  // The data's last day arrived (or changed) after the first render: a period still at the old
  // default moves to the new one; a period the user chose stays.
  const previousDefaults = useRef(defaults);
  useEffect(() => {
    const before = previousDefaults.current;
    previousDefaults.current = defaults;
    if (before === defaults) return;
    if (value.fromDate === before.fromDate && value.toDate === before.toDate) update({ fromDate: defaults.fromDate, toDate: defaults.toDate });
    // Only a change of the defaults matters here.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [defaults]);

  const httpOptimize = useMemo(() => createHttpOptimizer({ backendUrl }), [backendUrl]);
  const optimizeRef = useRef<PortfolioOptimizeFn>(optimizeProp ?? httpOptimize);
  optimizeRef.current = optimizeProp ?? httpOptimize;
  const emit = useEventEmitter(onEvent);

  const [pick, setPick] = useState<string | null>(null);
  const [selectionStatus, setSelectionStatus] = useState('');
  const [shareStatus, setShareStatus] = useState('');
  const [problem, setProblem] = useState<FormProblem | null>(null);
  const [request, setRequest] = useState<RequestState>({ status: 'idle' });
  /** The risk-free-rate field's own message while its text is not a valid number. */
  const rateTextError = useRef<string | null>(null);
  const controllerRef = useRef<AbortController | null>(null);
  const submitRef = useRef<HTMLButtonElement>(null);
  const removeButtons = useRef(new Map<string, HTMLButtonElement>());
  const focusAfterRemove = useRef<string | null>(null);

  const interaction = (action: 'change' | 'submit' | 'export_csv' | 'share' | 'retry' | 'add' | 'remove' | 'reset', field?: string) =>
    emit({ type: 'calculator_interaction', calculator: 'portfolio', action, ...(field ? { field } : {}) });

  // ── Request ────────────────────────────────────────────────────────────────────────────────────

  const send = (payload: PortfolioRequest) => {
    controllerRef.current?.abort();
    const controller = new AbortController();
    controllerRef.current = controller;
    setRequest({ status: 'loading', payload });
    Promise.resolve()
      .then(() => optimizeRef.current(payload, { signal: controller.signal }))
      .then(normaliseResponse)
      .then(
        (response) => {
          if (controllerRef.current !== controller) return;
          controllerRef.current = null;
          setRequest({ status: 'success', payload, response });
          emit({
            type: 'result',
            calculator: 'portfolio',
            summary: { tickers: payload.portfolio.map((p) => p.ticker).join(','), objective: payload.objective, ...response.metrics },
          });
        },
        (e: unknown) => {
          if (controllerRef.current !== controller || controller.signal.aborted) return;
          controllerRef.current = null;
          // The original screen only logged a failure and showed nothing (docs/product.md#portfolio-optimiser) — a
          // defect: the user saw the spinner vanish and no result. Here the message is shown with a
          // retry button.
          const message = failureMessage(e);
          setRequest({ status: 'error', payload, message });
          emit({ type: 'error', calculator: 'portfolio', message });
        },
      );
  };

  const submit = (current: PortfolioOptimizerValue = value) => {
    if (current.tickers.length < PORTFOLIO_MIN_ASSETS) return;
    const refusal: FormProblem | null = rateTextError.current
      ? { field: 'riskFreeRatePercent', message: rateTextError.current }
      : checkPortfolioValue(current);
    setProblem(refusal);
    if (refusal) {
      emit({ type: 'error', calculator: 'portfolio', message: refusal.message });
      return;
    }
    send(buildPayload(current));
  };

  const retry = () => {
    if (request.status !== 'error') return;
    interaction('retry');
    send(request.payload);
    submitRef.current?.focus();
  };

  useEffect(() => {
    if (autoSubmit) submit();
    return () => {
      controllerRef.current?.abort();
      controllerRef.current = null;
    };
    // First render only.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  // After a bubble is removed, focus goes to the next bubble (or the picker), not to the page body.
  useEffect(() => {
    const target = focusAfterRemove.current;
    if (target === null) return;
    focusAfterRemove.current = null;
    const next = removeButtons.current.get(target) ?? elementById(`${ids.picker}-trigger`, submitRef.current);
    next?.focus();
  });

  // ── Selection ──────────────────────────────────────────────────────────────────────────────────

  const addPicked = () => {
    if (pick === null) {
      setSelectionStatus(T.pickFirst);
      return;
    }
    const { tickers, outcome } = addTicker(value.tickers, pick);
    if (outcome === 'added') {
      update({ tickers });
      interaction('add', pick);
      setSelectionStatus(T.added(pick));
    } else {
      setSelectionStatus(T.duplicate(pick));
    }
    setPick(null);
  };

  const addList = (list: QuickAddListName) => {
    const { tickers, added, skipped } = quickAdd(value.tickers, list);
    if (added.length > 0) {
      update({ tickers });
      interaction('add', list);
    }
    const parts = [added.length > 0 ? T.quickAdded(added) : T.quickAddNothingNew(list)];
    if (skipped.length > 0) parts.push(T.quickAddSkipped(skipped));
    setSelectionStatus(parts.join(' '));
  };

  const remove = (ticker: string) => {
    const index = value.tickers.indexOf(ticker);
    const rest = removeTicker(value.tickers, ticker);
    focusAfterRemove.current = rest[Math.min(index, rest.length - 1)] ?? '';
    update({ tickers: rest });
    interaction('remove', ticker);
    setSelectionStatus(T.removed(ticker));
  };

  // ── Fields ─────────────────────────────────────────────────────────────────────────────────────

  const change = (patch: Partial<PortfolioOptimizerValue>, field: keyof PortfolioOptimizerValue) => {
    update(patch);
    const isDate = (f: string) => f === 'fromDate' || f === 'toDate';
    if (problem && (problem.field === field || (isDate(problem.field) && isDate(field)))) setProblem(null);
    interaction('change', field);
  };

  /** docs/product.md#portfolio-optimiser's reset: no stocks chosen, the risk-free rate at RESET_RISK_FREE_RATE_PERCENT. */
  const reset = () => {
    update({ tickers: [], riskFreeRatePercent: RESET_RISK_FREE_RATE_PERCENT });
    rateTextError.current = null;
    setProblem(null);
    setPick(null);
    interaction('reset');
    setSelectionStatus(T.resetDone(formatNumber(RESET_RISK_FREE_RATE_PERCENT, 1)));
  };

  const sharePress = useRef(0);
  const share = async () => {
    const press = ++sharePress.current;
    const url = shareUrl(value, defaults, shareBaseUrl);
    interaction('share');
    setShareStatus('');
    const copied = await copyToClipboard(url);
    // Only the latest press reports (a slow clipboard must not overwrite a newer message).
    if (press === sharePress.current) setShareStatus(copied ? T.shareDone : T.shareFailed(url));
  };

  const tooFew = value.tickers.length < PORTFOLIO_MIN_ASSETS;
  const dateProblem = problem && (problem.field === 'fromDate' || problem.field === 'toDate') ? problem : null;

  const form = (
    <>
      <FieldGroup legend={T.stocksLegend}>
        <div className={styles.pickerRow}>
          <SearchDropdown
            id={ids.picker}
            className={styles.picker}
            label={T.pickerLabel}
            hideLabel
            placeholder={T.pickerPlaceholder}
            searchPlaceholder={T.pickerSearch}
            options={STOCK_OPTIONS}
            value={pick}
            onChange={(ticker) => setPick(ticker)}
          />
          <Button variant="secondary" onClick={addPicked}>
            {T.add}
          </Button>
        </div>
        <div className={styles.buttonRow} role="group" aria-labelledby={`${baseId}-quick`}>
          <p id={`${baseId}-quick`} className={styles.groupLabel}>
            {T.quickAddLabel}:
          </p>
          {QUICK_ADD_NAMES.map((list) => (
            <Button key={list} variant="secondary" size="sm" onClick={() => addList(list)}>
              {list}
            </Button>
          ))}
        </div>
        {value.tickers.length === 0 ? (
          <p className={styles.hint}>{T.noneChosen}</p>
        ) : (
          <ul className={styles.bubbles} aria-label={T.chosenLabel}>
            {value.tickers.map((ticker) => (
              <li key={ticker} className={styles.bubble}>
                {ticker}
                <button
                  type="button"
                  className={styles.bubbleRemove}
                  aria-label={T.remove(ticker)}
                  ref={(el) => {
                    if (el) removeButtons.current.set(ticker, el);
                    else removeButtons.current.delete(ticker);
                  }}
                  onClick={() => remove(ticker)}
                >
                  <span aria-hidden="true">×</span>
                </button>
              </li>
            ))}
          </ul>
        )}
        <p role="status" className={styles.status}>
          {selectionStatus}
        </p>
      </FieldGroup>

      <FieldGroup legend={T.settingsLegend}>
        <DateField
          id={ids.from}
          label={T.fromDate}
          value={value.fromDate}
          invalid={dateProblem?.field === 'fromDate'}
          errorId={dateProblem?.field === 'fromDate' ? ids.dateError : undefined}
          onChange={(fromDate) => change({ fromDate }, 'fromDate')}
        />
        <DateField
          id={ids.to}
          label={T.toDate}
          value={value.toDate}
          invalid={dateProblem?.field === 'toDate'}
          errorId={dateProblem?.field === 'toDate' ? ids.dateError : undefined}
          onChange={(toDate) => change({ toDate }, 'toDate')}
        />
        {dateProblem && (
          <p id={ids.dateError} className={styles.fieldError}>
            {dateProblem.message}
          </p>
        )}
        <div className={styles.field}>
          <label htmlFor={ids.objective} className={styles.label}>
            {T.objective}
          </label>
          <select
            id={ids.objective}
            className={styles.control}
            value={value.objective}
            onChange={(e) => change({ objective: e.target.value as PortfolioObjective }, 'objective')}
          >
            {OBJECTIVE_OPTIONS.map((o) => (
              <option key={o.value} value={o.value}>
                {o.label}
              </option>
            ))}
          </select>
        </div>
        <fieldset className={`${styles.field} ${styles.plainFieldset}`}>
          <legend className={styles.label}>{T.shortingLegend}</legend>
          <div className={styles.radioRow}>
            {([true, false] as const).map((on) => (
              <label key={String(on)} className={styles.radioLabel}>
                <input
                  type="radio"
                  className={styles.radio}
                  name={`${baseId}-shorting`}
                  checked={value.shorting === on}
                  onChange={() => change({ shorting: on }, 'shorting')}
                />
                {on ? T.yes : T.no}
              </label>
            ))}
          </div>
        </fieldset>
        <div className={styles.field}>
          <label htmlFor={ids.benchmark} className={styles.label}>
            {T.benchmark}
          </label>
          <select
            id={ids.benchmark}
            className={styles.control}
            value={value.benchmark}
            onChange={(e) => change({ benchmark: e.target.value as BenchmarkSymbol }, 'benchmark')}
          >
            {BENCHMARK_OPTIONS.map((o) => (
              <option key={o.value} value={o.value}>
                {o.label}
              </option>
            ))}
          </select>
        </div>
        <NumberField
          id={ids.rate}
          label={T.riskFreeRate}
          unit="%"
          step={RISK_FREE_RATE_STEP_PERCENT}
          min={RISK_FREE_RATE_PERCENT_RANGE.min}
          max={RISK_FREE_RATE_PERCENT_RANGE.max}
          value={value.riskFreeRatePercent}
          error={problem?.field === 'riskFreeRatePercent' ? problem.message : null}
          onChange={(rate, info) => {
            rateTextError.current = rate === null ? info.message : null;
            if (rate === null) return;
            if (problem?.field === 'riskFreeRatePercent') setProblem(null);
            update({ riskFreeRatePercent: rate });
            if (info.trigger === 'commit') interaction('change', 'riskFreeRatePercent');
          }}
        />
        {value.shorting && (
          <NumberField
            id={ids.grossCap}
            label={T.maxGrossExposure}
            unit="×"
            step={0.1}
            min={GROSS_EXPOSURE_CAP_RANGE.min}
            max={GROSS_EXPOSURE_CAP_RANGE.max}
            required={false}
            value={value.maxGrossExposure > 0 ? value.maxGrossExposure : null}
            hint={T.maxGrossExposureHint}
            error={problem?.field === 'maxGrossExposure' ? problem.message : null}
            onChange={(cap, info) => {
              if (problem?.field === 'maxGrossExposure') setProblem(null);
              // Empty is no cap (0); unreadable text is kept as NaN so the check names the field.
              update({ maxGrossExposure: cap ?? (info.text.trim() === '' ? 0 : NaN) });
              if (info.trigger === 'commit') interaction('change', 'maxGrossExposure');
            }}
          />
        )}
      </FieldGroup>
    </>
  );

  const formActions = (
    <>
      <Button ref={submitRef} type="submit" disabled={tooFew} aria-describedby={tooFew ? ids.submitHint : undefined}>
        {T.submit}
      </Button>
      <Button variant="secondary" onClick={() => void share()}>
        {T.share}
      </Button>
      <Button variant="secondary" onClick={reset}>
        {T.reset}
      </Button>
      {tooFew && (
        <p id={ids.submitHint} className={styles.status}>
          {T.needTwo}
        </p>
      )}
      <p role="status" className={styles.status}>
        {shareStatus}
      </p>
    </>
  );

  let alert: ReactNode = null;
  if (problem) alert = problem.message;
  else if (request.status === 'error') {
    alert = (
      <span className={styles.alertRow}>
        {request.message}
        <Button variant="secondary" size="sm" onClick={retry}>
          {T.retry}
        </Button>
      </span>
    );
  }

  return (
    <CalculatorLayout
      headingLevel={headingLevel}
      title={T.title}
      description={T.description}
      form={form}
      formActions={formActions}
      onSubmit={() => {
        interaction('submit');
        submit();
      }}
      alert={alert}
      className={className}
    >
      {request.status === 'loading' && <Spinner label={T.loading} />}
      {request.status === 'success' && (
        <Results
          payload={request.payload}
          response={request.response}
          metricsTitleId={ids.metricsTitle}
          onExport={(table) => interaction('export_csv', table)}
        />
      )}
    </CalculatorLayout>
  );
}

interface DateFieldProps {
  id: string;
  label: string;
  value: string;
  invalid: boolean;
  errorId?: string;
  onChange: (value: string) => void;
}

/** A native date input ('' when cleared), keyboard- and screen-reader-friendly in every browser. */
function DateField({ id, label, value, invalid, errorId, onChange }: DateFieldProps) {
  return (
    <div className={styles.field}>
      <label htmlFor={id} className={styles.label}>
        {label}
      </label>
      <input
        id={id}
        type="date"
        className={styles.control}
        value={value}
        aria-invalid={invalid || undefined}
        aria-describedby={errorId}
        onChange={(e) => onChange(e.target.value)}
      />
    </div>
  );
}

/** A metric's name; focus or hover shows its formula and meaning (finance-core's metricDefinitions). */
function MetricName({ row }: { row: MetricRow }) {
  return (
    <Tooltip
      side="right"
      content={
        <>
          {T.formula} <span className={styles.formula}>{row.formula}</span>. {row.description}
        </>
      }
    >
      <button type="button" className={styles.metricName}>
        {row.name}
      </button>
    </Tooltip>
  );
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

interface ResultsProps {
  payload: PortfolioRequest;
  response: PortfolioResponse;
  metricsTitleId: string;
  onExport: (table: 'metrics' | 'weights') => void;
}

/** Data range and source, metrics (two halves), weights, the time series and — without shorting — the pie. */
function Results({ payload, response, metricsTitleId, onExport }: ResultsProps) {
  const sectionHeading = useSectionHeading();
  const metrics = useMemo(() => metricRows(response.metrics), [response.metrics]);
  const [firstHalf, secondHalf] = splitInHalves(metrics);
  const weights = useMemo(() => weightRows(response.weights), [response.weights]);
  // The buy-and-hold line beside the daily-rebalanced portfolio (same weights, bought once).
  const lineSeries = useMemo(
    () => (response.timeSeries && response.buyAndHold ? { ...response.timeSeries, [T.buyAndHoldSeries]: response.buyAndHold.timeSeries } : response.timeSeries),
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
    <div className={styles.results}>
      {notice ? (
        <p className={styles.notice}>
          {range ? T.nearestPeriod(...range) : typeof notice === 'string' ? notice : T.noDataForPeriod}
        </p>
      ) : (
        range && <p className={styles.info}>{T.period(...range)}</p>
      )}
      {source && <p className={styles.info}>{T.source(source)}</p>}

      <Card
        as={sectionHeading}
        title={<span id={metricsTitleId}>{T.metricsTitle}</span>}
        actions={
          <Button variant="secondary" size="sm" onClick={exportMetrics} aria-describedby={metricsTitleId}>
            {T.metricsCsv}
          </Button>
        }
      >
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
        <p className={styles.legend}>{METRIC_FORMULA_LEGEND}</p>
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

      {response.dates && lineSeries && <LineChart dates={response.dates} timeSeries={lineSeries} portfolioKey={PORTFOLIO_SERIES_KEY} />}
      {response.frontier && (
        <FrontierChart
          frontier={response.frontier}
          chosen={
            response.expectedReturn !== undefined && response.volatility !== undefined
              ? {
                  expectedReturn: response.expectedReturn,
                  volatility: response.volatility,
                  sharpe: response.riskFreeRate !== undefined && response.volatility > 0 ? (response.expectedReturn - response.riskFreeRate) / response.volatility : null,
                }
              : null
          }
        />
      )}
      {/* docs/product.md#portfolio-optimiser, docs/product.md#charts: the pie only for a long-only portfolio. */}
      {!payload.shorting && <PieChart weights={response.weights} />}
    </div>
  );
}

/**
 * The conventions a user needs to read the numbers (issue 16): the metrics are in-sample and daily
 * rebalanced; both annual returns, labelled with their formulas (the compounded one is the
 * "Éves hozam" metric, the arithmetic one is what Sharpe and Treynor use); the gross exposure; and the
 * buy-and-hold portfolio of the same weights beside the rebalanced one.
 */
function Conventions({ payload, response }: { payload: PortfolioRequest; response: PortfolioResponse }) {
  const sectionHeading = useSectionHeading();
  const C = T.conventions;
  const pct = (v: number | null | undefined) => (v === null || v === undefined ? T.notAvailable : formatPercent(v, 2));
  const rows: { key: string; term: ReactNode; value: string; note: string }[] = [];
  if (response.annualReturns) {
    const { compounded, arithmetic } = ANNUAL_RETURN_CONVENTIONS;
    rows.push({
      key: 'compounded',
      term: <FormulaTerm name={C.compounded} formula={compounded.formula} description={compounded.description} />,
      value: pct(response.annualReturns.compounded),
      note: C.compoundedNote,
    });
    rows.push({
      key: 'arithmetic',
      term: <FormulaTerm name={C.arithmetic} formula={arithmetic.formula} description={arithmetic.description} />,
      value: pct(response.annualReturns.arithmetic),
      note: C.arithmeticNote,
    });
  }
  if (response.grossExposure !== undefined) {
    rows.push({ key: 'gross', term: C.grossExposure, value: C.times(formatNumber(response.grossExposure, 2)), note: C.grossExposureNote(payload.shorting) });
  }
  if (response.buyAndHold) {
    rows.push({
      key: 'buyAndHold',
      term: C.buyAndHold,
      value: pct(response.buyAndHold.metrics.cumulative_return),
      note: C.buyAndHoldNote(pct(response.metrics.cumulative_return)),
    });
  }
  return (
    <Card as={sectionHeading} title={C.title}>
      <p className={styles.info}>{C.inSample}</p>
      {rows.length > 0 && (
        <dl className={styles.conventions}>
          {rows.map((r) => (
            <div key={r.key} className={styles.conventionRow} data-convention={r.key}>
              <dt>{r.term}</dt>
              <dd className={styles.conventionValue}>
                <strong>{r.value}</strong> <span className={styles.metricNote}>{r.note}</span>
              </dd>
            </div>
          ))}
        </dl>
      )}
    </Card>
  );
}

/** A term whose formula and meaning show on focus or hover, like the metric names. */
function FormulaTerm({ name, formula, description }: { name: string; formula: string; description: string }) {
  return (
    <Tooltip
      side="right"
      content={
        <>
          {T.formula} <span className={styles.formula}>{formula}</span>. {description}
        </>
      }
    >
      <button type="button" className={styles.metricName}>
        {name}
      </button>
    </Tooltip>
  );
}
