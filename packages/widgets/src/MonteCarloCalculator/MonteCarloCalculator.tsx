import {
  formatNumber,
  formatPercent,
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
import { memo, useCallback, useEffect, useId, useMemo, useRef, useState } from 'react';
import { Button } from '../Button';
import {
  CalculatorLayout,
  FieldGroup,
  readUrlState,
  shareUrl,
  Stat,
  StatGrid,
  useControllableState,
  useUrlSync,
  useEventEmitter,
  type CalculatorBaseProps,
  useSectionHeading,
} from '../calculator-kit';
import { Card } from '../Card';
import { FanChart } from '../charts';
import { NUMBER_FIELD_STRINGS, NumberField, type NumberFieldChangeInfo } from '../NumberField';
import { Spinner } from '../Spinner';
import { Table, type TableColumn } from '../Table';
import { copyToClipboard } from '../calculator-kit/copy-link';
import {
  checkRunInput,
  fieldsOf,
  MONTE_CARLO_FORM_DEFAULTS,
  resolveFormValue,
  runInputOf,
  type InputProblem,
  type MonteCarloCalculatorValue,
} from './form-value';
import * as styles from './MonteCarloCalculator.css';
import { createParallelRunner, type DisposableSimulationRunner, type SimulationRunner } from './runner';
import { MONTE_CARLO_STRINGS as T } from './strings';
import { yearlyRows, type YearlyRow } from './yearly-rows';
import { elementById } from '../dom';

export interface MonteCarloCalculatorProps extends CalculatorBaseProps<MonteCarloCalculatorValue, MonteCarloInput> {
  /**
   * Runs a simulation. Pass `inThreadRunner` (tests, no workers) or your own.
   * @default finance-core's simulateParallel on one Web Worker per core, with a main-thread fallback
   */
  runner?: SimulationRunner | undefined;
  /** Simulate once on first render (docs/product.md#monte-carlo: "The simulation runs on first load"). @default true */
  runOnMount?: boolean | undefined;
}

type RunStatus =
  | { status: 'idle' }
  | { status: 'running'; progress: number }
  | { status: 'done' }
  | { status: 'cancelled' }
  | { status: 'failed'; message: string };

type FieldErrors = Partial<Record<MonteCarloParameterKey, string>>;

/** Keys of inputs whose docs/product.md#monte-carlo hint gives only a minimum (finance-core's 10¹² ceiling is a safety bound, not a hint). */
const MIN_ONLY_HINT: readonly MonteCarloParameterKey[] = ['initialValue', 'reversionLevel'];

function fieldHint(p: ParameterDescription): string {
  const range = NUMBER_FIELD_STRINGS.rangeHint(p.min, MIN_ONLY_HINT.includes(p.key) ? undefined : p.max, p.step, p.unit);
  return p.symbol ? `${p.symbol} – ${range}` : range;
}

const runKey = (input: MonteCarloInput) => JSON.stringify(input);

/**
 * Monte Carlo simulation of price paths under five stochastic models (docs/product.md#monte-carlo).
 * The maths is finance-core's; it runs on Web Workers (or the injected `runner`), with progress, a
 * cancel button and the result as stat cards, a fan chart and a yearly percentile table (CSV).
 */
export function MonteCarloCalculator({
  value: valueProp,
  defaultValue,
  onChange,
  runner: runnerProp,
  runOnMount = true,
  syncUrl = false,
  shareBaseUrl,
  onEvent,
  headingLevel,
  className,
}: MonteCarloCalculatorProps) {
  const baseId = useId();
  const fieldId = (key: string) => `${baseId}-${key}`;

  const [initial] = useState(() => resolveFormValue({ ...defaultValue, ...readUrlState(MONTE_CARLO_FORM_DEFAULTS, syncUrl) }));
  const [rawValue, setValue] = useControllableState<MonteCarloInput>(
    { value: valueProp, defaultValue: initial, onChange: onChange as ((v: MonteCarloInput) => void) | undefined },
    initial,
  );
  const value = useMemo(() => resolveFormValue(rawValue), [rawValue]);
  useUrlSync(value, MONTE_CARLO_FORM_DEFAULTS, syncUrl);

  const [run, setRun] = useState<RunStatus>({ status: 'idle' });
  const [result, setResult] = useState<MonteCarloResult | null>(null);
  const [resultKey, setResultKey] = useState<string | null>(null);
  const [problem, setProblem] = useState<InputProblem | null>(null);
  const [shareStatus, setShareStatus] = useState('');

  // What a run reads, in refs, so Enter (commit, then submit in the same turn) sees the latest.
  const valueRef = useRef(value);
  valueRef.current = value;
  /** Fields whose text does not parse or is out of range (the NumberField shows the message itself). */
  const fieldErrorsRef = useRef<FieldErrors>({});
  const controllerRef = useRef<AbortController | null>(null);
  const defaultRunnerRef = useRef<DisposableSimulationRunner | null>(null);
  const runnerRef = useRef(runnerProp);
  runnerRef.current = runnerProp;

  const emit = useEventEmitter(onEvent);

  const start = useCallback((byUser: boolean) => {
    const current = valueRef.current;
    const visible = fieldsOf(current.model);
    const badText = visible.find((p) => fieldErrorsRef.current[p.key]);
    const input = runInputOf(current);
    const refusal: InputProblem | null = badText
      ? { field: badText.key, message: fieldErrorsRef.current[badText.key]! }
      : checkRunInput(input);
    if (refusal) {
      setProblem(refusal);
      emit({ type: 'error', calculator: 'monte-carlo', message: refusal.message });
      if (byUser && refusal.field && refusal.field !== 'model') elementById(fieldId(refusal.field))?.focus();
      return;
    }
    controllerRef.current?.abort();
    const controller = new AbortController();
    controllerRef.current = controller;
    setProblem(null);
    setRun({ status: 'running', progress: 0 });
    const runner =
      runnerRef.current ?? (defaultRunnerRef.current ??= createParallelRunner()).run;
    runner(input, {
      signal: controller.signal,
      onProgress: (progress) => {
        if (controllerRef.current === controller) setRun({ status: 'running', progress });
      },
    }).then(
      (next) => {
        if (controllerRef.current !== controller) return;
        controllerRef.current = null;
        setResult(next);
        setResultKey(runKey(input));
        setRun({ status: 'done' });
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
      },
      (e: unknown) => {
        if (controllerRef.current !== controller) return;
        controllerRef.current = null;
        if (isSimulationCancelledError(e)) {
          setRun({ status: 'cancelled' });
        } else if (isFinanceInputError(e)) {
          setRun({ status: 'idle' });
          setProblem({ field: e.field as InputProblem['field'], message: e.message });
          emit({ type: 'error', calculator: 'monte-carlo', message: e.message });
        } else {
          const message = T.failed(e instanceof Error ? e.message : String(e));
          setRun({ status: 'failed', message });
          emit({ type: 'error', calculator: 'monte-carlo', message });
        }
      },
    );
    // fieldId depends only on the stable useId value.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const cancel = () => {
    if (!controllerRef.current) return;
    controllerRef.current.abort();
    controllerRef.current = null;
    setRun({ status: 'cancelled' });
    emit({ type: 'calculator_interaction', calculator: 'monte-carlo', action: 'cancel' });
  };

  useEffect(() => {
    if (runOnMount) start(false);
    return () => {
      controllerRef.current?.abort();
      controllerRef.current = null;
    };
    // First load only (docs/product.md#monte-carlo); later runs are the user's.
    // eslint-disable-next-line react-hooks/exhaustive-deps
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
    for (const p of simulationParameters) if (fieldErrorsRef.current[p.key]) kept[p.key] = fieldErrorsRef.current[p.key];
    fieldErrorsRef.current = kept;
    setValue((prev) => ({ ...resolveFormValue(prev), model }));
    setProblem(null);
    emit({ type: 'calculator_interaction', calculator: 'monte-carlo', action: 'change', field: 'model' });
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
    if (info.trigger === 'commit') emit({ type: 'calculator_interaction', calculator: 'monte-carlo', action: 'change', field: key });
  };

  const exportCsv = useCallback(
    () => emit({ type: 'calculator_interaction', calculator: 'monte-carlo', action: 'export_csv', field: 'percentiles' }),
    [emit],
  );

  const submit = () => {
    emit({ type: 'calculator_interaction', calculator: 'monte-carlo', action: 'submit' });
    start(true);
  };

  const sharePress = useRef(0);
  const share = async () => {
    const press = ++sharePress.current;
    const url = shareUrl(value, MONTE_CARLO_FORM_DEFAULTS, shareBaseUrl);
    emit({ type: 'calculator_interaction', calculator: 'monte-carlo', action: 'share' });
    setShareStatus('');
    const copied = await copyToClipboard(url);
    // Only the latest press reports (a slow clipboard must not overwrite a newer message).
    if (press === sharePress.current) setShareStatus(copied ? T.shareDone : T.shareFailed(url));
  };

  const running = run.status === 'running';
  const outdated = result !== null && !running && resultKey !== runKey(runInputOf(value));

  const form = (
    <>
      <FieldGroup legend={T.modelLegend}>
        <div className={styles.modelList}>
          {MONTE_CARLO_MODELS.map((model) => (
            <label key={model} className={styles.modelOption}>
              <input
                type="radio"
                className={styles.radio}
                name={`${baseId}-model`}
                value={model}
                checked={value.model === model}
                onChange={() => changeModel(model)}
              />
              <span>{modelDescriptions[model].name}</span>
            </label>
          ))}
        </div>
      </FieldGroup>
      <FieldGroup legend={T.modelParametersLegend}>
        {modelDescriptions[value.model].parameters.map((p) => (
          <ParameterField
            // Keyed by model too: a model switch starts its fields afresh (no draft carried over).
            key={`${value.model}-${p.key}`}
            id={fieldId(p.key)}
            parameter={p}
            value={value[p.key]}
            problem={problem}
            onChange={changeField}
          />
        ))}
      </FieldGroup>
      <FieldGroup legend={T.simulationLegend}>
        {simulationParameters.map((p) => (
          <ParameterField key={p.key} id={fieldId(p.key)} parameter={p} value={value[p.key]} problem={problem} onChange={changeField} />
        ))}
      </FieldGroup>
    </>
  );

  const formActions = (
    <>
      <Button type="submit">{T.run}</Button>
      <Button variant="secondary" onClick={() => void share()}>
        {T.share}
      </Button>
      <p role="status" className={styles.shareStatus}>
        {shareStatus}
      </p>
    </>
  );

  let alert: string | null = null;
  if (problem) alert = T.invalidInput(problem.message);
  else if (run.status === 'failed') alert = run.message;

  return (
    <CalculatorLayout
      headingLevel={headingLevel}
      title={T.title}
      description={T.description}
      form={form}
      formActions={formActions}
      onSubmit={submit}
      alert={alert}
      className={className}
    >
      {running && <RunProgress progress={run.progress} onCancel={cancel} />}
      {run.status === 'cancelled' && <p className={styles.message}>{T.cancelled}</p>}
      {outdated && <p className={styles.message}>{T.outdated}</p>}
      <ModelCard model={result?.input.model ?? value.model} />
      {result && <Results result={result} busy={running} onExport={exportCsv} />}
    </CalculatorLayout>
  );
}

interface ParameterFieldProps {
  id: string;
  parameter: ParameterDescription;
  value: number;
  problem: InputProblem | null;
  onChange: (key: MonteCarloParameterKey, value: number | null, info: NumberFieldChangeInfo) => void;
}

/** One numeric input with its docs/product.md#monte-carlo hint; the engine's message shows under it when it names this field. */
function ParameterField({ id, parameter: p, value, problem, onChange }: ParameterFieldProps) {
  return (
    <NumberField
      id={id}
      label={p.label}
      unit={p.unit || undefined}
      min={p.min}
      max={p.max}
      step={p.step}
      integer={p.integer}
      hint={fieldHint(p)}
      value={value}
      error={problem?.field === p.key ? problem.message : null}
      onChange={(next, info) => onChange(p.key, next, info)}
    />
  );
}

/** Spinner, progress bar with percent, and the cancel button (docs/product.md#monte-carlo 'Szimuláció feldolgozása...'). */
function RunProgress({ progress, onCancel }: { progress: number; onCancel: () => void }) {
  return (
    <div className={styles.progressPanel}>
      <Spinner label={T.running} />
      <div className={styles.progressRow}>
        <progress className={styles.progressBar} max={1} value={progress} aria-label={T.progressLabel} />
        <p className={styles.progressText} aria-hidden="true">
          {T.progressText(formatPercent(progress, 0))}
        </p>
        <Button variant="secondary" size="sm" onClick={onCancel}>
          {T.cancel}
        </Button>
      </div>
    </div>
  );
}

/** The model's Hungarian name, description and formula (docs/product.md#monte-carlo). */
function ModelCard({ model }: { model: MonteCarloModel }) {
  const heading = useSectionHeading();
  const d = modelDescriptions[model];
  return (
    <Card title={d.name} as={heading}>
      <p className={styles.modelText}>{d.description}</p>
      <p className={styles.formulaLabel}>{T.formulaLabel}</p>
      <code className={styles.formula}>{d.formula}</code>
    </Card>
  );
}

const value2 = (v: number) => formatNumber(v, 2);
const yearText = (y: number) => formatNumber(y, Number.isInteger(y) ? 0 : 2);

const PERCENTILE_COLUMNS: readonly TableColumn<YearlyRow>[] = [
  { key: 'year', header: T.table.year, format: yearText, rowHeader: true },
  { key: 'p05', header: T.table.p05, format: value2 },
  { key: 'p25', header: T.table.p25, format: value2 },
  { key: 'p50', header: T.table.p50, format: value2 },
  { key: 'p75', header: T.table.p75, format: value2 },
  { key: 'p95', header: T.table.p95, format: value2 },
  { key: 'mean', header: T.table.mean, format: value2 },
];

/**
 * The result: stat cards, fan chart and the yearly percentile table. Memoised, so the ~100 progress
 * updates of the next run do not re-render the chart under them.
 */
const Results = memo(function Results({ result, busy, onExport }: { result: MonteCarloResult; busy: boolean; onExport: () => void }) {
  const rows = useMemo(() => yearlyRows(result), [result]);
  const { input } = result;
  // Not dimmed while the next run is under way: faded text would fail contrast; aria-busy says it instead.
  return (
    <div className={styles.results} aria-busy={busy || undefined}>
      <StatGrid label={T.statsLabel}>
        <Stat label={T.stats.initialValue} value={value2(input.initialValue)} />
        <Stat label={T.stats.paths} value={formatNumber(input.paths)} />
        <Stat label={T.stats.years} value={formatNumber(input.years)} />
        <Stat label={T.stats.finalMean} value={value2(result.finalMean)} />
        <Stat
          label={T.stats.probabilityAbove}
          value={formatPercent(result.probabilityAboveInitial, 1)}
          hint={T.stats.probabilityAboveHint}
        />
      </StatGrid>
      <FanChart
        title={T.chartTitle}
        times={result.times}
        percentiles={result.percentiles}
        mean={result.avgPath}
        samplePaths={result.paths}
        yLabel={T.chartYLabel}
      />
      <Table columns={PERCENTILE_COLUMNS} rows={rows} caption={T.table.caption} pageSize={0} onExport={onExport} />
    </div>
  );
});
