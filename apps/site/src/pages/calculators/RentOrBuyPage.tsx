import { RentOrBuyCalculator } from '@penzugy/widgets';
import { glossaryLink, methodologyHref, onCalculatorEvent } from './calculator-host';
import { MethodologyLink } from './MethodologyLink';

/** The calculator's own title is the page's one heading (h1), spelled as the spec writes it. */
export default function RentOrBuyPage() {
  return (
    <>
      <RentOrBuyCalculator
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
