import { modelDescriptions, type MonteCarloModel } from '@penzugy/finance-core';
import { useSectionHeading } from '../calculator-kit';
import { Card } from '../Card';
import * as styles from './MonteCarloCalculator.css';
import { MONTE_CARLO_STRINGS as T } from './strings';

/** The model's Hungarian name, description and formula. */
export function ModelCard({ model }: { model: MonteCarloModel }) {
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
