import { StateBondCalculator } from '@penzugy/widgets';
import { CALCULATOR_PAGE_PROPS } from './calculator-host';
import { MethodologyLink } from './MethodologyLink';

/** 'Állampapír-kalkulátor' (docs/product.md#state-bonds): the calculator's title is the page's one heading (h1). */
export default function StateBondsPage() {
  return (
    <>
      <StateBondCalculator {...CALCULATOR_PAGE_PROPS} />
      <MethodologyLink />
    </>
  );
}
