import { createElement, type ReactNode } from 'react';
import { resultStyles, useSectionHeading } from '../calculator-kit';

/**
 * A panel part's title (the subsidy and prepayment panels' verdicts, plan, goal, results): one level
 * below the calculator's sections, so the outline never skips a level (calculator-kit/section-heading.ts).
 * A component, not a hook returning a tag: a tag chosen in render reads as a component made in render.
 */
export function Subheading({ children }: { children: ReactNode }) {
  const level = useSectionHeading() === 'h2' ? 'h3' : 'h4';
  return createElement(level, { className: resultStyles.sectionTitle }, children);
}
