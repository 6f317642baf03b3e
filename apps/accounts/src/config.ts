/**
 * The service's settings, from the environment. Everything has a local default, so `npm start`
 * and the tests need none of them; production sets SITE_ORIGIN, CONTACT_STAFF_EMAIL,
 * LIMIT_KEY_SALT and FRONT_END_SECRET (apps/accounts/README.md).
 */
import { isFrontEndSecret, FRONT_END_SECRET_MIN_LENGTH, type ClientAddressModel } from '@penzugy/client-address';

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
   * Whom to believe about the client's address, as in the API (packages/client-address/src/
   * front-end.ts): FRONT_END_SECRET gives the front-end model (production: the load balancer names
   * the client and proves itself; a request that did not come through it is refused), else
   * TRUSTED_PROXY_HOPS > 0 the hops model (X-Forwarded-For, for a proxy on the same host and the
   * tests), else the socket's own address.
   */
  clientModel: ClientAddressModel;
}

type Env = Readonly<Record<string, string | undefined>>;

export const DEFAULT_SITE_ORIGIN = 'http://127.0.0.1:5173';
/** The contact page's example address (apps/site/src/shell/site-config.ts) until a real one is set. */
export const DEFAULT_STAFF_EMAIL = 'info@penzugy.example';

export function readConfig(env: Env = process.env): ServiceConfig {
  return {
    siteOrigin: (env.SITE_ORIGIN || DEFAULT_SITE_ORIGIN).replace(/\/+$/, ''),
    staffEmail: env.CONTACT_STAFF_EMAIL || DEFAULT_STAFF_EMAIL,
    keySalt: env.LIMIT_KEY_SALT || 'penzugy-local',
    clientModel: readClientModel(env),
  };
}

function readClientModel(env: Env): ClientAddressModel {
  const hops = Number(env.TRUSTED_PROXY_HOPS ?? '0');
  if (!Number.isInteger(hops) || hops < 0)
    throw new Error(`TRUSTED_PROXY_HOPS must be a whole number ≥ 0, not ${env.TRUSTED_PROXY_HOPS}`);
  const secret = env.FRONT_END_SECRET?.trim();
  if (!secret) return hops > 0 ? { kind: 'hops', hops } : { kind: 'socket' };
  if (!isFrontEndSecret(secret))
    throw new Error(`FRONT_END_SECRET must be at least ${FRONT_END_SECRET_MIN_LENGTH} visible ASCII characters`);
  // The front end names the client itself; X-Forwarded-For hops would let a request name its own.
  if (hops > 0) throw new Error('TRUSTED_PROXY_HOPS must be 0 when FRONT_END_SECRET is set');
  return { kind: 'front-end', secret };
}
