import { Fragment, type ReactNode } from 'react';
import * as resultStyles from './results.css';
import { SectionTitle } from './SectionTitle';
import { CALCULATOR_KIT_STRINGS } from './strings';

/** The labels of one sweep's chart, as the sensitivity charts take them. */
export interface SweepLabels {
  title: string;
  xLabel: string;
  valueLabel: string;
}

export interface SensitivitySectionProps<K extends string> {
  /** What the charts show, the label of their value axis, and each sweep's title and axis label. */
  strings: { intro: string; valueLabel: string } & Record<K, { title: string; xLabel: string }>;
  /** The sweeps, in the order they are shown. */
  sweeps: readonly K[];
  /** Draws one sweep's chart with its labels. */
  chart: (sweep: K, labels: SweepLabels) => ReactNode;
}

/** The 'Érzékenységvizsgálat' section of a calculator: heading, what the charts show, then a chart a sweep. */
export function SensitivitySection<K extends string>({ strings, sweeps, chart }: SensitivitySectionProps<K>) {
  return (
    <div className={resultStyles.section}>
      <SectionTitle>{CALCULATOR_KIT_STRINGS.sensitivity.heading}</SectionTitle>
      <p className={resultStyles.note}>{strings.intro}</p>
      <div className={resultStyles.sideBySide}>
        {sweeps.map((sweep) => (
          <Fragment key={sweep}>
            {chart(sweep, {
              title: strings[sweep].title,
              xLabel: strings[sweep].xLabel,
              valueLabel: strings.valueLabel,
            })}
          </Fragment>
        ))}
      </div>
    </div>
  );
}
