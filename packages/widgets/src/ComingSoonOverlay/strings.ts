/** User-facing text of the ComingSoonOverlay. */
export const COMING_SOON_STRINGS = {
  /** Default title (docs/product.md#overlays: dashboard, knowledge base and calculators landing). */
  title: 'Hamarosan',
} as const;
