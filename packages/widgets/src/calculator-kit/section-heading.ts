import { createContext, useContext } from 'react';

/**
 * The heading level of a calculator's sections (THM, rate rise, sensitivity…): one below the
 * calculator's title, which is an h2, or the page's h1 where the site shows the calculator alone
 * (`headingLevel`). CalculatorLayout provides it, so the outline never skips a level.
 */
export const SectionHeadingContext = createContext<'h2' | 'h3'>('h3');

/**
 * The section level under a calculator whose title is `titleLevel`: primitives' HEADING_BELOW for
 * the two levels a calculator's title can be, written out because the lookup table costs the loan
 * calculator's embed 35 B gzipped, which its budget does not have (apps/embed build.test.ts).
 */
export function sectionHeadingFor(titleLevel: 'h1' | 'h2' | undefined): 'h2' | 'h3' {
  return titleLevel === 'h1' ? 'h2' : 'h3';
}

/** The element for a section heading in a component rendered inside a calculator. */
export function useSectionHeading(): 'h2' | 'h3' {
  return useContext(SectionHeadingContext);
}
