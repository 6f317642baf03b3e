/**
 * Results after tax in an account (issue 29 item 3; docs/product.md#monte-carlo, #portfolio-optimizer): the
 * view state a 'Számla' choice and a share link carry (`?wrapper=tbsz&openedOn=2026-03-02`), its defaults,
 * and the texts. The one call into finance-core's `afterTax` is after-tax-path.ts, apart so that a tool can
 * load it (and the tax rules it brings) only when a wrapper is chosen. 'gross' is before any tax.
 */
import {
  isIsoDate,
  SAVINGS_LABELS,
  todayInHungary,
  WRAPPER_LABELS,
  WRAPPERS,
  type IsoDate,
  type Wrapper,
} from '@penzugy/finance-core';
import { REAL_TERMS_STRINGS, type RealTermsState } from './real-terms';

/** Before tax, or after tax in one of finance-core's wrappers. */
export const ACCOUNTS = ['gross', ...WRAPPERS] as const;
export type Account = (typeof ACCOUNTS)[number];

/** The view's query state (each key only when not the default). */
// A type alias, not an interface: a query state needs the implicit index signature.
export type AccountState = {
  wrapper: Account;
  /** The TBSZ's opening day, `yyyy-mm-dd` ('' when the field is cleared); read only for a TBSZ. */
  openedOn: string;
};

/** Before tax, a TBSZ opened today (in Hungary). */
export function accountDefaults(today: IsoDate = todayInHungary()): AccountState {
  return { wrapper: 'gross', openedOn: today };
}

/** The view a link asks for, over the defaults: an unknown account or a day that is no day is ignored. */
export function readAccount(query: Partial<Record<keyof AccountState, unknown>>, defaults: AccountState): AccountState {
  const wrapper = (ACCOUNTS as readonly unknown[]).includes(query.wrapper)
    ? (query.wrapper as Account)
    : defaults.wrapper;
  const openedOn = isIsoDate(query.openedOn) ? query.openedOn : defaults.openedOn;
  return { wrapper, openedOn };
}

/** The wrapper's name after 'adózás után, …' in a caption. */
const WHERE: Record<Wrapper, string> = { none: 'értékpapírszámlán', tbsz: 'TBSZ-en', nyesz: 'NYESZ-en' };

export const ACCOUNT_STRINGS = {
  legend: SAVINGS_LABELS.wrapper,
  options: { gross: 'Adózás előtt (nem számolunk adót)', ...WRAPPER_LABELS } satisfies Record<Account, string>,
  openedOnLabel: SAVINGS_LABELS.openedOn,
  openedOnHint: 'A TBSZ-re csak a nyitás évében lehet befizetni: a nyitás napja idén, legkésőbb ma lehet.',
  /** Added to captions and headings of values after tax. */
  caption: (wrapper: Wrapper) => `adózás után, ${WHERE[wrapper]}`,
  /** Above after-tax results: what the figures are. */
  note: (wrapper: Wrapper) =>
    `Az értékek adózás után: ennyi maradna eladáskor (${WRAPPER_LABELS[wrapper]}), ha a pénzt ma fektetnénk be.`,
  /** While the tax rules load (a moment, once per page). */
  loading: 'Az adózási szabályok betöltése…',
  /** When they could not be loaded. */
  loadFailed: 'Az adózási szabályokat nem sikerült betölteni. Válassza ki újra a számlát.',
  /** When finance-core refuses the account's input. */
  refused: (message: string) => `Az adózás utáni eredmény nem számolható. ${message}`,
} as const;

/** The view's words: 'adózás után, TBSZ-en; mai forintban, évi 4,4% inflációval'; null before tax in nominal terms. */
export function viewWords(account: AccountState, terms: RealTermsState): string | null {
  const parts = [
    account.wrapper === 'gross' ? null : ACCOUNT_STRINGS.caption(account.wrapper),
    terms.terms === 'real' ? REAL_TERMS_STRINGS.caption(terms.inflation) : null,
  ].filter(Boolean);
  return parts.length > 0 ? parts.join('; ') : null;
}

/** A caption with the view's words: 'Percentilisek évente (adózás után, TBSZ-en; mai forintban, évi 4,4% inflációval)'. */
export function withViewCaption(text: string, account: AccountState, terms: RealTermsState): string {
  const words = viewWords(account, terms);
  return words ? `${text} (${words})` : text;
}
