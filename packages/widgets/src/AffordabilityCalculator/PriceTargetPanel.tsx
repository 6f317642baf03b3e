import { formatHuf, type AffordabilityResult, type AffordabilityTarget } from '@penzugy/finance-core';
import { Card } from '../Card';
import { resultStyles, useSectionHeading } from '../calculator-kit';
import { Stat, StatGrid } from '../primitives';
import * as styles from './AffordabilityCalculator.css';
import { AFFORDABILITY_RULE_GROUPS } from './constants';
import { PanelRules, type AffordabilityLinks } from './RuleLinks';
import { AFFORDABILITY_CALCULATOR_STRINGS as S } from './strings';

const T = S.target;

function verdict(target: AffordabilityTarget): string {
  if (target.affordable === null) return T.needOwnFunds;
  return target.affordable ? T.affordable : T.notAffordable;
}

/**
 * A price in mind (docs/product.md#affordability): can it be bought, the largest loan on it and the least
 * own funds, and what it would take — more own funds, or the monthly income at which the JTM allows the
 * loan (finance-core's closed form with the threshold's jump).
 */
export function PriceTargetPanel({
  result,
  target,
  lines,
  links,
}: {
  result: AffordabilityResult;
  target: AffordabilityTarget;
  /** finance-core's sentences about the price. */
  lines: readonly string[];
  links: AffordabilityLinks;
}) {
  const heading = useSectionHeading();
  const state = target.affordable === null ? 'unknown' : target.affordable ? 'affordable' : 'not-affordable';
  return (
    <Card title={T.title(target.price)} as={heading}>
      <div className={styles.panelBody} data-affordability-target={state}>
        <p className={styles.verdict}>{verdict(target)}</p>
        <StatGrid label={T.label}>
          <Stat label={T.maxLoan} value={formatHuf(target.maxLoan)} hint={S.headline.bindingName[target.binding]} />
          <Stat label={T.minOwnFunds} value={formatHuf(target.minOwnFunds)} />
          {target.affordable === false && (
            <Stat label={T.extraOwnFunds} value={formatHuf(target.extraOwnFundsNeeded)} />
          )}
          <Stat
            label={T.incomeNeeded}
            value={target.incomeNeeded === null ? T.noIncome : formatHuf(target.incomeNeeded)}
            hint={T.incomeNeededHint(target.extraIncomeNeeded)}
          />
        </StatGrid>
        {lines.map((line) => (
          <p key={line} className={resultStyles.note}>
            {line}
          </p>
        ))}
        <PanelRules
          rules={result.rules}
          ids={[...AFFORDABILITY_RULE_GROUPS.loanToValue, ...AFFORDABILITY_RULE_GROUPS.paymentToIncome]}
          links={links}
        />
      </div>
    </Card>
  );
}
