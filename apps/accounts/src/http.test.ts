/**
 * The proxy model of the accounts service over real HTTP. The refusals below happen before the
 * service touches Firestore or Auth, so no Firebase is needed (test-support.ts).
 */
import { CLIENT_IP_HEADER, FRONT_END_SECRET_HEADER } from '@penzugy/client-address';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROUTES, SERVICE_PATH } from './api';
import { readConfig } from './config';
import { firebaseFreeService } from './test-support';

const SECRET = 'a-front-end-secret-of-forty-characters!!';
const logged: string[] = [];
let service: Awaited<ReturnType<typeof firebaseFreeService>>;
let base = '';

beforeAll(async () => {
  service = await firebaseFreeService(readConfig({ FRONT_END_SECRET: SECRET }), (line) => logged.push(line));
  base = service.origin + SERVICE_PATH;
});
afterAll(() => service.close());

const post = (path: string, headers: Record<string, string> = {}) =>
  fetch(base + path, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify({ email: 'anna@example.hu', consent: true }),
  });

describe('the front-end model (FRONT_END_SECRET)', () => {
  it('refuses every route with 403 front-end-required when the request did not come through the front end', async () => {
    for (const path of Object.values(ROUTES).filter((p) => p !== ROUTES.health))
      for (const headers of <Record<string, string>[]>[
        {},
        { 'x-forwarded-for': '203.0.113.5', [CLIENT_IP_HEADER]: '203.0.113.5' },
        { [FRONT_END_SECRET_HEADER]: SECRET.slice(1), [CLIENT_IP_HEADER]: '203.0.113.5' },
      ]) {
        const answer = await post(path, headers);
        expect(answer.status, path).toBe(403);
        expect(await answer.json()).toEqual({ error: 'front-end-required' });
      }
    expect(logged).toEqual([]);
  });

  it('logs a front end that proves itself but names no client, and refuses the request', async () => {
    const answer = await post(ROUTES.contact, { [FRONT_END_SECRET_HEADER]: SECRET, [CLIENT_IP_HEADER]: 'x, y' });
    expect(answer.status).toBe(403);
    expect(logged).toEqual(['the front end sent no client address']);
  });

  it('answers /health without the secret: the platform probes the container directly', async () => {
    const answer = await fetch(base + ROUTES.health);
    expect(answer.status).toBe(200);
    expect(await answer.json()).toEqual({ status: 'ok' });
  });
});

describe('readConfig', () => {
  it('chooses the proxy model: the front end with its secret, else the hops, else the socket', () => {
    expect(readConfig({ FRONT_END_SECRET: ` ${SECRET} ` }).clientModel).toEqual({ kind: 'front-end', secret: SECRET });
    expect(readConfig({ TRUSTED_PROXY_HOPS: '1' }).clientModel).toEqual({ kind: 'hops', hops: 1 });
    expect(readConfig({}).clientModel).toEqual({ kind: 'socket' });
    expect(() => readConfig({ FRONT_END_SECRET: 'short' })).toThrow(/FRONT_END_SECRET/);
    expect(() => readConfig({ FRONT_END_SECRET: SECRET, TRUSTED_PROXY_HOPS: '1' })).toThrow(/TRUSTED_PROXY_HOPS/);
    expect(() => readConfig({ TRUSTED_PROXY_HOPS: '-1' })).toThrow(/TRUSTED_PROXY_HOPS/);
  });
});
