/**
 * One mailbox, however it is spelled: the address trimmed and lower-cased (as the site stores it,
 * apps/site/src/newsletter/address.ts), and without a `+tag` (anna+hirlevel@example.hu is
 * anna@example.hu's mailbox at every common provider). The newsletter keeps one entry per mailbox
 * and limits confirmation mails per mailbox, so aliases buy neither entries nor mails.
 */
import { createHash } from 'node:crypto';
import { normalizeNewsletterAddress } from '../../site/src/newsletter/address';

export function canonicalMailbox(address: string): string {
  const normal = normalizeNewsletterAddress(address);
  const at = normal.lastIndexOf('@');
  if (at < 0) return normal;
  const local = normal.slice(0, at);
  const plus = local.indexOf('+');
  return `${plus > 0 ? local.slice(0, plus) : local}@${normal.slice(at + 1)}`;
}

/** The newsletter entry's document id for an address: SHA-256 of its mailbox, 40 hex digits. */
export function mailboxId(address: string): string {
  return createHash('sha256').update(canonicalMailbox(address)).digest('hex').slice(0, 40);
}
