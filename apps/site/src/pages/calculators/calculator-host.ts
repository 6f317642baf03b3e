import type { CalculatorEventHandler } from '@penzugy/widgets';
import { shareEvent, track, trackEvent } from '../../analytics';

/**
 * The calculators' glossary links name the term as the calculator knows it ('THM', 'Önerő'); the
 * term page resolves names and aliases to the entry (pages/dictionary/TermPage.tsx). Resolving here
 * would put the whole glossary into every calculator's bundle.
 */
export function glossaryLink(term: string): string {
  return `/dictionary/${encodeURIComponent(term)}`;
}

/** A rule's place on the methodology page (/modszertan, one anchor per rule id), for the calculators' rule notes. */
export function methodologyHref(ruleId: string): string {
  return `/modszertan#${encodeURIComponent(ruleId)}`;
}

/** calculator_interaction (docs/product.md#analytics) from every calculator's onEvent; results and errors too. */
export const onCalculatorEvent: CalculatorEventHandler = (event) => {
  if (event.type === 'calculator_interaction') {
    track('calculator_interaction', { calculator: event.calculator, action: event.action, field: event.field });
    // The link copy is also GA4's own `share` event (docs/product.md#analytics).
    if (event.action === 'share') trackEvent(shareEvent(event.calculator));
  } else if (event.type === 'error') {
    track('calculator_interaction', { calculator: event.calculator, action: 'error' });
  }
};

/**
 * What the calculator pages give the calculators that link glossary terms and rules (loan,
 * affordability, rent-or-buy, state bonds): the title as the page's one heading, the inputs in the
 * address, the glossary and methodology links and the analytics events.
 */
export const CALCULATOR_PAGE_PROPS = {
  headingLevel: 'h1',
  syncUrl: true,
  glossaryLink,
  methodologyHref,
  onEvent: onCalculatorEvent,
} as const;
