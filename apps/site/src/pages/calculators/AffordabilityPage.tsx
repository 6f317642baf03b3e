import { AffordabilityCalculator } from '@penzugy/widgets';
import { CALCULATOR_PAGE_PROPS } from './calculator-host';
import { MethodologyLink } from './MethodologyLink';

/** "Mekkora hitelt kaphatok?" (docs/product.md#affordability): the calculator's title is the page's one heading (h1). */
export default function AffordabilityPage() {
  return (
    <>
      <AffordabilityCalculator {...CALCULATOR_PAGE_PROPS} />
      <MethodologyLink />
    </>
  );
}
