/** User-facing text of the Spinner. */
export const SPINNER_STRINGS = {
  /** Default label; screens pass their own, e.g. 'Számítás folyamatban...' or 'Elemzés folyamatban...'. */
  defaultLabel: 'Betöltés...',
} as const;
