import { RentOrBuyCalculator } from '@penzugy/widgets';
import { CALCULATOR_PAGE_PROPS } from './calculator-host';
import { MethodologyLink } from './MethodologyLink';

/** The calculator's own title is the page's one heading (h1), spelled as the spec writes it. */
export default function RentOrBuyPage() {
  return (
    <>
      <RentOrBuyCalculator {...CALCULATOR_PAGE_PROPS} />
      <MethodologyLink />
    </>
  );
}
