/**
 * The shapes of the events of docs/product.md#analytics beyond page views: sign-in and sign-up with their method,
 * the calculators' link copy, the library's downloads, outbound links, the shell's navigation
 * clicks, and the `user_interest` user property. Pure functions, so each shape is unit-tested
 * (events.test.ts); the site sends them through `track` (index.ts), which drops them until the
 * visitor accepts cookies.
 */
import type { AnalyticsEvent, AnalyticsParams } from './core';
import type { SiteRoute } from '../routes';

export interface TrackedEvent {
  event: AnalyticsEvent;
  params: AnalyticsParams;
}

/** How an account was used: the e-mail form or a provider's button. */
export type AuthMethod = 'email' | 'google' | 'facebook' | 'twitter';

/** `login` / `sign_up` with GA4's `method` parameter. */
export function authEvent(kind: 'login' | 'sign_up', method: AuthMethod): TrackedEvent {
  return { event: kind, params: { method } };
}

/** `share` for a calculator's "copy link" (GA4's method / content_type / item_id). */
export function shareEvent(calculator: string): TrackedEvent {
  return { event: 'share', params: { method: 'link_copy', content_type: 'calculator', item_id: calculator } };
}

/** Where in the shell a navigation link sits. */
export type NavigationArea = 'header' | 'menu' | 'footer';

export interface LinkClick {
  /** The link's absolute URL (HTMLAnchorElement.href). */
  href: string;
  /** The page's origin. */
  origin: string;
  /** True for <a download>. */
  download: boolean;
  /** The shell area holding the link, if any. */
  area?: NavigationArea | undefined;
  /** The link's visible text (or its accessible name). */
  text: string;
}

function fileParts(url: URL): { file_name: string; file_extension: string } {
  const file_name = decodeURIComponent(url.pathname.split('/').pop() ?? '');
  const dot = file_name.lastIndexOf('.');
  return { file_name, file_extension: dot > 0 ? file_name.slice(dot + 1).toLowerCase() : '' };
}

/** Files the library serves; a plain link to one is a download too (GA4's enhanced measurement list). */
const FILE_EXTENSION = /\.(pdf|htm|html|txt|csv|xlsx?|docx?|zip|json)$/i;

/**
 * The event a click on a link is, if any: a download (`file_download`), a link to another site
 * (`click` with `outbound: true`), or a link of the header, side menu or footer
 * (`navigation_click`). Anything else (in-page and mail/phone links, content links) is none.
 */
export function linkClickEvent({ href, origin, download, area, text }: LinkClick): TrackedEvent | undefined {
  let url: URL;
  try {
    url = new URL(href, origin);
  } catch {
    return undefined;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return undefined;
  const link_text = text.replace(/\s+/g, ' ').trim().slice(0, 100);
  const sameOrigin = url.origin === origin;
  if (download || (sameOrigin && url.pathname.startsWith('/library/') && FILE_EXTENSION.test(url.pathname))) {
    return { event: 'file_download', params: { ...fileParts(url), link_url: url.href, link_text } };
  }
  if (!sameOrigin) {
    return { event: 'click', params: { link_url: url.href, link_domain: url.hostname, link_text, outbound: true } };
  }
  if (area)
    return { event: 'navigation_click', params: { nav_area: area, link_url: url.pathname + url.search, link_text } };
  return undefined;
}

/**
 * The `user_interest` user property for a route's section: the topics a visitor reads. Sections
 * that say nothing about interests (accounts, legal pages, about, the home page) leave it as it was.
 */
const INTERESTS: Partial<Record<SiteRoute['section'], string>> = {
  news: 'hirek',
  blog: 'blog',
  investments: 'befektetesek',
  calculators: 'kalkulatorok',
  learning: 'oktatas',
  library: 'dokumentumok',
};

export function userInterest(section: SiteRoute['section']): string | undefined {
  return INTERESTS[section];
}
