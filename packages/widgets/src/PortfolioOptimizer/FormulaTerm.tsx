import { Tooltip } from '../Tooltip';
import * as styles from './PortfolioOptimizer.css';
import { PORTFOLIO_STRINGS as T } from './strings';

/** A term whose formula and meaning show on focus or hover, like the metric names. */
export function FormulaTerm({ name, formula, description }: { name: string; formula: string; description: string }) {
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
