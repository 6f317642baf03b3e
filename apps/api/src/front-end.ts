/**
 * Which address a request comes from, and whom to believe about it (README.md, "Who the client
 * is"). The limits (rate-limit.ts) key on this address, so whatever sets it can spend other
 * people's budgets or dodge its own. Three models, one per deployment:
 *
 * - `socket` (default): the TCP peer. Right when clients connect to the service directly.
 * - `hops`: the address N entries from the right of X-Forwarded-For (`TRUST_PROXY_HOPS`). Right
 *   only when every request passes through the same N proxies, e.g. an nginx on the same host with
 *   the service bound to loopback. With two ways in that differ in hops (Firebase Hosting and the
 *   Cloud Run URL) no N fits: too few and all visitors share the proxy's key, too many and a
 *   request made straight to the service names its own key.
 * - `front-end` (`FRONT_END_SECRET`): the one front end (the load balancer of deploy/) proves
 *   itself with a shared secret in X-Front-End-Secret and names the visitor in X-Client-IP, both
 *   headers it sets itself, replacing whatever the visitor sent. A request without the secret did
 *   not come through it and is refused (403), so no one can choose their own key; only `/health`
 *   answers without it (the platform's probes call the container directly).
 */
import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { clientKey, parseAddress } from './client-address';
import { AnswerError, ERROR_TITLES } from './errors';

export const FRONT_END_SECRET_HEADER = 'x-front-end-secret';
export const CLIENT_IP_HEADER = 'x-client-ip';

/** Shortest secret accepted: 32 characters (at least 128 bits when generated as base64 or hex). */
export const FRONT_END_SECRET_MIN_LENGTH = 32;

export type ClientAddressModel =
  { kind: 'socket' } | { kind: 'hops'; hops: number } | { kind: 'front-end'; secret: string };

declare module 'fastify' {
  interface FastifyRequest {
    /** The limits' key of the client (client-address.ts), set before any other hook. */
    clientKey: string;
  }
}

const digest = (value: string) => createHash('sha256').update(value, 'utf8').digest();

/** Compares in time independent of where the values differ (hashing first evens out the lengths). */
function sameSecret(given: string | string[] | undefined, secret: Buffer): boolean {
  return typeof given === 'string' && timingSafeEqual(digest(given), secret);
}

/** The value of a header the front end sets once; several values (or none) mean it did not. */
function single(value: string | string[] | undefined): string | null {
  return typeof value === 'string' && !value.includes(',') ? value : null;
}

/** Fastify's `trustProxy` for the model: only `hops` reads X-Forwarded-For. */
export function trustProxyFor(model: ClientAddressModel): (address: string, hop: number) => boolean {
  const hops = model.kind === 'hops' ? model.hops : 0;
  return (_address, hop) => hop < hops;
}

/**
 * Sets `request.clientKey` on every request (the first onRequest hook), refusing with 403 what
 * did not come through the front end in the `front-end` model. `open` paths skip the check.
 */
export function registerClientAddress(
  app: FastifyInstance,
  model: ClientAddressModel,
  open: ReadonlySet<string>,
): void {
  app.decorateRequest('clientKey', '');
  if (model.kind !== 'front-end') {
    // request.ip is the socket's address, or X-Forwarded-For's by trustProxyFor(model).
    app.addHook('onRequest', async (request: FastifyRequest) => {
      request.clientKey = clientKey(request.ip);
    });
    return;
  }
  const secret = digest(model.secret);
  app.addHook('onRequest', async (request: FastifyRequest) => {
    const { headers } = request;
    const genuine = sameSecret(headers[FRONT_END_SECRET_HEADER], secret);
    // Nothing after this hook (logs included) needs to see the secret.
    delete headers[FRONT_END_SECRET_HEADER];
    const address = genuine ? parseAddress(single(headers[CLIENT_IP_HEADER]) ?? '') : null;
    if (address) {
      request.clientKey = clientKey(address);
      return;
    }
    request.clientKey = clientKey(request.ip);
    if (open.has(request.routeOptions.url ?? '')) return;
    if (genuine) request.log.error({ header: CLIENT_IP_HEADER }, 'the front end sent no client address');
    throw new AnswerError(403, {
      error: ERROR_TITLES[403],
      message: 'Ez a szolgáltatás csak a webhelyen keresztül érhető el.',
    });
  });
}
