/**
 * Who a request comes from, for the per-client limits: an IP address, IPv6 cut to its /64 (one
 * household or server gets a whole /64, and rotating within it must not buy new buckets), hashed
 * with a salt before it is stored (limits.ts).
 */
import { createHash } from 'node:crypto';
import { isIPv4, isIPv6 } from 'node:net';

/**
 * The client's address: the connection's own when no proxy is trusted, else the entry the
 * nearest trusted proxy appended to X-Forwarded-For (entries further left are whatever the
 * client sent, so they are never believed).
 */
export function clientAddress(
  remote: string | undefined,
  forwardedFor: string | undefined,
  trustedHops: number,
): string {
  if (trustedHops === 0) return remote ?? 'unknown';
  const hops = (forwardedFor ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  // With n trusted proxies the last n entries were written by them; the n-th from the right is
  // the address the outermost one saw. Too few entries: the request did not come through them.
  return hops.length >= trustedHops ? hops[hops.length - trustedHops]! : (remote ?? 'unknown');
}

/** Expands an IPv6 address to its eight groups; null when it is not one. */
function ipv6Groups(address: string): number[] | null {
  if (!isIPv6(address)) return null;
  let text = address.split('%')[0]!;
  // An embedded IPv4 tail (::ffff:1.2.3.4) becomes two groups.
  const v4 = /(\d+\.\d+\.\d+\.\d+)$/.exec(text);
  if (v4) {
    const [a, b, c, d] = v4[1]!.split('.').map(Number) as [number, number, number, number];
    text = text.slice(0, -v4[1]!.length) + `${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head, tail] = text.includes('::') ? text.split('::') : [text, undefined];
  const left = head ? head.split(':') : [];
  const right = tail ? tail.split(':') : [];
  const zeros = tail === undefined ? [] : Array(8 - left.length - right.length).fill('0');
  return [...left, ...zeros, ...right].map((g) => parseInt(g, 16));
}

/**
 * The bucket of an address: IPv4 as it is, an IPv4-mapped IPv6 address as its IPv4, any other
 * IPv6 address as its /64 prefix.
 */
export function addressBucket(address: string): string {
  if (isIPv4(address)) return address;
  const groups = ipv6Groups(address);
  if (!groups) return address;
  const mapped = groups.slice(0, 5).every((g) => g === 0) && groups[5] === 0xffff;
  if (mapped) return [groups[6]! >> 8, groups[6]! & 255, groups[7]! >> 8, groups[7]! & 255].join('.');
  return `${groups
    .slice(0, 4)
    .map((g) => g.toString(16))
    .join(':')}::/64`;
}

/** A stored key for a bucket: salted SHA-256, 32 hex digits (the address itself is never stored). */
export function hashedKey(salt: string, value: string): string {
  return createHash('sha256').update(`${salt}\n${value}`).digest('hex').slice(0, 32);
}
