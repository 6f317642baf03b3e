import { createElement, type ReactNode } from 'react';
import * as resultStyles from './results.css';
import { useSectionHeading } from './section-heading';

/** A results section's title, at the calculator's section level (one below its title; see section-heading.ts). */
export function SectionTitle({ children }: { children: ReactNode }) {
  const heading = useSectionHeading();
  return createElement(heading, { className: resultStyles.sectionTitle }, children);
}
