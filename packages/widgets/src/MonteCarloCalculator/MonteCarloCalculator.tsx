import {
  isFinanceInputError,
  isSimulationCancelledError,
  modelDescriptions,
  MONTE_CARLO_MODELS,
  parameterDescriptions,
  simulationParameters,
  type MonteCarloInput,
  type MonteCarloModel,
  type MonteCarloParameterKey,
  type MonteCarloResult,
  type ParameterDescription,
} from '@penzugy/finance-core';
import { useCallback, useEffect, useId, useMemo, useRef, useState } from 'react';
import { Button } from '../Button';
import {
  AccountField,
  CalculatorLayout,
  CalculatorShareButton,
  FieldGroup,
  fieldGroupClassNames,
  RealTermsSwitch,
  useAccount,
  useLazyModule,
  useRealTerms,
  useResolvedCalculator,
  useUrlLink,
  ACCOUNT_STRINGS,
  resultStyles,
  type CalculatorBaseProps,
  type MethodologyHrefBuilder,
} from '../calculator-kit';
import { useLatest, useLatestRequest } from '../primitives';
import { RadioGroup } from '../fields';
import { NUMBER_FIELD_STRINGS, type NumberFieldChangeInfo } from '../fields';
import {
  checkRunInput,
  fieldsOf,
  MONTE_CARLO_FORM_DEFAULTS,
  resolveFormValue,
  runInputOf,
  type InputProblem,
  type MonteCarloCalculatorValue,
} from './form-value';
import { ModelCard } from './ModelCard';
import * as styles from './MonteCarloCalculator.css';
import { ParameterField } from './ParameterField';
import { resultInTerms } from './real-terms-view';
import { monteCarloSummary, Results } from './Results';
import { createProgressStore } from './progress-store';
import { RunProgress } from './RunProgress';
import { createParallelRunner, type DisposableSimulationRunner, type SimulationRunner } from './runner';
import { MONTE_CARLO_STRINGS as T } from './strings';
import { elementById } from '../dom';

export interface MonteCarloCalculatorProps extends CalculatorBaseProps<MonteCarloCalculatorValue, MonteCarloInput> {
  /**
   * Runs a simulation. Pass `inThreadRunner` (tests, no workers) or your own.
   * @default finance-core's simulateParallel on one Web Worker per core, with a main-thread fallback
   */
  runner?: SimulationRunner | undefined;
  /** Simulate once on first render (docs/product.md#monte-carlo: "The simulation runs on first load"). @default true */
  runOnMount?: boolean | undefined;
  /**
   * Builds the link of a rule's entry on the methodology page from its id (the site passes
   * `/modszertan#<id>`, the embed the site's absolute address); without it the tax rules under the
   * results after tax are plain text.
   */
  methodologyHref?: MethodologyHrefBuilder | undefined;
}

type FieldErrors = Partial<Record<MonteCarloParameterKey, string>>;

/** A finished run: the result and the input it answers (to tell when the form has moved on). */
interface Run {
  result: MonteCarloResult;
  key: string;
}

const MODEL_OPTIONS = MONTE_CARLO_MODELS.map((model) => ({ value: model, label: modelDescriptions[model].name }));

const runKey = (input: MonteCarloInput) => JSON.stringify(input);

// The tax view and the tax rules it brings, loaded once a wrapper is chosen: a first load before tax
// (the default, and every embed that never taxes) does not carry them.
const loadAfterTax = () => import('./after-tax-view');

/**
 * Monte Carlo simulation of price paths under five stochastic models (docs/product.md#monte-carlo).
 * The maths is finance-core's; it runs on Web Workers (or the injected `runner`), with progress, a
 * cancel button and the result as stat cards, a fan chart and a yearly percentile table (CSV).
 */
export function MonteCarloCalculator({
  runner: runnerProp,
  runOnMount = true,
  methodologyHref,
  ...props
}: MonteCarloCalculatorProps) {
  const baseId = useId();
  const fieldId = (key: string) => `${baseId}-${key}`;

  const {
    raw: rawValue,
    setRaw: setValue,
    url,
    layout,
    emit,
    interact,
  } = useResolvedCalculator(props, {
    calculator: 'monte-carlo',
    strings: T,
    urlDefaults: MONTE_CARLO_FORM_DEFAULTS,
    resolve: resolveFormValue,
  });
  const value = useMemo(() => resolveFormValue(rawValue), [rawValue]);
  // The results' view (nominal or today's forints) travels in the link with the form.
  const view = useRealTerms(url.syncUrl, interact);
  // And so does the account the results are taxed in.
  const account = useAccount(url.syncUrl, interact);
  const link = useUrlLink(
    { ...value, ...view.state, ...account.state },
    { ...MONTE_CARLO_FORM_DEFAULTS, ...view.defaults, ...account.defaults },
    url,
  );

  const request = useLatestRequest<Run>();
  const { run: runLatest, cancel: cancelLatest } = request;
  const [progress] = useState(createProgressStore);
  /** Why the latest run shows no result of its own: cancelled by the user, or failed (with the message). */
  const [ending, setEnding] = useState<{ cancelled: true } | { cancelled: false; message: string } | null>(null);
  const [problem, setProblem] = useState<InputProblem | null>(null);

  // What a run reads, in refs, so Enter (commit, then submit in the same turn) sees the latest.
  const valueRef = useLatest(value);
  /** Fields whose text does not parse or is out of range (the NumberField shows the message itself). */
  const fieldErrorsRef = useRef<FieldErrors>({});
  const defaultRunnerRef = useRef<DisposableSimulationRunner | null>(null);
  const runnerRef = useLatest(runnerProp);

  const start = useCallback((byUser: boolean) => {
    const current = valueRef.current;
    const visible = fieldsOf(current.model);
    const badText = visible.find((p) => fieldErrorsRef.current[p.key]);
    const input = runInputOf(current);
    const badTextMessage = badText ? fieldErrorsRef.current[badText.key] : undefined;
    const refusal: InputProblem | null =
      badText && badTextMessage ? { field: badText.key, message: badTextMessage } : checkRunInput(input);
    if (refusal) {
      setProblem(refusal);
      emit({ type: 'error', calculator: 'monte-carlo', message: refusal.message });
      if (byUser && refusal.field && refusal.field !== 'model') elementById(fieldId(refusal.field))?.focus();
      return;
    }
    setProblem(null);
    setEnding(null);
    progress.set(0);
    const runner = runnerRef.current ?? (defaultRunnerRef.current ??= createParallelRunner()).run;
    void runLatest(async (signal) => {
      const result = await runner(input, {
        signal,
        onProgress: (p) => {
          if (!signal.aborted) progress.set(p);
        },
      });
      return { result, key: runKey(input) };
    }).then((outcome) => {
      if (outcome.outcome === 'ready') {
        const next = outcome.data.result;
        emit({
          type: 'result',
          calculator: 'monte-carlo',
          summary: {
            model: next.input.model,
            initialValue: next.input.initialValue,
            paths: next.input.paths,
            years: next.input.years,
            finalMean: next.finalMean,
            probabilityAboveInitial: next.probabilityAboveInitial,
          },
        });
      } else if (outcome.outcome === 'error') {
        const e = outcome.error;
        if (isSimulationCancelledError(e)) {
          setEnding({ cancelled: true });
        } else if (isFinanceInputError(e)) {
          setProblem({ field: e.field as InputProblem['field'], message: e.message });
          emit({ type: 'error', calculator: 'monte-carlo', message: e.message });
        } else {
          const message = T.failed(e instanceof Error ? e.message : String(e));
          setEnding({ cancelled: false, message });
          emit({ type: 'error', calculator: 'monte-carlo', message });
        }
      }
    });
    // eslint-disable-next-line react-hooks/exhaustive-deps -- fieldId depends only on the stable useId value; runLatest is stable
  }, []);

  const cancel = () => {
    if (!cancelLatest()) return;
    setEnding({ cancelled: true });
    interact('cancel');
  };

  useEffect(() => {
    if (runOnMount) start(false);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- First load only; later runs are the user's. The hook aborts a run still going on unmount
  }, []);

  useEffect(
    () => () => {
      defaultRunnerRef.current?.dispose();
      defaultRunnerRef.current = null;
    },
    [],
  );

  const setFieldError = (key: MonteCarloParameterKey, message: string | null) => {
    const next = { ...fieldErrorsRef.current };
    if (message) next[key] = message;
    else delete next[key];
    fieldErrorsRef.current = next;
  };

  const changeModel = (model: MonteCarloModel) => {
    // The model's fields mount afresh (keyed by model), showing their last valid values: drop their text errors.
    const kept: FieldErrors = {};
    for (const p of simulationParameters)
      if (fieldErrorsRef.current[p.key]) kept[p.key] = fieldErrorsRef.current[p.key];
    fieldErrorsRef.current = kept;
    setValue((prev) => ({ ...resolveFormValue(prev), model }));
    setProblem(null);
    interact('change', 'model');
  };

  const changeField = (key: MonteCarloParameterKey, next: number | null, info: NumberFieldChangeInfo) => {
    if (next === null) {
      setFieldError(key, info.message ?? NUMBER_FIELD_STRINGS.notANumber(parameterDescriptions[key].label));
      return;
    }
    setFieldError(key, null);
    // A refusal on screen is re-checked against the new value, so fixing either side of a
    // cross-field rule (sample paths ≤ paths) clears it at once.
    if (problem) setProblem(checkRunInput(runInputOf({ ...valueRef.current, [key]: next })));
    setValue((prev) => ({ ...resolveFormValue(prev), [key]: next }));
    if (info.trigger === 'commit') interact('change', key);
  };

  const exportCsv = useCallback(() => interact('export_csv', 'percentiles'), [interact]);

  const submit = () => {
    interact('submit');
    start(true);
  };

  const running = request.status === 'loading';
  const result = request.data?.result ?? null;
  // After tax first, then in today's forints (docs/product.md#monte-carlo).
  const wantsTax = account.state.wrapper !== 'gross';
  const taxModule = useLazyModule(wantsTax, loadAfterTax);
  const taxView = taxModule.module;
  const taxed = useMemo(
    () => (result && taxView ? taxView.resultAfterTax(result, account.state, account.today) : null),
    [result, taxView, account.state, account.today],
  );
  // Nothing until the tax rules have arrived: gross figures under after-tax captions would mislead.
  const taxPending = wantsTax && !taxView;
  const shown = useMemo(() => {
    if (!result || taxPending || (taxed && !taxed.ok)) return null;
    return resultInTerms(taxed?.result ?? result, view.factor);
  }, [result, taxPending, taxed, view.factor]);
  const refusal = taxed && !taxed.ok ? taxed : null;
  const outdated = request.data !== null && !running && request.data.key !== runKey(runInputOf(value));

  const parameterField = (p: ParameterDescription, key: string) => (
    <ParameterField
      key={key}
      id={fieldId(p.key)}
      parameter={p}
      value={value[p.key]}
      problem={problem}
      onChange={changeField}
    />
  );

  const form = (
    <>
      <RadioGroup<MonteCarloModel>
        label={T.modelLegend}
        name={`${baseId}-model`}
        options={MODEL_OPTIONS}
        value={value.model}
        onChange={changeModel}
        layout="stacked"
        rootClassName={fieldGroupClassNames.root}
        labelClassName={fieldGroupClassNames.legend}
        optionClassName={styles.modelOption}
      />
      <FieldGroup legend={T.modelParametersLegend}>
        {/* Keyed by model too: a model switch starts its fields afresh (no draft carried over). */}
        {modelDescriptions[value.model].parameters.map((p) => parameterField(p, `${value.model}-${p.key}`))}
      </FieldGroup>
      <FieldGroup legend={T.simulationLegend}>{simulationParameters.map((p) => parameterField(p, p.key))}</FieldGroup>
    </>
  );

  const formActions = (
    <>
      <Button type="submit">{T.run}</Button>
      <CalculatorShareButton strings={T.share} link={link} onShare={() => interact('share')} />
    </>
  );

  let alert: string | null = null;
  if (problem) alert = T.invalidInput(problem.message);
  else if (ending && !ending.cancelled && request.status === 'error') alert = ending.message;

  return (
    <CalculatorLayout
      {...layout}
      form={form}
      formActions={formActions}
      onSubmit={submit}
      alert={alert}
      // Not a figure of other inputs: none while the fields differ from the run's or a run is under way.
      summary={shown && !outdated && !running ? monteCarloSummary(shown, account.state, view.state) : null}
    >
      {/* The model card comes first and the run's status after it, where the result will stand: the
          run that starts on first load then inserts its progress below what the visitor already sees
          instead of pushing the card down and back up (layout shift, issue 27 item 3). */}
      <ModelCard model={result?.input.model ?? value.model} />
      {running && <RunProgress store={progress} onCancel={cancel} />}
      {!running && ending?.cancelled && <p className={styles.message}>{T.cancelled}</p>}
      {outdated && <p className={styles.message}>{T.outdated}</p>}
      {result && <AccountField name={`${baseId}-wrapper`} {...account.fieldProps} error={refusal?.message ?? null} />}
      {result && taxPending && (
        <p className={styles.message} role={taxModule.failed ? 'alert' : undefined}>
          {taxModule.failed ? ACCOUNT_STRINGS.loadFailed : ACCOUNT_STRINGS.loading}
        </p>
      )}
      {refusal && (
        <p role="alert" className={resultStyles.panelAlert}>
          {ACCOUNT_STRINGS.refused(refusal.message)}
        </p>
      )}
      {shown && <RealTermsSwitch name={`${baseId}-terms`} {...view.switchProps} />}
      {shown && (
        <Results
          result={shown}
          account={account.state}
          tax={taxed?.ok ? taxed : null}
          terms={view.state}
          busy={running}
          onExport={exportCsv}
          methodologyHref={methodologyHref}
        />
      )}
    </CalculatorLayout>
  );
}
