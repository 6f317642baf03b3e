/**
 * The HTTP face of the service (node:http, JSON in and out), reached by the site under /api/accounts:
 *
 * | request                                          | does                                                         |
 * | ------------------------------------------------ | ------------------------------------------------------------ |
 * | POST /newsletter/subscribe { email, consent }    | double opt-in sign-up (Bearer ID token optional); always 202 |
 * | POST /newsletter/confirm { token }               | confirms; 200 { outcome } or 404 invalid-link                |
 * | POST /newsletter/unsubscribe { token } or ?t=    | deletes the entry (also the mail clients' one-click POST)    |
 * | POST /contact { name, email, subject, message }  | one message; 202, or 429 rate-limited / busy                 |
 * | POST /account/delete (Bearer ID token, recent)   | deletes the account and all its data                         |
 * | GET /health                                      | 200                                                          |
 *
 * Bodies over MAX_BODY_BYTES are refused before they are read in full. The per-client limits key
 * on the client's key (@penzugy/client-address, hashed by client-key.ts), or on the uid for a signed-in contact message; the
 * global limits bound everything together, whatever keys a client forges.
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { Auth, DecodedIdToken } from 'firebase-admin/auth';
import type { Firestore } from 'firebase-admin/firestore';
import { isNewsletterAddress, normalizeNewsletterAddress } from '../../site/src/newsletter/address';
import { validateContact, type ContactValues } from '../../site/src/pages/contact/contact-form';
import { MAX_BODY_BYTES, RECENT_SIGN_IN_SECONDS, ROUTES, SERVICE_PATH, type ErrorBody, type ErrorCode } from './api';
import { clientResolver, FRONT_END_SECRET_HEADER } from '@penzugy/client-address';
import { hashedKey } from './client-key';
import type { ServiceConfig } from './config';
import { sendDigestIfDue, storeMessage } from './contact';
import { isDeleted, runDeletion, startDeletion, type DeletionDeps } from './deletion';
import { LIMITS, takeAll, type Taken } from './limits';
import { confirm, signUp, unsubscribe } from './newsletter';

export interface ServiceDeps extends DeletionDeps {
  db: Firestore;
  auth: Auth;
  config: ServiceConfig;
  log?: (line: string) => void;
}

class HttpError extends Error {
  constructor(
    readonly status: number,
    readonly body: ErrorBody,
  ) {
    super(body.error);
  }
}

const fail = (status: number, error: ErrorCode, extra: Omit<ErrorBody, 'error'> = {}) =>
  new HttpError(status, { error, ...extra });

function send(res: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}): void {
  const text = JSON.stringify(body);
  res.writeHead(status, {
    'content-type': 'application/json; charset=utf-8',
    'content-length': Buffer.byteLength(text),
    'cache-control': 'no-store',
    'x-content-type-options': 'nosniff',
    ...headers,
  });
  res.end(text);
}

/** The body as text, refused past MAX_BODY_BYTES (declared or actual). */
async function readBody(req: IncomingMessage): Promise<string> {
  if (Number(req.headers['content-length'] ?? 0) > MAX_BODY_BYTES) throw fail(413, 'too-large');
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req) {
    size += (chunk as Buffer).length;
    if (size > MAX_BODY_BYTES) throw fail(413, 'too-large');
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks).toString('utf8');
}

/** A JSON object body (anything else: 400). */
async function jsonBody(req: IncomingMessage): Promise<Record<string, unknown>> {
  const type = (req.headers['content-type'] ?? '').split(';')[0]!.trim().toLowerCase();
  const text = await readBody(req);
  if (type !== 'application/json') throw fail(415, 'invalid-request');
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    throw fail(400, 'invalid-request');
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) throw fail(400, 'invalid-request');
  return value as Record<string, unknown>;
}

function refused(taken: Taken, error: 'rate-limited' | 'busy'): HttpError | null {
  return taken.ok ? null : fail(429, error, { retryAfterSeconds: taken.retryAfterSeconds });
}

/** A verified ID token from `Authorization: Bearer …`, or null when none was sent; 401 when it is bad or revoked. */
async function bearer(req: IncomingMessage, auth: Auth): Promise<DecodedIdToken | null> {
  const header = req.headers.authorization;
  if (!header) return null;
  const match = /^Bearer (\S+)$/.exec(header);
  if (!match) throw fail(401, 'unauthenticated');
  try {
    return await auth.verifyIdToken(match[1]!, true);
  } catch {
    throw fail(401, 'unauthenticated');
  }
}

const text = (value: unknown): string => (typeof value === 'string' ? value.trim() : '');

export function createHandler(deps: ServiceDeps) {
  const { db, auth, config } = deps;
  const log = deps.log ?? ((line: string) => console.log(`[accounts] ${line}`));
  const resolveClient = clientResolver(config.clientModel);
  /** The client's limits key (set for every request but /health by the handler below). */
  const clients = new WeakMap<IncomingMessage, string>();
  const clientKey = (req: IncomingMessage, scope: string) =>
    `${scope}-${hashedKey(config.keySalt, clients.get(req) ?? 'unknown')}`;

  async function newsletterSignUp(req: IncomingMessage): Promise<[number, unknown]> {
    const user = await bearer(req, auth);
    const body = await jsonBody(req);
    if (user && (await isDeleted(db, user.uid))) throw fail(401, 'unauthenticated');
    const address = normalizeNewsletterAddress(text(body.email));
    const fields = [...(isNewsletterAddress(address) ? [] : ['email']), ...(body.consent === true ? [] : ['consent'])];
    if (fields.length) throw fail(400, 'invalid-fields', { fields });
    const limited =
      refused(
        await takeAll(db, [{ key: clientKey(req, 'newsletter-client'), limit: LIMITS.newsletterClient }]),
        'rate-limited',
      ) ?? refused(await takeAll(db, [{ key: 'newsletter-global', limit: LIMITS.newsletterGlobal }]), 'busy');
    if (limited) throw limited;
    const effect = await signUp(db, config, address, { uid: user?.uid ?? null });
    log(`newsletter sign-up: ${effect}`);
    // The same answer whatever the list holds: it must not tell who is subscribed.
    return [202, { status: 'check-your-inbox' }];
  }

  async function newsletterLink(
    req: IncomingMessage,
    url: URL,
    kind: 'confirm' | 'unsubscribe',
  ): Promise<[number, unknown]> {
    // A mail client's one-click unsubscribe posts a form with the token in the link's query.
    let token: unknown;
    if (kind === 'unsubscribe' && url.searchParams.has('t')) {
      await readBody(req);
      token = url.searchParams.get('t');
    } else token = (await jsonBody(req)).token;
    const limited = refused(
      await takeAll(db, [{ key: clientKey(req, 'newsletter-link'), limit: LIMITS.newsletterLinkClient }]),
      'rate-limited',
    );
    if (limited) throw limited;
    const outcome = kind === 'confirm' ? await confirm(db, token) : await unsubscribe(db, token);
    if (outcome === 'invalid') throw fail(404, 'invalid-link');
    return [200, { outcome }];
  }

  async function contact(req: IncomingMessage): Promise<[number, unknown]> {
    const user = await bearer(req, auth);
    const body = await jsonBody(req);
    if (user && (await isDeleted(db, user.uid))) throw fail(401, 'unauthenticated');
    const values: ContactValues = {
      name: text(body.name),
      email: text(body.email),
      subject: text(body.subject),
      message: text(body.message),
    };
    // The honeypot: a field people never see, so only a form-filling robot fills it. It is told
    // the message went through, and nothing is stored.
    const robot = text(body.website) !== '';
    const invalid = Object.keys(validateContact(values));
    if (invalid.length && !robot) throw fail(400, 'invalid-fields', { fields: invalid });
    const owner = user?.uid;
    const sender = owner ? `contact-user-${owner}` : clientKey(req, 'contact-client');
    const limited =
      refused(
        await takeAll(db, [
          { key: `${sender}-minute`, limit: LIMITS.contactClientMinute, ...(owner ? { owner } : {}) },
          { key: `${sender}-day`, limit: LIMITS.contactClientDay, ...(owner ? { owner } : {}) },
        ]),
        'rate-limited',
      ) ?? refused(await takeAll(db, [{ key: 'contact-global', limit: LIMITS.contactGlobal }]), 'busy');
    if (limited) throw limited;
    if (robot) {
      log('contact: honeypot filled, nothing stored');
      return [202, { status: 'received' }];
    }
    await storeMessage(db, values, owner ?? null);
    await sendDigestIfDue(db, config).catch((error: unknown) => log(`contact digest failed: ${String(error)}`));
    return [202, { status: 'received' }];
  }

  async function deleteAccount(req: IncomingMessage): Promise<[number, unknown]> {
    await readBody(req);
    const user = await bearer(req, auth);
    if (!user) throw fail(401, 'unauthenticated');
    if (Date.now() / 1000 - user.auth_time > RECENT_SIGN_IN_SECONDS) throw fail(403, 'recent-sign-in-required');
    // The address counts as the user's only if it was verified (deletion.ts).
    await startDeletion(db, user.uid, user.email_verified ? (user.email ?? null) : null);
    try {
      await runDeletion(deps, user.uid);
    } catch (error) {
      // The tombstone is written: nothing can be added any more, and the job is finished by the
      // timer (resumePendingDeletions) or by asking again.
      log(`deletion of ${user.uid} interrupted: ${String(error)}`);
      throw fail(503, 'deletion-unfinished');
    }
    return [200, { status: 'deleted' }];
  }

  return async (req: IncomingMessage, res: ServerResponse): Promise<void> => {
    const url = new URL(req.url ?? '/', 'http://service');
    if (url.pathname.startsWith(`${SERVICE_PATH}/`)) url.pathname = url.pathname.slice(SERVICE_PATH.length);
    try {
      if (url.pathname === ROUTES.health && req.method === 'GET') return send(res, 200, { status: 'ok' });
      // Who the client is, before anything else; in the front-end model a request that did not
      // come through the front end is refused, so it cannot choose its own key.
      const client = resolveClient(req.socket.remoteAddress, req.headers);
      delete req.headers[FRONT_END_SECRET_HEADER];
      if (!client.ok) {
        if (client.genuine) log('the front end sent no client address');
        throw fail(403, 'front-end-required');
      }
      clients.set(req, client.key);
      const routes: Record<string, () => Promise<[number, unknown]>> = {
        [ROUTES.newsletterSignUp]: () => newsletterSignUp(req),
        [ROUTES.newsletterConfirm]: () => newsletterLink(req, url, 'confirm'),
        [ROUTES.newsletterUnsubscribe]: () => newsletterLink(req, url, 'unsubscribe'),
        [ROUTES.contact]: () => contact(req),
        [ROUTES.deleteAccount]: () => deleteAccount(req),
      };
      const route = Object.hasOwn(routes, url.pathname) ? routes[url.pathname] : undefined;
      if (!route) return send(res, 404, { error: 'invalid-request' } satisfies ErrorBody);
      if (req.method !== 'POST')
        return send(res, 405, { error: 'invalid-request' } satisfies ErrorBody, { allow: 'POST' });
      const [status, body] = await route();
      send(res, status, body);
    } catch (error) {
      if (error instanceof HttpError) {
        const retry = error.body.retryAfterSeconds;
        return send(res, error.status, error.body, retry ? { 'retry-after': String(retry) } : {});
      }
      log(
        `${req.method} ${url.pathname} failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`,
      );
      send(res, 500, { error: 'internal' } satisfies ErrorBody);
    }
  };
}

export function createService(deps: ServiceDeps): Server {
  const handler = createHandler(deps);
  const server = createServer((req, res) => void handler(req, res));
  // Slow clients must not hold connections open (slowloris).
  server.headersTimeout = 10_000;
  server.requestTimeout = 15_000;
  return server;
}
