import {
  BENCHMARK_OPTIONS,
  GROSS_EXPOSURE_CAP_RANGE,
  OBJECTIVE_OPTIONS,
  RISK_FREE_RATE_STEP_PERCENT,
} from '@penzugy/finance-core';
import { FieldGroup } from '../calculator-kit';
import { NumberField, type NumberFieldChangeInfo, type SelectFieldOption } from '../fields';
import { DateField, RadioGroup, SelectField } from '../fields';
import { RISK_FREE_RATE_PERCENT_RANGE, type FormProblem } from './form-value';
import * as styles from './PortfolioOptimizer.css';
import { PORTFOLIO_STRINGS as T } from './strings';
import type { PortfolioCurrency, PortfolioOptimizerValue } from './types';

const SHORTING_OPTIONS = [
  { value: true, label: T.yes },
  { value: false, label: T.no },
] as const;

/** The period's two ends: the value's field, its id in `ids`, its label. */
const DATE_FIELDS = [
  { field: 'fromDate', id: 'from', label: T.fromDate },
  { field: 'toDate', id: 'to', label: T.toDate },
] as const;

/** The settings chosen from a list; each one's id and label have the same key. */
type Choice = 'objective' | 'benchmark' | 'currency';

export interface SettingsFieldIds {
  from: string;
  to: string;
  dateError: string;
  objective: string;
  shorting: string;
  benchmark: string;
  rate: string;
  grossCap: string;
  currency: string;
}

export interface SettingsFieldsProps {
  ids: SettingsFieldIds;
  value: PortfolioOptimizerValue;
  problem: FormProblem | null;
  /** A plain field changed (dates, objective, shorting, benchmark). */
  onChange: (patch: Partial<PortfolioOptimizerValue>, field: keyof PortfolioOptimizerValue) => void;
  onRateChange: (rate: number | null, info: NumberFieldChangeInfo) => void;
  onGrossCapChange: (cap: number | null, info: NumberFieldChangeInfo) => void;
  /** The analysis currency (controllable apart from the rest of the value). */
  currency: PortfolioCurrency;
  onCurrencyChange: (currency: PortfolioCurrency) => void;
}

/** The period, objective, shorting, benchmark, risk-free rate and (with shorting) the gross-exposure cap. */
export function SettingsFields({
  ids,
  value,
  problem,
  onChange,
  onRateChange,
  onGrossCapChange,
  currency,
  onCurrencyChange,
}: SettingsFieldsProps) {
  const dateProblem = problem && (problem.field === 'fromDate' || problem.field === 'toDate') ? problem : null;
  const choice = <V extends string>(
    key: Choice,
    options: readonly SelectFieldOption<V>[],
    selected: V,
    onSelect: (next: V) => void,
  ) => <SelectField<V> id={ids[key]} label={T[key]} options={options} value={selected} onChange={onSelect} />;
  return (
    <FieldGroup legend={T.settingsLegend}>
      {DATE_FIELDS.map(({ field, id, label }) => (
        <DateField
          key={field}
          id={ids[id]}
          label={label}
          value={value[field]}
          invalid={dateProblem?.field === field}
          describedBy={dateProblem?.field === field ? ids.dateError : undefined}
          onChange={(date) => onChange({ [field]: date }, field)}
        />
      ))}
      {dateProblem && (
        <p id={ids.dateError} className={styles.fieldError}>
          {dateProblem.message}
        </p>
      )}
      {choice('objective', OBJECTIVE_OPTIONS, value.objective, (objective) => onChange({ objective }, 'objective'))}
      <RadioGroup<boolean>
        label={T.shortingLegend}
        name={ids.shorting}
        options={SHORTING_OPTIONS}
        value={value.shorting}
        onChange={(shorting) => onChange({ shorting }, 'shorting')}
      />
      {choice('benchmark', BENCHMARK_OPTIONS, value.benchmark, (benchmark) => onChange({ benchmark }, 'benchmark'))}
      {choice('currency', T.currencyOptions, currency, onCurrencyChange)}
      <NumberField
        id={ids.rate}
        label={T.riskFreeRate}
        unit="%"
        step={RISK_FREE_RATE_STEP_PERCENT}
        min={RISK_FREE_RATE_PERCENT_RANGE.min}
        max={RISK_FREE_RATE_PERCENT_RANGE.max}
        value={value.riskFreeRatePercent}
        error={problem?.field === 'riskFreeRatePercent' ? problem.message : null}
        onChange={onRateChange}
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
          onChange={onGrossCapChange}
        />
      )}
    </FieldGroup>
  );
}
