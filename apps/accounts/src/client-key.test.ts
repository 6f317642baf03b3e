import { describe, expect, it } from 'vitest';
import { addressBucket, clientAddress, hashedKey } from './client-key';

describe('the client of a request', () => {
  it('is the connection address when no proxy is trusted, whatever X-Forwarded-For claims', () => {
    expect(clientAddress('10.0.0.7', '1.2.3.4, 5.6.7.8', 0)).toBe('10.0.0.7');
  });

  it('is the entry the trusted proxies appended, never one the client wrote further left', () => {
    expect(clientAddress('35.1.1.1', 'forged-1, forged-2, 203.0.113.9', 1)).toBe('203.0.113.9');
    expect(clientAddress('35.1.1.1', 'forged, 203.0.113.9, 130.211.0.1', 2)).toBe('203.0.113.9');
    // Fewer entries than proxies: it did not come through them.
    expect(clientAddress('35.1.1.1', undefined, 1)).toBe('35.1.1.1');
  });
});

describe('the bucket of an address', () => {
  it('keeps IPv4, unwraps IPv4-mapped IPv6 and cuts any other IPv6 to its /64', () => {
    expect(addressBucket('203.0.113.9')).toBe('203.0.113.9');
    expect(addressBucket('::ffff:203.0.113.9')).toBe('203.0.113.9');
    expect(addressBucket('2001:db8:1:2::1')).toBe('2001:db8:1:2::/64');
    expect(addressBucket('2001:db8:1:2:ffff:ffff:ffff:ffff')).toBe('2001:db8:1:2::/64');
    expect(addressBucket('2001:0db8:0001:0002:0:0:0:9')).toBe('2001:db8:1:2::/64');
    expect(addressBucket('2001:db8::1')).toBe('2001:db8:0:0::/64');
    expect(addressBucket('2001:db8:1:3::1')).not.toBe(addressBucket('2001:db8:1:2::1'));
    expect(addressBucket('fe80::1%eth0')).toBe('fe80:0:0:0::/64');
  });

  it('is stored as a salted hash that does not contain the address', () => {
    const key = hashedKey('salt', '203.0.113.9');
    expect(key).toMatch(/^[0-9a-f]{32}$/);
    expect(key).not.toBe(hashedKey('other salt', '203.0.113.9'));
    expect(key).toBe(hashedKey('salt', '203.0.113.9'));
  });
});
