import {
  formatNumber,
  isFinanceInputError,
  PORTFOLIO_MIN_ASSETS,
  RESET_RISK_FREE_RATE_PERCENT,
} from '@penzugy/finance-core';
import { useEffect, useId, useMemo, useRef, useState, type ReactNode } from 'react';
import { Button } from '../Button';
import {
  CalculatorLayout,
  CalculatorShareButton,
  StaleResults,
  useResolvedCalculator,
  useUrlLink,
  useAccount,
  useRealTerms,
  type CalculatorBaseProps,
  type MethodologyHrefBuilder,
} from '../calculator-kit';
import { useControllableState, useLatest, useLatestRequest } from '../primitives';
import { Spinner } from '../Spinner';
import {
  buildPayload,
  checkPortfolioValue,
  defaultPortfolioValue,
  resolvePortfolioValue,
  type FormProblem,
} from './form-value';
import { createHttpOptimizer, DEFAULT_BACKEND_URL } from './http-client';
import * as styles from './PortfolioOptimizer.css';
import { normaliseResponse, PortfolioRequestError } from './response';
import { portfolioSummary } from './results-rows';
import { Results } from './Results';
import { SettingsFields } from './SettingsFields';
import { StockSelection } from './StockSelection';
import { PORTFOLIO_STRINGS as T } from './strings';
import type {
  PortfolioCurrency,
  PortfolioOptimizeFn,
  PortfolioOptimizerValue,
  PortfolioRequest,
  PortfolioResponse,
} from './types';

export interface PortfolioOptimizerProps extends CalculatorBaseProps<
  PortfolioOptimizerValue,
  Partial<PortfolioOptimizerValue>
> {
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
  /** The analysis currency, controlled: the screen shows exactly this. Omit it to let the screen keep its own. */
  currency?: PortfolioCurrency | undefined;
  /** The currency to start with when uncontrolled (a shared link's choice wins). @default 'USD' */
  defaultCurrency?: PortfolioCurrency | undefined;
  /** Called with every currency the user chooses. */
  onCurrencyChange?: ((currency: PortfolioCurrency) => void) | undefined;
  /**
   * Builds the link of a rule's entry on the methodology page from its id (the site passes
   * `/modszertan#<id>`, the embed the site's absolute address); without it the tax rules under the
   * time series after tax are plain text.
   */
  methodologyHref?: MethodologyHrefBuilder | undefined;
}

/** A finished request: what was sent and what came back. */
interface Answer {
  payload: PortfolioRequest;
  response: PortfolioResponse;
}

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
  optimize: optimizeProp,
  backendUrl = DEFAULT_BACKEND_URL,
  autoSubmit = false,
  dataEndDate,
  currency: currencyProp,
  defaultCurrency,
  onCurrencyChange,
  methodologyHref,
  ...props
}: PortfolioOptimizerProps) {
  const baseId = useId();
  const ids = {
    picker: `${baseId}-picker`,
    from: `${baseId}-from`,
    to: `${baseId}-to`,
    dateError: `${baseId}-date-error`,
    objective: `${baseId}-objective`,
    shorting: `${baseId}-shorting`,
    currency: `${baseId}-currency`,
    benchmark: `${baseId}-benchmark`,
    rate: `${baseId}-rate`,
    grossCap: `${baseId}-gross-cap`,
    submitHint: `${baseId}-submit-hint`,
    metricsTitle: `${baseId}-metrics-title`,
  };

  // Today's defaults, fixed for the life of the screen but for the data's last day (the URL compares against them).
  const [today] = useState(() => new Date());
  const defaults = useMemo(() => defaultPortfolioValue(today, dataEndDate), [today, dataEndDate]);
  const {
    initial,
    raw: rawValue,
    setRaw: setRawValue,
    url,
    layout,
    emit,
    interact: interaction,
  } = useResolvedCalculator(props, {
    calculator: 'portfolio',
    strings: T,
    urlDefaults: defaults,
    resolve: (raw: Partial<PortfolioOptimizerValue>) => resolvePortfolioValue(raw, defaults),
  });
  const [currency, setCurrency] = useControllableState<PortfolioCurrency>(
    {
      value: currencyProp,
      defaultValue: initial.currency !== 'USD' ? initial.currency : (defaultCurrency ?? 'USD'),
      onChange: onCurrencyChange,
    },
    'USD',
  );
  const resolved = useMemo(() => resolvePortfolioValue(rawValue, defaults), [rawValue, defaults]);
  // The currency is its own controllable prop, but it travels in the URL and the payload with the rest.
  const value = useMemo(() => ({ ...resolved, currency }), [resolved, currency]);
  // The time series' account and terms (a forint analysis) travel in the link with the form.
  const account = useAccount(url.syncUrl, interaction);
  const terms = useRealTerms(url.syncUrl, interaction);
  const link = useUrlLink(
    { ...value, ...account.state, ...terms.state },
    { ...defaults, ...account.defaults, ...terms.defaults },
    url,
  );
  const update = (patch: Partial<PortfolioOptimizerValue>) =>
    setRawValue((prev) => ({ ...resolvePortfolioValue(prev, defaults), ...patch }));

  // The data's last day arrived (or changed) after the first render: a period still at the old
  // default moves to the new one; a period the user chose stays.
  const previousDefaults = useRef(defaults);
  useEffect(() => {
    const before = previousDefaults.current;
    previousDefaults.current = defaults;
    if (before === defaults) return;
    if (value.fromDate === before.fromDate && value.toDate === before.toDate)
      update({ fromDate: defaults.fromDate, toDate: defaults.toDate });
    // eslint-disable-next-line react-hooks/exhaustive-deps -- Only a change of the defaults matters here
  }, [defaults]);

  const httpOptimize = useMemo(() => createHttpOptimizer({ backendUrl }), [backendUrl]);
  const optimizeRef = useLatest<PortfolioOptimizeFn>(optimizeProp ?? httpOptimize);

  const [pick, setPick] = useState<string | null>(null);
  const [selectionStatus, setSelectionStatus] = useState('');
  const [problem, setProblem] = useState<FormProblem | null>(null);
  const request = useLatestRequest<Answer>();
  /** The payload of the latest request, so a failed one can be retried as it was. */
  const [sent, setSent] = useState<PortfolioRequest | null>(null);
  /** The risk-free-rate field's own message while its text is not a valid number. */
  const rateTextError = useRef<string | null>(null);
  const submitRef = useRef<HTMLButtonElement>(null);

  // ── Request ────────────────────────────────────────────────────────────────────────────────────

  const send = (payload: PortfolioRequest) => {
    setSent(payload);
    void request
      .run(async (signal) => ({ payload, response: normaliseResponse(await optimizeRef.current(payload, { signal })) }))
      .then((outcome) => {
        if (outcome.outcome === 'ready') {
          const { response } = outcome.data;
          emit({
            type: 'result',
            calculator: 'portfolio',
            summary: {
              tickers: payload.portfolio.map((p) => p.ticker).join(','),
              objective: payload.objective,
              ...response.metrics,
            },
          });
        } else if (outcome.outcome === 'error') {
          // The original screen only logged a failure and showed nothing — a defect: the user saw
          // the spinner vanish and no result. Here the message is shown with a retry button.
          emit({ type: 'error', calculator: 'portfolio', message: failureMessage(outcome.error) });
        }
      });
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
    if (request.status !== 'error' || !sent) return;
    interaction('retry');
    send(sent);
    submitRef.current?.focus();
  };

  useEffect(() => {
    if (autoSubmit) submit();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- First render only; the request hook aborts what still runs on unmount
  }, []);

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

  const tooFew = value.tickers.length < PORTFOLIO_MIN_ASSETS;

  const form = (
    <>
      <StockSelection
        pickerId={ids.picker}
        tickers={value.tickers}
        onTickersChange={(tickers) => update({ tickers })}
        pick={pick}
        onPickChange={setPick}
        status={selectionStatus}
        onStatusChange={setSelectionStatus}
        onInteraction={interaction}
        fallbackFocus={() => submitRef.current}
      />
      <SettingsFields
        ids={ids}
        value={value}
        problem={problem}
        onChange={change}
        onRateChange={(rate, info) => {
          rateTextError.current = rate === null ? info.message : null;
          if (rate === null) return;
          if (problem?.field === 'riskFreeRatePercent') setProblem(null);
          update({ riskFreeRatePercent: rate });
          if (info.trigger === 'commit') interaction('change', 'riskFreeRatePercent');
        }}
        currency={currency}
        onCurrencyChange={(next) => {
          setCurrency(next);
          interaction('change', 'currency');
        }}
        onGrossCapChange={(cap, info) => {
          if (problem?.field === 'maxGrossExposure') setProblem(null);
          // Empty is no cap (0); unreadable text is kept as NaN so the check names the field.
          update({ maxGrossExposure: cap ?? (info.text.trim() === '' ? 0 : NaN) });
          if (info.trigger === 'commit') interaction('change', 'maxGrossExposure');
        }}
      />
    </>
  );

  const formActions = (
    <>
      <Button ref={submitRef} type="submit" disabled={tooFew} aria-describedby={tooFew ? ids.submitHint : undefined}>
        {T.submit}
      </Button>
      <CalculatorShareButton strings={T.share} link={link} onShare={() => interaction('share')} />
      <Button variant="secondary" onClick={reset}>
        {T.reset}
      </Button>
      {tooFew && (
        <p id={ids.submitHint} className={styles.status}>
          {T.needTwo}
        </p>
      )}
    </>
  );

  let alert: ReactNode = null;
  if (problem) alert = problem.message;
  else if (request.status === 'error') {
    alert = (
      <span className={styles.alertRow}>
        {failureMessage(request.error)}
        <Button variant="secondary" size="sm" onClick={retry}>
          {T.retry}
        </Button>
      </span>
    );
  }

  return (
    <CalculatorLayout
      {...layout}
      form={form}
      formActions={formActions}
      onSubmit={() => {
        interaction('submit');
        submit();
      }}
      alert={alert}
      summary={request.status === 'ready' && request.data ? portfolioSummary(request.data.response.metrics) : null}
    >
      {request.status === 'loading' && <Spinner label={T.loading} />}
      {/* A refresh keeps the last results on screen: swapping them for the short spinner shrank the
          page, and at desktop width the visitor was left in the text below with the new results
          above the viewport. */}
      {(request.status === 'ready' || request.status === 'loading') && request.data && (
        <StaleResults stale={request.status === 'loading'} notice={T.previousResults}>
          <Results
            payload={request.data.payload}
            response={request.data.response}
            metricsTitleId={ids.metricsTitle}
            onExport={(table) => interaction('export_csv', table)}
            view={{ account: account.fieldProps, terms: terms.switchProps }}
            methodologyHref={methodologyHref}
          />
        </StaleResults>
      )}
    </CalculatorLayout>
  );
}
