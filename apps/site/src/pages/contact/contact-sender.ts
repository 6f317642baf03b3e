/**
 * Who sends a contact message, for the one-message-a-minute rule of firestore.rules: the
 * signed-in user's uid, else a random client id this browser keeps ('client-' + a UUID). The rule
 * only slows a visitor down; it is not an identity.
 */
export const CLIENT_ID_KEY = 'contact-client-id';
export const CLIENT_ID_PATTERN = /^client-[0-9a-f-]{36}$/;

export function contactSender(uid: string | null, storage: Storage | null): string {
  if (uid) return uid;
  try {
    const kept = storage?.getItem(CLIENT_ID_KEY);
    if (kept && CLIENT_ID_PATTERN.test(kept)) return kept;
    const id = `client-${crypto.randomUUID()}`;
    storage?.setItem(CLIENT_ID_KEY, id);
    return id;
  } catch {
    // Blocked storage: a fresh id per message still satisfies the rules.
    return `client-${crypto.randomUUID()}`;
  }
}
