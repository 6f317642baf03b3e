/**
 * Whom a service believes about the address a request comes from (apps/api/README.md, "Who the
 * client is"). The per-client limits key on that address, so whatever sets it can spend other
 * people's budgets or dodge its own. Three models, one per deployment:
 *
 * - `socket` (the default): the TCP peer. Right when clients connect to the service directly.
 * - `hops`: the address N entries from the right of X-Forwarded-For. Right only when every request
 *   passes through the same N proxies (an nginx on the same host, the service bound to loopback).
 *   With two ways in that differ in hops (Firebase Hosting and the Cloud Run URL) no N fits: too
 *   few and all visitors share the proxy's key, too many and a request made straight to the
 *   service names its own key.
 * - `front-end`: the one front end (the load balancer of apps/api/deploy/) proves itself with a
 *   shared secret in X-Front-End-Secret and names the visitor in X-Client-IP, both headers it sets
 *   itself, replacing whatever the visitor sent. A request without the secret did not come through
 *   it: the service refuses it (403), so no one can choose their own key.
 *
 * Framework-free, so the Fastify API (apps/api/src/front-end.ts) and the accounts service's plain
 * node:http handler (apps/accounts/src/http.ts) read the client the same way.
 */
import { createHash, timingSafeEqual } from 'node:crypto';
import { clientKey, parseAddress } from './client-address';

export const FRONT_END_SECRET_HEADER = 'x-front-end-secret';
export const CLIENT_IP_HEADER = 'x-client-ip';

/** Shortest secret accepted: 32 characters (at least 128 bits when generated as base64 or hex). */
export const FRONT_END_SECRET_MIN_LENGTH = 32;

export type ClientAddressModel =
  { kind: 'socket' } | { kind: 'hops'; hops: number } | { kind: 'front-end'; secret: string };

/** Node's IncomingHttpHeaders, or any record of lower-case names like it. */
export type RequestHeaders = Readonly<Record<string, string | string[] | undefined>>;

/**
 * The client of a request. `ok: false` only in the `front-end` model: the request did not come
 * through the front end (`genuine: false`), or the front end named no single valid address
 * (`genuine: true`, a configuration fault worth logging). `key` is then the socket's key.
 */
export type ClientOf = { ok: true; key: string } | { ok: false; key: string; genuine: boolean };

/** A secret the front-end model accepts: long enough, and sendable as one header value. */
export function isFrontEndSecret(secret: string): boolean {
  return secret.length >= FRONT_END_SECRET_MIN_LENGTH && /^[\x21-\x7e]+$/.test(secret);
}

/**
 * The address `hops` trusted proxies saw: the `hops`-th X-Forwarded-For entry from the right
 * (the entries further left are whatever the client wrote). Too few entries: the request did not
 * come through them, so the socket's address.
 */
export function forwardedAddress(
  remote: string | undefined,
  forwardedFor: string | string[] | undefined,
  hops: number,
) {
  if (hops === 0) return remote;
  const entries = (Array.isArray(forwardedFor) ? forwardedFor.join(',') : (forwardedFor ?? ''))
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  return entries.length >= hops ? entries[entries.length - hops] : remote;
}

const digest = (value: string) => createHash('sha256').update(value, 'utf8').digest();

/** The value of a header the front end sets once; several values (or none) mean it did not. */
function single(value: string | string[] | undefined): string | null {
  return typeof value === 'string' && !value.includes(',') ? value : null;
}

/** Reads the client of a request under `model`, from the socket's address and the headers. */
export function clientResolver(
  model: ClientAddressModel,
): (remote: string | undefined, headers: RequestHeaders) => ClientOf {
  if (model.kind === 'socket') return (remote) => ({ ok: true, key: clientKey(remote) });
  if (model.kind === 'hops')
    return (remote, headers) => ({
      ok: true,
      key: clientKey(forwardedAddress(remote, headers['x-forwarded-for'], model.hops)),
    });
  const secret = digest(model.secret);
  return (remote, headers) => {
    const given = headers[FRONT_END_SECRET_HEADER];
    // Compared in time independent of where the values differ (hashing first evens out lengths).
    const genuine = typeof given === 'string' && timingSafeEqual(digest(given), secret);
    const address = genuine ? parseAddress(single(headers[CLIENT_IP_HEADER]) ?? '') : null;
    return address ? { ok: true, key: clientKey(address) } : { ok: false, key: clientKey(remote), genuine };
  };
}
