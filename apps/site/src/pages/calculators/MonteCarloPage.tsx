import { MonteCarloCalculator } from '@penzugy/widgets';
import { methodologyHref, onCalculatorEvent } from './calculator-host';
import { MethodologyLink } from './MethodologyLink';

/** The calculator's own title is the page's one heading (h1), spelled as the spec writes it. */
export default function MonteCarloPage() {
  return (
    <>
      <MonteCarloCalculator headingLevel="h1" syncUrl methodologyHref={methodologyHref} onEvent={onCalculatorEvent} />
      <MethodologyLink />
    </>
  );
}
