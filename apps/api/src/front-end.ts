/**
 * Which address a request comes from, and whom to believe about it (README.md, "Who the client
 * is"): the Fastify side of the models of @penzugy/client-address (packages/client-address/src/
 * front-end.ts), which the accounts service shares. The limits (rate-limit.ts) key on this
 * address. `socket` (default) and `hops` (`TRUST_PROXY_HOPS`) go through Fastify's request.ip;
 * `front-end` (`FRONT_END_SECRET`) refuses with 403 what did not come through the one front end;
 * only `/health` answers without it (the platform's probes call the container directly).
 */
import { clientKey, clientResolver, FRONT_END_SECRET_HEADER, type ClientAddressModel } from '@penzugy/client-address';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AnswerError, ERROR_TITLES } from './errors';

export {
  CLIENT_IP_HEADER,
  FRONT_END_SECRET_HEADER,
  FRONT_END_SECRET_MIN_LENGTH,
  type ClientAddressModel,
} from '@penzugy/client-address';

declare module 'fastify' {
  interface FastifyRequest {
    /** The limits' key of the client (@penzugy/client-address), set before any other hook. */
    clientKey: string;
  }
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
  const resolve = clientResolver(model);
  app.addHook('onRequest', async (request: FastifyRequest) => {
    const client = resolve(request.ip, request.headers);
    // Nothing after this hook (logs included) needs to see the secret.
    delete request.headers[FRONT_END_SECRET_HEADER];
    request.clientKey = client.key;
    if (client.ok || open.has(request.routeOptions.url ?? '')) return;
    if (client.genuine) request.log.error({ header: 'x-client-ip' }, 'the front end sent no client address');
    throw new AnswerError(403, {
      error: ERROR_TITLES[403],
      message: 'Ez a szolgáltatás csak a webhelyen keresztül érhető el.',
    });
  });
}
