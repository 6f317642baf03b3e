import {
  BENCHMARK_OPTIONS,
  GROSS_EXPOSURE_CAP_RANGE,
  OBJECTIVE_OPTIONS,
  RISK_FREE_RATE_STEP_PERCENT,
  type BenchmarkSymbol,
  type PortfolioObjective,
} from '@penzugy/finance-core';
import { FieldGroup } from '../calculator-kit';
import { NumberField, type NumberFieldChangeInfo } from '../NumberField';
import { DateField } from './DateField';
import { RISK_FREE_RATE_PERCENT_RANGE, type FormProblem } from './form-value';
import * as styles from './PortfolioOptimizer.css';
import { PORTFOLIO_STRINGS as T } from './strings';
import type { PortfolioOptimizerValue } from './types';

export interface SettingsFieldIds {
  from: string;
  to: string;
  dateError: string;
  objective: string;
  shorting: string;
  benchmark: string;
  rate: string;
  grossCap: string;
}

export interface SettingsFieldsProps {
  ids: SettingsFieldIds;
  value: PortfolioOptimizerValue;
  problem: FormProblem | null;
  /** A plain field changed (dates, objective, shorting, benchmark). */
  onChange: (patch: Partial<PortfolioOptimizerValue>, field: keyof PortfolioOptimizerValue) => void;
  onRateChange: (rate: number | null, info: NumberFieldChangeInfo) => void;
  onGrossCapChange: (cap: number | null, info: NumberFieldChangeInfo) => void;
}

/** The period, objective, shorting, benchmark, risk-free rate and (with shorting) the gross-exposure cap. */
export function SettingsFields({ ids, value, problem, onChange, onRateChange, onGrossCapChange }: SettingsFieldsProps) {
  const dateProblem = problem && (problem.field === 'fromDate' || problem.field === 'toDate') ? problem : null;
  return (
    <FieldGroup legend={T.settingsLegend}>
      <DateField
        id={ids.from}
        label={T.fromDate}
        value={value.fromDate}
        invalid={dateProblem?.field === 'fromDate'}
        errorId={dateProblem?.field === 'fromDate' ? ids.dateError : undefined}
        onChange={(fromDate) => onChange({ fromDate }, 'fromDate')}
      />
      <DateField
        id={ids.to}
        label={T.toDate}
        value={value.toDate}
        invalid={dateProblem?.field === 'toDate'}
        errorId={dateProblem?.field === 'toDate' ? ids.dateError : undefined}
        onChange={(toDate) => onChange({ toDate }, 'toDate')}
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
          onChange={(e) => onChange({ objective: e.target.value as PortfolioObjective }, 'objective')}
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
                name={ids.shorting}
                checked={value.shorting === on}
                onChange={() => onChange({ shorting: on }, 'shorting')}
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
          onChange={(e) => onChange({ benchmark: e.target.value as BenchmarkSymbol }, 'benchmark')}
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
