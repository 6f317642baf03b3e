import { useSectionHeading } from '../calculator-kit';

/** The heading level inside a results section (a panel's parts): one below the section's own. */
export function useSubheading(): 'h3' | 'h4' {
  return useSectionHeading() === 'h2' ? 'h3' : 'h4';
}
