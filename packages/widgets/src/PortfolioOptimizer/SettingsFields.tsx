import {
  BENCHMARK_OPTIONS,
  GROSS_EXPOSURE_CAP_RANGE,
  OBJECTIVE_OPTIONS,
  RISK_FREE_RATE_STEP_PERCENT,
  type BenchmarkSymbol,
  type PortfolioObjective,
} from '@penzugy/finance-core';
import { FieldGroup } from '../calculator-kit';
import { NumberField, type NumberFieldChangeInfo } from '../fields';
import { DateField, RadioGroup, SelectField } from '../fields';
import { RISK_FREE_RATE_PERCENT_RANGE, type FormProblem } from './form-value';
import * as styles from './PortfolioOptimizer.css';
import { PORTFOLIO_STRINGS as T } from './strings';
import type { PortfolioCurrency, PortfolioOptimizerValue } from './types';

const SHORTING_OPTIONS = [
  { value: true, label: T.yes },
  { value: false, label: T.no },
] as const;

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
  return (
    <FieldGroup legend={T.settingsLegend}>
      <DateField
        id={ids.from}
        label={T.fromDate}
        value={value.fromDate}
        invalid={dateProblem?.field === 'fromDate'}
        describedBy={dateProblem?.field === 'fromDate' ? ids.dateError : undefined}
        onChange={(fromDate) => onChange({ fromDate }, 'fromDate')}
      />
      <DateField
        id={ids.to}
        label={T.toDate}
        value={value.toDate}
        invalid={dateProblem?.field === 'toDate'}
        describedBy={dateProblem?.field === 'toDate' ? ids.dateError : undefined}
        onChange={(toDate) => onChange({ toDate }, 'toDate')}
      />
      {dateProblem && (
        <p id={ids.dateError} className={styles.fieldError}>
          {dateProblem.message}
        </p>
      )}
      <SelectField<PortfolioObjective>
        id={ids.objective}
        label={T.objective}
        options={OBJECTIVE_OPTIONS}
        value={value.objective}
        onChange={(objective) => onChange({ objective }, 'objective')}
      />
      <RadioGroup<boolean>
        label={T.shortingLegend}
        name={ids.shorting}
        options={SHORTING_OPTIONS}
        value={value.shorting}
        onChange={(shorting) => onChange({ shorting }, 'shorting')}
      />
      <SelectField<BenchmarkSymbol>
        id={ids.benchmark}
        label={T.benchmark}
        options={BENCHMARK_OPTIONS}
        value={value.benchmark}
        onChange={(benchmark) => onChange({ benchmark }, 'benchmark')}
      />
      <SelectField<PortfolioCurrency>
        id={ids.currency}
        label={T.currency}
        options={T.currencyOptions}
        value={currency}
        onChange={onCurrencyChange}
      />
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
