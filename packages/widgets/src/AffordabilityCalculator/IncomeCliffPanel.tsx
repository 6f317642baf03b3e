import { formatHuf, type AffordabilityResult } from '@penzugy/finance-core';
import { useMemo } from 'react';
import { Card } from '../Card';
import { resultStyles, useSectionHeading } from '../calculator-kit';
import { SensitivityBarChart } from '../charts';
import { Stat, StatGrid } from '../primitives';
import * as styles from './AffordabilityCalculator.css';
import { AFFORDABILITY_RULE_GROUPS } from './constants';
import { GlossaryLinks, PanelRules, type AffordabilityLinks } from './RuleLinks';
import { AFFORDABILITY_CALCULATOR_STRINGS as S } from './strings';

const C = S.cliff;

/**
 * The income cliff (docs/product.md#affordability), shown plainly: finance-core's sentence ('799 999 Ft
 * jövedelemmel legfeljebb …, 800 000 Ft jövedelemmel legfeljebb …'), the largest loan one forint below
 * the threshold and at it as two bars (the chart kit's bar chart: d3 computes, React draws), and how
 * much income the household still lacks. When the limit does not change at the threshold (a green loan
 * fixed for ten years), the sentence says so and there is nothing to compare.
 */
export function IncomeCliffPanel({
  result,
  sentence,
  links,
}: {
  result: AffordabilityResult;
  sentence: string;
  links: AffordabilityLinks;
}) {
  const heading = useSectionHeading();
  const c = result.cliff;
  const jumps = c.limitAtPercent !== c.limitBelowPercent;
  const points = useMemo(
    () => [
      { x: c.threshold - 1, label: formatHuf(c.threshold - 1), value: c.maxLoanBelow },
      { x: c.threshold, label: formatHuf(c.threshold), value: c.maxLoanAt },
    ],
    [c.threshold, c.maxLoanBelow, c.maxLoanAt],
  );
  return (
    <Card title={C.title} as={heading}>
      <div className={styles.panelBody} data-affordability="cliff">
        <p className={resultStyles.answer}>{sentence}</p>
        <StatGrid label={C.label}>
          <Stat label={C.threshold} value={formatHuf(c.threshold)} />
          <Stat label={C.limits} value={C.limitsValue(c.limitBelowPercent, c.limitAtPercent)} />
          {jumps && <Stat label={C.jump} value={formatHuf(c.loanJump)} />}
          {c.householdBelow && <Stat label={C.missing} value={formatHuf(c.extraIncomeToThreshold)} />}
        </StatGrid>
        {jumps && (
          <SensitivityBarChart
            title={C.chartTitle}
            points={points}
            xLabel={C.xLabel}
            valueLabel={C.valueLabel}
            valueFormat="huf"
          />
        )}
        <GlossaryLinks terms={['incomeThreshold']} glossaryLink={links.glossaryLink} />
        <PanelRules rules={result.rules} ids={AFFORDABILITY_RULE_GROUPS.cliff} links={links} />
      </div>
    </Card>
  );
}
