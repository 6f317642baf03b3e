/**
 * The one rule for links written from data (fetched JSON, settings, markdown): an `href` is either an
 * absolute `http:`/`https:` URL, a path on the page's own origin (`/kalkulatorok/…`, never `//host`
 * or `/\host`, which browsers read as another host) or a fragment of the same page (`#szakasz`).
 * Everything else — `javascript:`, `data:`, `vbscript:`, relative paths, anything with a control
 * character (browsers drop tabs and newlines anywhere in a URL, which turns `/⇥/evil.example` into
 * `//evil.example`) or leading space — is refused. React 19 blocks `javascript:` URLs, preact (the
 * embed's runtime) does not, so the widgets check every such href themselves.
 *
 * Pure string and `URL` work, no DOM: the widgets, the embed's data checks and the site share it.
 */

/** An absolute URL whose scheme is http or https (case-insensitive, as browsers read schemes). */
const HTTP_URL = /^https?:/i;
/** A path on the page's own origin: one `/`, not followed by another `/` or a `\`. */
const SAME_ORIGIN_PATH = /^\/(?![/\\])/;
/** C0 control characters, space (only where it leads) and DEL. */
// eslint-disable-next-line no-control-regex -- control characters are exactly what the check rejects
const CONTROL = /[\u0000-\u001f\u007f]/;

/** True when `href` may be written into a link as it is (see the module comment). */
export function isSafeHref(href: unknown): href is string {
  if (typeof href !== 'string' || href === '' || CONTROL.test(href) || href.trimStart() !== href) return false;
  if (href.startsWith('#') || SAME_ORIGIN_PATH.test(href)) return true;
  if (!HTTP_URL.test(href)) return false;
  try {
    const url = new URL(href);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.host !== '';
  } catch {
    return false;
  }
}

/**
 * `href` when it passes {@link isSafeHref}, else `undefined` (a link without an address). With
 * `base` — the URL the data came from — a same-origin path is resolved against it, so a path in a
 * partner's copy of the data points to the data's site, not to the page that shows it. A base that
 * is not itself http(s) resolves nothing: the path is refused.
 */
export function safeHref(href: unknown, base?: string | URL): string | undefined {
  if (!isSafeHref(href)) return undefined;
  if (base === undefined || !SAME_ORIGIN_PATH.test(href)) return href;
  try {
    const resolved = new URL(href, base);
    return resolved.protocol === 'http:' || resolved.protocol === 'https:' ? resolved.href : undefined;
  } catch {
    return undefined;
  }
}
