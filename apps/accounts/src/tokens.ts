/**
 * The links' tokens: `<document id>.<secret>`, the secret 24 random bytes in base64url. A
 * confirmation secret is mailed once and only its SHA-256 is stored; an unsubscribe secret must
 * work from every issue ever mailed, so it is stored as it is (no browser can read the entries).
 */
import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';

export function newSecret(): string {
  return randomBytes(24).toString('base64url');
}

export function secretHash(secret: string): string {
  return createHash('sha256').update(secret).digest('hex');
}

export function makeToken(id: string, secret: string): string {
  return `${id}.${secret}`;
}

/** Splits a token; null for anything that is not `<hex id>.<base64url secret>`. */
export function parseToken(token: unknown): { id: string; secret: string } | null {
  if (typeof token !== 'string' || token.length > 200) return null;
  const match = /^([0-9a-f]{16,64})\.([A-Za-z0-9_-]{16,64})$/.exec(token);
  return match ? { id: match[1]!, secret: match[2]! } : null;
}

/** Whether `secret` hashes to `storedHash`, in constant time. */
export function secretMatches(secret: string, storedHash: unknown): boolean {
  if (typeof storedHash !== 'string') return false;
  const a = Buffer.from(secretHash(secret), 'hex');
  const b = Buffer.from(storedHash, 'hex');
  return a.length === b.length && timingSafeEqual(a, b);
}

/** Whether `secret` is the stored (plain) secret, in constant time. */
export function sameSecret(secret: string, stored: unknown): boolean {
  return typeof stored === 'string' && secretMatches(secret, secretHash(stored));
}
