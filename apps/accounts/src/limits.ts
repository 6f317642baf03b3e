/**
 * Rate limits as fixed-window counters in Firestore: limits/{key} holding
 * { count, windowStart, expiresAt, owner? }. A counter is taken in a transaction, so concurrent
 * requests on several instances never pass more than `max` per window. `expiresAt` is the end of
 * the window (a TTL policy on it removes old counters; see apps/accounts/README.md); `owner` is the
 * uid when the key is a signed-in user's, so deleting the account deletes its counters too.
 */
import { Timestamp, type Firestore } from 'firebase-admin/firestore';
import { LIMITS_COLLECTION } from './collections';

export interface Limit {
  max: number;
  windowSeconds: number;
}

/**
 * Every limit of the service (docs/contact-messages.md and the README's newsletter section quote
 * them). Per client means per client key (@penzugy/client-address, hashed by client-key.ts) or per signed-in user.
 */
export const LIMITS = {
  /** Newsletter sign-ups one client may ask for. */
  newsletterClient: { max: 5, windowSeconds: 600 },
  /** Sign-ups of all clients together: bounds the confirmation mails a crowd can cause. */
  newsletterGlobal: { max: 300, windowSeconds: 3600 },
  /** Confirmation mails to one mailbox (+tag aliases are one mailbox): one a day. */
  newsletterMailbox: { max: 1, windowSeconds: 86_400 },
  /** Confirm and unsubscribe attempts of one client (guessing a token is hopeless; this bounds the cost). */
  newsletterLinkClient: { max: 30, windowSeconds: 600 },
  /** Contact messages of one client: one a minute… */
  contactClientMinute: { max: 1, windowSeconds: 60 },
  /** …and ten a day. */
  contactClientDay: { max: 10, windowSeconds: 86_400 },
  /** Contact messages of all clients together. */
  contactGlobal: { max: 100, windowSeconds: 3600 },
  /** Staff mails about contact messages: one digest per ten minutes at most (six an hour). */
  staffMail: { max: 1, windowSeconds: 600 },
} as const satisfies Record<string, Limit>;

export type Taken = { ok: true } | { ok: false; retryAfterSeconds: number };

/** Counts one event against `key`; refuses (and counts nothing) when the window is full. */
export async function take(
  db: Firestore,
  key: string,
  limit: Limit,
  options: { owner?: string; now?: number } = {},
): Promise<Taken> {
  const ref = db.collection(LIMITS_COLLECTION).doc(key);
  const windowMs = limit.windowSeconds * 1000;
  return db.runTransaction(
    async (tx) => {
      const now = options.now ?? Date.now();
      const data = (await tx.get(ref)).data() as { count: number; windowStart: Timestamp } | undefined;
      const current = data && data.windowStart.toMillis() + windowMs > now ? data : undefined;
      const count = current?.count ?? 0;
      const start = current ? current.windowStart.toMillis() : now;
      if (count >= limit.max)
        return { ok: false, retryAfterSeconds: Math.max(1, Math.ceil((start + windowMs - now) / 1000)) };
      tx.set(ref, {
        count: count + 1,
        windowStart: Timestamp.fromMillis(start),
        expiresAt: Timestamp.fromMillis(start + windowMs),
        ...(options.owner ? { owner: options.owner } : {}),
      });
      return { ok: true };
      // Many requests for one counter at once (a burst from one client) contend; each retry re-reads it.
    },
    { maxAttempts: 30 },
  );
}

/** Takes each limit in turn and stops at the first refusal (the earlier ones stay counted). */
export async function takeAll(
  db: Firestore,
  entries: readonly { key: string; limit: Limit; owner?: string }[],
  now?: number,
): Promise<Taken> {
  for (const { key, limit, owner } of entries) {
    const taken = await take(db, key, limit, { ...(owner ? { owner } : {}), ...(now ? { now } : {}) });
    if (!taken.ok) return taken;
  }
  return { ok: true };
}
