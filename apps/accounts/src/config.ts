/**
 * The service's settings, from the environment. Everything has a local default, so `npm start`
 * and the tests need none of them; production sets SITE_ORIGIN, CONTACT_STAFF_EMAIL,
 * LIMIT_KEY_SALT and TRUSTED_PROXY_HOPS (apps/accounts/README.md).
 */
export interface ServiceConfig {
  /** Where the links in the mails point: the site's public origin, no trailing slash. */
  siteOrigin: string;
  /** Who receives the contact messages' digests. */
  staffEmail: string;
  /**
   * Mixed into the hashes that key the per-client limits, so the stored keys do not give back an
   * IP address by trying them all.
   */
  keySalt: string;
  /**
   * How many proxies in front of the service append to X-Forwarded-For (Firebase Hosting's
   * rewrite: 1). 0 (the default, as locally) uses the connection's own address and ignores the
   * header, which a client could otherwise forge.
   */
  trustedProxyHops: number;
}

type Env = Readonly<Record<string, string | undefined>>;

export const DEFAULT_SITE_ORIGIN = 'http://127.0.0.1:5173';
/** The contact page's example address (apps/site/src/shell/site-config.ts) until a real one is set. */
export const DEFAULT_STAFF_EMAIL = 'info@penzugy.example';

export function readConfig(env: Env = process.env): ServiceConfig {
  const hops = Number(env.TRUSTED_PROXY_HOPS ?? '0');
  if (!Number.isInteger(hops) || hops < 0)
    throw new Error(`TRUSTED_PROXY_HOPS must be a whole number ≥ 0, not ${env.TRUSTED_PROXY_HOPS}`);
  return {
    siteOrigin: (env.SITE_ORIGIN || DEFAULT_SITE_ORIGIN).replace(/\/+$/, ''),
    staffEmail: env.CONTACT_STAFF_EMAIL || DEFAULT_STAFF_EMAIL,
    keySalt: env.LIMIT_KEY_SALT || 'penzugy-local',
    trustedProxyHops: hops,
  };
}
