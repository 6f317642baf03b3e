/** User-facing text of the ComingSoonOverlay. */
export const COMING_SOON_STRINGS = {
  /** Default title (spec 000 §1: dashboard, knowledge base and calculators landing). */
  title: 'Hamarosan',
} as const;
