/**
 * The image shown when an article has none (spec 000 §9): an inline SVG data URL, so it needs no
 * request and works offline.
 */
export const PLACEHOLDER_IMAGE =
  'data:image/svg+xml,' +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 320 180"><defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#1f2739"/><stop offset="1" stop-color="#2c3a5a"/></linearGradient></defs><rect width="320" height="180" fill="url(#g)"/><path d="M40 140 L100 100 L150 120 L210 60 L280 80" fill="none" stroke="#5b9dff" stroke-width="6" stroke-linecap="round" stroke-linejoin="round"/><circle cx="210" cy="60" r="8" fill="#3ecf8e"/></svg>',
  );
