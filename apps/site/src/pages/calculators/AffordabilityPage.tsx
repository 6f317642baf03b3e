import { AffordabilityCalculator } from '@penzugy/widgets';
import { glossaryLink, methodologyHref, onCalculatorEvent } from './calculator-host';
import { MethodologyLink } from './MethodologyLink';

/** "Mekkora hitelt kaphatok?" (docs/product.md#affordability): the calculator's title is the page's one heading (h1). */
export default function AffordabilityPage() {
  return (
    <>
      <AffordabilityCalculator
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
