import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { UNKNOWN_CLIENT, clientKey, parseAddress } from './client-address';

/** An IPv6 address from eight groups, written out in full. */
const full = (groups: number[]) => groups.map((g) => g.toString(16)).join(':');
const group = fc.integer({ min: 0, max: 0xffff });
const groups = (n: number) => fc.array(group, { minLength: n, maxLength: n });

describe('clientKey', () => {
  it('keeps an IPv4 address as it is', () => {
    expect(clientKey('203.0.113.9')).toBe('203.0.113.9');
  });

  it('keys an IPv6 address by its /64, however it is written', () => {
    const key = '2001:db8:1:2::/64';
    for (const address of [
      '2001:db8:1:2::1',
      '2001:0db8:0001:0002:ffff:ffff:ffff:ffff',
      '2001:DB8:1:2:abcd::7',
      '[2001:db8:1:2::99]',
      '2001:db8:1:2::5%eth0',
      '2001:db8:1:2:0:0:1.2.3.4',
    ])
      expect(clientKey(address), address).toBe(key);
    expect(clientKey('2001:db8:1:3::1')).toBe('2001:db8:1:3::/64');
    expect(clientKey('::1')).toBe('0:0:0:0::/64');
    expect(clientKey('fe80::1')).toBe('fe80:0:0:0::/64');
  });

  it('reads an IPv4-mapped IPv6 address as the IPv4 address', () => {
    expect(clientKey('::ffff:203.0.113.9')).toBe('203.0.113.9');
    expect(clientKey('::FFFF:cb00:7109')).toBe('203.0.113.9');
    expect(clientKey('0:0:0:0:0:ffff:203.0.113.9')).toBe('203.0.113.9');
    // The NAT64 prefix is a network of its own, not a mapped address.
    expect(clientKey('64:ff9b::203.0.113.9')).toBe('64:ff9b:0:0::/64');
  });

  it('gives anything that is not an address one shared key', () => {
    for (const value of [undefined, '', 'localhost', '1.2.3', '2001:db8::1::2', '203.0.113.9, 198.51.100.1'])
      expect(clientKey(value)).toBe(UNKNOWN_CLIENT);
  });

  it('addresses in one /64 share a key, and a different /64 never does (property)', () => {
    fc.assert(
      fc.property(groups(4), groups(4), groups(4), (prefix, a, b) => {
        expect(clientKey(full([...prefix, ...a]))).toBe(clientKey(full([...prefix, ...b])));
      }),
    );
    fc.assert(
      fc.property(groups(4), groups(4), groups(8), (p, q, host) => {
        fc.pre(full(p) !== full(q));
        expect(clientKey(full([...p, ...host.slice(4)]))).not.toBe(clientKey(full([...q, ...host.slice(4)])));
      }),
    );
  });

  it('agrees with the compressed and the full spelling of the same address (property)', () => {
    fc.assert(
      fc.property(groups(8), fc.integer({ min: 0, max: 7 }), fc.integer({ min: 1, max: 8 }), (g, at, length) => {
        const zeroed = g.map((x, i) => (i >= at && i < at + length ? 0 : x));
        const n = Math.min(length, 8 - at);
        const compressed = `${full(zeroed.slice(0, at))}::${full(zeroed.slice(at + n))}`;
        expect(clientKey(compressed)).toBe(clientKey(full(zeroed)));
      }),
    );
  });
});

describe('parseAddress', () => {
  it('accepts an address (trimmed, brackets and zone dropped) and nothing else', () => {
    expect(parseAddress(' 203.0.113.9 ')).toBe('203.0.113.9');
    expect(parseAddress('[2001:db8::1]')).toBe('2001:db8::1');
    expect(parseAddress('fe80::1%eth0')).toBe('fe80::1');
    for (const value of ['', 'unknown', '203.0.113.9, 10.0.0.1', '203.0.113.9:443', 'http://203.0.113.9'])
      expect(parseAddress(value), value).toBeNull();
  });
});
