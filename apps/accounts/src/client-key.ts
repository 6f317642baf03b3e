/**
 * The stored form of a client's limits key. The key itself (IPv4, IPv6 cut to its /64, from the
 * address the proxy model believes) comes from @penzugy/client-address, shared with the API; it is
 * hashed with a salt before it is stored (limits.ts), so the documents do not hold addresses.
 */
import { createHash } from 'node:crypto';

/** A stored key for a bucket: salted SHA-256, 32 hex digits (the address itself is never stored). */
export function hashedKey(salt: string, value: string): string {
  return createHash('sha256').update(`${salt}\n${value}`).digest('hex').slice(0, 32);
}
