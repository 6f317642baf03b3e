/**
 * Deleting an account and everything it owns (docs/product.md#accounts), server-side and resumable.
 *
 * accountDeletions/{uid} is first the job ({ state: 'pending', email, requestedAt }) and then the
 * tombstone ({ state: 'done', requestedAt, finishedAt, expiresAt }). It is written before anything
 * is deleted, and firestore.rules refuse every read and write under users/{uid} while it exists:
 * from that moment no device, however long ago it signed in, can add to what is being deleted
 * (an ID token stays valid for up to an hour after its refresh token is revoked; the tombstone
 * outlives that by TOMBSTONE_DAYS). Each step is idempotent, so a job interrupted anywhere is
 * finished by running it again: resumePendingDeletions does so at the server's start and on its
 * timer, and a repeated request from the user does too. The Auth account goes last, so until
 * the data are gone the user can still sign in and ask again.
 */
import type { Auth } from 'firebase-admin/auth';
import { FieldValue, Timestamp, type Firestore, type Query } from 'firebase-admin/firestore';
import {
  CONTACT_COLLECTION,
  DELETIONS_COLLECTION,
  LIMITS_COLLECTION,
  MAIL_COLLECTION,
  NEWSLETTER_COLLECTION,
  USERS_COLLECTION,
} from './collections';
import { normalizeNewsletterAddress } from '../../site/src/newsletter/address';
import { mailboxId } from './mailbox';

/** Days the tombstone is kept after the deletion finished (a TTL policy on expiresAt removes it). */
export const TOMBSTONE_DAYS = 30;

export const DELETION_STEPS = [
  'revoke-sessions',
  'user-documents',
  'contact-messages',
  'rate-limits',
  'newsletter',
  'mail',
  'auth-account',
] as const;
export type DeletionStep = (typeof DELETION_STEPS)[number];

export interface DeletionJob {
  state: 'pending' | 'done';
  /**
   * The account's address while the job runs, only if it was verified: an unverified address may
   * be someone else's, whose subscription and mail an account deletion must not touch.
   */
  email?: string | null;
  requestedAt: Timestamp;
  finishedAt?: Timestamp;
  expiresAt?: Timestamp;
}

export interface DeletionDeps {
  db: Firestore;
  auth: Auth;
  /** Called after each finished step (progress for the log; the tests interrupt here). */
  onStep?: (uid: string, step: DeletionStep) => void | Promise<void>;
}

/** Writes the job, and with it the tombstone, unless one is already there. */
export async function startDeletion(db: Firestore, uid: string, email: string | null, now = Date.now()): Promise<void> {
  const ref = db.collection(DELETIONS_COLLECTION).doc(uid);
  await db.runTransaction(async (tx) => {
    const existing = (await tx.get(ref)).data() as DeletionJob | undefined;
    if (existing?.state === 'pending') return;
    tx.set(ref, { state: 'pending', email, requestedAt: Timestamp.fromMillis(now) } satisfies DeletionJob);
  });
}

/** Whether a deletion of the user was started (so nothing may be written for them any more). */
export async function isDeleted(db: Firestore, uid: string): Promise<boolean> {
  return (await db.collection(DELETIONS_COLLECTION).doc(uid).get()).exists;
}

async function deleteMatching(db: Firestore, query: Query): Promise<void> {
  for (;;) {
    const page = await query.limit(300).get();
    if (page.empty) return;
    const batch = db.batch();
    for (const d of page.docs) batch.delete(d.ref);
    await batch.commit();
  }
}

function notFound(error: unknown): boolean {
  return (error as { code?: string } | null)?.code === 'auth/user-not-found';
}

/** Runs (or finishes) a started deletion. Rejects if a step fails; running it again goes on. */
export async function runDeletion({ db, auth, onStep }: DeletionDeps, uid: string, now = Date.now()): Promise<void> {
  const ref = db.collection(DELETIONS_COLLECTION).doc(uid);
  const job = (await ref.get()).data() as DeletionJob | undefined;
  if (!job) throw new Error(`no deletion was started for ${uid}`);
  if (job.state === 'done') return;
  const email = job.email ?? null;
  const steps: Record<DeletionStep, () => Promise<unknown>> = {
    'revoke-sessions': () =>
      auth.revokeRefreshTokens(uid).catch((e: unknown) => (notFound(e) ? undefined : Promise.reject(e))),
    // The watchlist, its counter, its order and whatever else lives under users/{uid}.
    'user-documents': () => db.recursiveDelete(db.collection(USERS_COLLECTION).doc(uid)),
    'contact-messages': () => deleteMatching(db, db.collection(CONTACT_COLLECTION).where('uid', '==', uid)),
    'rate-limits': () => deleteMatching(db, db.collection(LIMITS_COLLECTION).where('owner', '==', uid)),
    // The entries the user signed up for while signed in, and the one of their verified address.
    newsletter: async () => {
      await deleteMatching(db, db.collection(NEWSLETTER_COLLECTION).where('uid', '==', uid));
      if (email) await db.collection(NEWSLETTER_COLLECTION).doc(mailboxId(email)).delete();
    },
    // Mails queued for the user (their newsletter confirmations and issues).
    mail: async () => {
      await deleteMatching(db, db.collection(MAIL_COLLECTION).where('uid', '==', uid));
      if (email)
        await deleteMatching(db, db.collection(MAIL_COLLECTION).where('to', '==', normalizeNewsletterAddress(email)));
    },
    'auth-account': () => auth.deleteUser(uid).catch((e: unknown) => (notFound(e) ? undefined : Promise.reject(e))),
  };
  for (const step of DELETION_STEPS) {
    await steps[step]();
    await onStep?.(uid, step);
  }
  await ref.update({
    state: 'done',
    email: FieldValue.delete(),
    finishedAt: Timestamp.fromMillis(now),
    expiresAt: Timestamp.fromMillis(now + TOMBSTONE_DAYS * 86_400_000),
  });
}

/** Finishes every deletion left pending (a crash, a failed step). Returns how many it finished. */
export async function resumePendingDeletions(deps: DeletionDeps): Promise<number> {
  const pending = await deps.db.collection(DELETIONS_COLLECTION).where('state', '==', 'pending').get();
  let finished = 0;
  for (const job of pending.docs) {
    try {
      await runDeletion(deps, job.id);
      finished++;
    } catch (error) {
      console.error(`[accounts] deletion of ${job.id} is still unfinished:`, error);
    }
  }
  return finished;
}
