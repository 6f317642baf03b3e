/**
 * Who a request counts against: the key of a client address for the limits (rate-limit.ts).
 *
 * - IPv4: the address itself (`203.0.113.9`).
 * - IPv6: its /64 network (`2001:db8:1:2::/64`). A /64 is the smallest network a provider gives a
 *   subscriber, and one host picks any of its 2⁶⁴ addresses at will (privacy extensions rotate
 *   them daily), so keying on the full address would give one client as many budgets as it likes.
 * - An IPv4 address written as IPv6 (`::ffff:203.0.113.9`, what a dual-stack socket reports for
 *   an IPv4 peer) is that IPv4 address, so both spellings share one budget.
 *
 * Anything that is not an address (a socket already gone) shares the key `unknown`.
 */
import { isIPv4, isIPv6 } from 'node:net';

export const UNKNOWN_CLIENT = 'unknown';

/** The eight 16-bit groups of an address that `isIPv6` accepted. */
function hextets(address: string): number[] {
  let text = address;
  let tail: number[] = [];
  // A trailing dotted IPv4 part (`::ffff:1.2.3.4`, `64:ff9b::1.2.3.4`) is the last two groups.
  const dotted = /^(.*:)(\d+)\.(\d+)\.(\d+)\.(\d+)$/.exec(text);
  if (dotted) {
    const [a, b, c, d] = dotted.slice(2).map(Number) as [number, number, number, number];
    tail = [(a << 8) | b, (c << 8) | d];
    // Keep a `::` before the IPv4 part; drop a single separating colon.
    text = dotted[1]!.endsWith('::') ? dotted[1]! : dotted[1]!.slice(0, -1);
  }
  const halves = text.split('::');
  const groups = (part: string | undefined) => (part ? part.split(':').map((h) => parseInt(h, 16)) : []);
  const left = groups(halves[0]);
  const right = groups(halves[1]);
  const zeros = halves.length === 2 ? 8 - left.length - right.length - tail.length : 0;
  return [...left, ...Array<number>(Math.max(0, zeros)).fill(0), ...right, ...tail];
}

/** The limits' key of an address (see the module header). */
export function clientKey(address: string | undefined): string {
  if (!address) return UNKNOWN_CLIENT;
  // A zone index (`fe80::1%eth0`) names the local interface, not the peer.
  const bare = address.replace(/^\[|\]$/g, '').replace(/%.*$/, '');
  if (isIPv4(bare)) return bare;
  if (!isIPv6(bare)) return UNKNOWN_CLIENT;
  const g = hextets(bare.toLowerCase());
  // ::ffff:a.b.c.d (RFC 4291 §2.5.5.2): an IPv4 peer seen through an IPv6 socket.
  if (g.slice(0, 5).every((x) => x === 0) && g[5] === 0xffff) {
    const [hi = 0, lo = 0] = g.slice(6);
    return `${hi >> 8}.${hi & 0xff}.${lo >> 8}.${lo & 0xff}`;
  }
  return `${g
    .slice(0, 4)
    .map((x) => x.toString(16))
    .join(':')}::/64`;
}

/** The address if it is one (IPv4 or IPv6, brackets and zone dropped), else null. */
export function parseAddress(value: string): string | null {
  const bare = value
    .trim()
    .replace(/^\[|\]$/g, '')
    .replace(/%.*$/, '');
  return isIPv4(bare) || isIPv6(bare) ? bare : null;
}
