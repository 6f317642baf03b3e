/**
 * The theme's fixed scales: control heights and stacking order. They are the same in both colour
 * modes, so they are plain constants spread into `style()` at build time rather than contract
 * variables: a variable would add a declaration to both theme classes, which every widget and
 * every embed carries (apps/embed's size test), for a value that never changes.
 */

/**
 * Least height of a control or a control-sized link.
 * - `small`: a small button, a chip, a toolbar field; also the side of a square icon button.
 * - `regular`: a form control (text box, select, the NumberField), a button, a call to action.
 * - `touch`: a header or menu control of the site, the 44 × 44 px touch target of WCAG 2.5.5.
 */
export const controlHeight = { small: '32px', regular: '40px', touch: '44px' } as const;

/**
 * The stacking order, lowest first. The first three order the parts of one component among
 * themselves (they stack inside the component's own context); the rest order the page's layers.
 */
export const zIndex = {
  /** A component's own stacking context (the PDF page under its text layer). */
  base: 0,
  /** Above its siblings: a hovered tile, a sticky table head, a chart's tooltip, a card's overlay. */
  raised: 1,
  /** Above a raised sibling: the keyboard-focused tile of the heatmap. */
  focused: 2,
  /** Above everything else in the component: the heatmap's tooltip. */
  floating: 3,
  /** The site header that sticks to the top of the page. */
  sticky: 20,
  /** A menu opened from the header (the user menu). */
  headerMenu: 30,
  /** The dimmed page behind a side menu. */
  overlay: 40,
  /** The side menu. */
  drawer: 50,
  /**
   * The banners over the bottom of the page (cookie consent, stale data): over the side menu, so the
   * cookie choice stays within reach, and under what the visitor opens.
   */
  banner: 55,
  /**
   * What the visitor opened on top of the page: tooltips and a select's popup panel. Over every
   * banner: on a first visit the cookie banner covered the lower half of an open stock list.
   */
  popover: 60,
  /** The skip link, shown when it has focus. */
  skipLink: 100,
  /** Notices that must stay visible over everything (the account notices). */
  toast: 1000,
} as const;
