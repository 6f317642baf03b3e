/**
 * The Firestore collections this service reads and writes, with the Admin SDK (firestore.rules do
 * not bind it; they deny browsers everything here but what the watchlist needs). The privacy
 * notice names each of them (packages/content/articles/adatvedelem.md, "Hol tároljuk"), and
 * apps/site/src/privacy-notice.test.ts fails when code or rules use one it does not name.
 */

/** Newsletter entries, one per mailbox: newsletter/{mailboxId} (newsletter.ts). */
export const NEWSLETTER_COLLECTION = 'newsletter';
/** Contact messages: contactMessages/{auto id} (contact.ts). */
export const CONTACT_COLLECTION = 'contactMessages';
/** Outgoing mail in the Trigger Email extension's shape: mail/{auto id} (mail.ts). */
export const MAIL_COLLECTION = 'mail';
/** Fixed-window counters of the rate limits: limits/{key} (limits.ts). */
export const LIMITS_COLLECTION = 'limits';
/**
 * Account deletions: accountDeletions/{uid}, the job while it runs and afterwards the tombstone
 * that firestore.rules check, so a device signed in before the deletion cannot write (deletion.ts).
 */
export const DELETIONS_COLLECTION = 'accountDeletions';
/** Everything a signed-in user keeps (the watchlist, its counter and order): users/{uid}/… */
export const USERS_COLLECTION = 'users';
