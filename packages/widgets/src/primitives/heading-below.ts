/**
 * The heading one level below each heading a widget's title may be: a section under an h1 title is
 * an h2, under an h2 an h3. Every widget that takes its title's level (`as`, `headingLevel`) heads
 * its sections with `HEADING_BELOW[level]`, so the page's outline never skips a level (axe's and
 * Lighthouse's heading-order). A lookup rather than a function: the React compiler's lint takes the
 * result of a call rendered as an element for a component created during render.
 */
export const HEADING_BELOW = { h1: 'h2', h2: 'h3', h3: 'h4', h4: 'h5', h5: 'h6' } as const;

export type HeadingAbove = keyof typeof HEADING_BELOW;
