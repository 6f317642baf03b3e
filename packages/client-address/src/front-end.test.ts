import { describe, expect, it } from 'vitest';
import {
  CLIENT_IP_HEADER,
  FRONT_END_SECRET_HEADER,
  clientResolver,
  forwardedAddress,
  isFrontEndSecret,
} from './front-end';

const SECRET = 'k'.repeat(40);

describe('the socket model', () => {
  it('keys on the connection address, whatever X-Forwarded-For or X-Client-IP claim', () => {
    const resolve = clientResolver({ kind: 'socket' });
    expect(resolve('::ffff:10.0.0.7', { 'x-forwarded-for': '1.2.3.4', [CLIENT_IP_HEADER]: '5.6.7.8' })).toEqual({
      ok: true,
      key: '10.0.0.7',
    });
  });
});

describe('the hops model', () => {
  it('is the entry the trusted proxies appended, never one the client wrote further left', () => {
    expect(forwardedAddress('10.0.0.7', '1.2.3.4, 5.6.7.8', 0)).toBe('10.0.0.7');
    expect(forwardedAddress('35.1.1.1', 'forged-1, forged-2, 203.0.113.9', 1)).toBe('203.0.113.9');
    expect(forwardedAddress('35.1.1.1', ['forged', '203.0.113.9, 130.211.0.1'], 2)).toBe('203.0.113.9');
    // Fewer entries than proxies: it did not come through them.
    expect(forwardedAddress('35.1.1.1', undefined, 1)).toBe('35.1.1.1');
    expect(clientResolver({ kind: 'hops', hops: 1 })('35.1.1.1', { 'x-forwarded-for': '2001:db8:1:2::7' })).toEqual({
      ok: true,
      key: '2001:db8:1:2::/64',
    });
  });
});

describe('the front-end model (FRONT_END_SECRET)', () => {
  const resolve = clientResolver({ kind: 'front-end', secret: SECRET });

  it('keys on the client the front end names, IPv6 by its /64', () => {
    expect(
      resolve('35.191.0.1', { [FRONT_END_SECRET_HEADER]: SECRET, [CLIENT_IP_HEADER]: '2001:db8:1:2::99' }),
    ).toEqual({
      ok: true,
      key: '2001:db8:1:2::/64',
    });
  });

  it('refuses what did not come through the front end: no secret, a wrong one, or the secret twice', () => {
    for (const secret of [undefined, 'k'.repeat(39), SECRET.toUpperCase(), [SECRET, SECRET]])
      expect(resolve('198.51.100.7', { [FRONT_END_SECRET_HEADER]: secret, [CLIENT_IP_HEADER]: '203.0.113.5' })).toEqual(
        {
          ok: false,
          key: '198.51.100.7',
          genuine: false,
        },
      );
  });

  it('refuses a client address the front end did not set alone (two values, none, or not an address)', () => {
    for (const address of [undefined, '203.0.113.5, 203.0.113.6', ['203.0.113.5', '203.0.113.6'], 'localhost'])
      expect(resolve('35.191.0.1', { [FRONT_END_SECRET_HEADER]: SECRET, [CLIENT_IP_HEADER]: address })).toEqual({
        ok: false,
        key: '35.191.0.1',
        genuine: true,
      });
  });

  it('takes only secrets of at least 32 visible ASCII characters', () => {
    expect(isFrontEndSecret(SECRET)).toBe(true);
    expect(isFrontEndSecret('k'.repeat(31))).toBe(false);
    expect(isFrontEndSecret(`${'k'.repeat(32)} x`)).toBe(false);
    expect(isFrontEndSecret(`${'k'.repeat(32)}é`)).toBe(false);
  });
});
