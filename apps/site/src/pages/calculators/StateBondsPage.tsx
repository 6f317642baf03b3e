import { StateBondCalculator } from '@penzugy/widgets';
import { glossaryLink, methodologyHref, onCalculatorEvent } from './calculator-host';
import { MethodologyLink } from './MethodologyLink';

/** 'Állampapír-kalkulátor' (docs/product.md#state-bonds): the calculator's title is the page's one heading (h1). */
export default function StateBondsPage() {
  return (
    <>
      <StateBondCalculator
        headingLevel="h1"
        syncUrl
        glossaryLink={glossaryLink}
        methodologyHref={methodologyHref}
        onEvent={onCalculatorEvent}
      />
      <MethodologyLink />
    </>
  );
}
