import { describe, expect, it } from 'vitest';
import { hashedKey } from './client-key';

describe('the stored key of a client', () => {
  it('is a salted hash that does not contain the address', () => {
    const key = hashedKey('salt', '203.0.113.9');
    expect(key).toMatch(/^[0-9a-f]{32}$/);
    expect(key).not.toContain('203');
    expect(key).not.toBe(hashedKey('other salt', '203.0.113.9'));
    expect(key).toBe(hashedKey('salt', '203.0.113.9'));
  });
});
