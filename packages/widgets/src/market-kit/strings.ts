/** Texts of the shared loading / error / empty state of the market widgets. */
export const DATA_STATE_STRINGS = {
  retry: 'Újrapróbálkozás',
  loading: 'Betöltés...',
} as const;
