/**
 * Google Analytics' cookies (_ga, _ga_<stream>, _gid, _gat…) and how to delete them when the
 * visitor withdraws consent. gtag.js sets them on the widest domain it may (`cookie_domain: auto`:
 * example.hu for www.example.hu), so each is expired on the host and on every parent domain.
 */

export const ANALYTICS_COOKIE = /^_(?:ga|gid|gat)(?:_|$)/;

/** The names of the analytics cookies in a `document.cookie` string. */
export function analyticsCookieNames(cookieString: string): string[] {
  const names = cookieString
    .split(';')
    .map((pair) => pair.split('=')[0]!.trim())
    .filter((name) => ANALYTICS_COOKIE.test(name));
  return [...new Set(names)];
}

/** The domains a cookie of this host may live on: the host itself and each parent but the top level. */
export function cookieDomains(hostname: string): string[] {
  const labels = hostname.split('.');
  // An IP address or a single-label host (localhost) has no parent domain.
  if (labels.length < 2 || /^[\d.]+$/.test(hostname)) return [];
  return labels.slice(0, -1).map((_, i) => `.${labels.slice(i).join('.')}`);
}

/** The `document.cookie` assignments that delete every analytics cookie of the page. */
export function expiringAssignments(cookieString: string, hostname: string): string[] {
  const expire = (name: string, domain?: string) =>
    `${name}=; Max-Age=0; Expires=Thu, 01 Jan 1970 00:00:00 GMT; Path=/${domain ? `; Domain=${domain}` : ''}`;
  return analyticsCookieNames(cookieString).flatMap((name) => [
    expire(name),
    ...cookieDomains(hostname).map((d) => expire(name, d)),
  ]);
}

/** Deletes the analytics cookies the page can see. */
export function clearAnalyticsCookies(doc: { cookie: string }, hostname: string): void {
  for (const assignment of expiringAssignments(doc.cookie, hostname)) doc.cookie = assignment;
}
