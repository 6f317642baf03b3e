/**
 * Every text the service mails, in Hungarian. The newsletter speaks as the site's newsletter form
 * does (tegező); the staff digest is internal. Link paths are the site's pages
 * (apps/site/src/routes.ts): /hirlevel/megerosites and /hirlevel/leiratkozas, the token after '#'
 * so it reaches neither a server log nor a Referer.
 */
import type { ContactValues } from '../../site/src/pages/contact/contact-form';
import { ROUTES, SERVICE_PATH } from './api';

export const CONFIRM_PATH = '/hirlevel/megerosites';
export const UNSUBSCRIBE_PATH = '/hirlevel/leiratkozas';
/** Days a confirmation link works; an unconfirmed entry is deleted after them. */
export const CONFIRM_DAYS = 7;

export const link = (origin: string, path: string, token: string) => `${origin}${path}#${token}`;

/**
 * The List-Unsubscribe header's link: a mail client's one-click POST (RFC 8058) sends no fragment,
 * so it goes to the service itself with the token in its query.
 */
export const oneClickLink = (origin: string, token: string) =>
  `${origin}${SERVICE_PATH}${ROUTES.newsletterUnsubscribe}?t=${encodeURIComponent(token)}`;

export const NEWSLETTER_MAIL = {
  confirmSubject: 'Erősítsd meg a feliratkozásodat a Pénzügy heti hírlevelére',
  confirmText: (address: string, confirmUrl: string, unsubscribeUrl: string) =>
    [
      'Szia!',
      `Valaki – remélhetőleg te – feliratkoztatta ezt a címet a Pénzügy heti hírlevelére: ${address}`,
      `A feliratkozás megerősítéséhez nyisd meg ezt a linket ${CONFIRM_DAYS} napon belül:\n${confirmUrl}`,
      `Ha nem te voltál, nincs teendőd: megerősítés nélkül nem küldünk több levelet erre a címre, és ${CONFIRM_DAYS} nap múlva töröljük. Ha most azonnal törölnéd, nyisd meg ezt a linket:\n${unsubscribeUrl}`,
      'A Pénzügy szerkesztősége',
    ].join('\n\n'),
  /** The footer of every newsletter issue. */
  issueFooter: (unsubscribeUrl: string) =>
    `Azért kapod ezt a levelet, mert feliratkoztál a Pénzügy heti hírlevelére. Leiratkozás egy kattintással:\n${unsubscribeUrl}`,
} as const;

const FIELD_LABELS: Record<keyof ContactValues, string> = {
  name: 'Név',
  email: 'E-mail-cím',
  subject: 'Tárgy',
  message: 'Üzenet',
};

export interface DigestEntry extends ContactValues {
  createdAt: Date;
  signedIn: boolean;
}

const when = new Intl.DateTimeFormat('hu-HU', { dateStyle: 'long', timeStyle: 'short', timeZone: 'Europe/Budapest' });

export const STAFF_MAIL = {
  subject: (entries: readonly DigestEntry[], waiting: number) =>
    entries.length === 1 && waiting === 0
      ? `Kapcsolat: ${entries[0]!.subject}`
      : `Kapcsolat: ${entries.length + waiting} új üzenet`,
  text: (entries: readonly DigestEntry[], waiting: number) =>
    [
      ...entries.map((e) =>
        [
          `${FIELD_LABELS.name}: ${e.name}`,
          `${FIELD_LABELS.email}: ${e.email}`,
          `${FIELD_LABELS.subject}: ${e.subject}`,
          `Érkezett: ${when.format(e.createdAt)}${e.signedIn ? ' (bejelentkezett felhasználó)' : ''}`,
          '',
          e.message,
        ].join('\n'),
      ),
      ...(waiting > 0 ? [`További ${waiting} üzenet a következő összesítőben érkezik.`] : []),
    ].join('\n\n————————————————\n\n'),
} as const;
