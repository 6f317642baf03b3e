import { clearAnalyticsCookies } from './cookies';
import {
  createAnalytics,
  type AnalyticsEvent,
  type AnalyticsParams,
  type AnalyticsSink,
  type ConsentState,
} from './core';
import { userInterest, type TrackedEvent } from './events';
import { createGtagSink, type Gtag } from './gtag';
import type { RouteRecord } from '../route-table';

export { SCROLL_DEPTH_THRESHOLDS, crossedThresholds, scrollPercent } from './core';
export { authEvent, linkClickEvent, shareEvent, userInterest } from './events';
export type { AuthMethod, NavigationArea, TrackedEvent } from './events';
export type { AnalyticsEvent, AnalyticsParams, ConsentState } from './core';

/** localStorage key of the visitor's cookie choice. */
export const CONSENT_STORAGE_KEY = 'cookie-consent';
/** The attribute on <html> that says whether the visitor has answered (set first by index.html). */
export const CONSENT_ATTRIBUTE = 'data-consent';

const measurementId = import.meta.env.VITE_GA_MEASUREMENT_ID as string | undefined;

declare global {
  interface Window {
    dataLayer?: unknown[];
    gtag?: Gtag;
  }
}

let sink: AnalyticsSink | undefined;

function readConsent(): ConsentState {
  try {
    const v = localStorage.getItem(CONSENT_STORAGE_KEY);
    return v === 'granted' || v === 'denied' ? v : 'unknown';
  } catch {
    return 'unknown';
  }
}

/** Without consent nothing is created, not even the dataLayer (see gtag.ts for what follows it). */
function gtagSink(): AnalyticsSink {
  return createGtagSink(
    window,
    (src) => {
      const s = document.createElement('script');
      s.async = true;
      s.src = src;
      document.head.appendChild(s);
    },
    measurementId,
  );
}

export const analytics = createAnalytics({
  sink: () => (sink ??= gtagSink()),
  readConsent,
  writeConsent: (state) => {
    try {
      localStorage.setItem(CONSENT_STORAGE_KEY, state);
    } catch {
      /* the choice lasts for this visit only */
    }
    document.documentElement.setAttribute(CONSENT_ATTRIBUTE, state);
    window.dispatchEvent(new Event('penzugy:consent'));
  },
  clearConsent: () => {
    document.documentElement.setAttribute(CONSENT_ATTRIBUTE, 'unknown');
    try {
      localStorage.removeItem(CONSENT_STORAGE_KEY);
    } catch {
      /* nothing stored */
    }
    window.dispatchEvent(new Event('penzugy:consent'));
  },
  // A withdrawal: Consent Mode hears it first, the cookies go, and a reload leaves gtag.js behind.
  withdraw: () => {
    sink?.updateConsent?.('denied');
    clearAnalyticsCookies(document, location.hostname);
    location.reload();
  },
});

/** Forgets the visitor's choice, so the consent banner asks again (the footer's cookie settings). */
export function resetConsent(): void {
  analytics.reset();
}

export function track(event: AnalyticsEvent, params?: AnalyticsParams): void {
  analytics.track(event, params);
}

/** Sends an event built by events.ts. */
export function trackEvent({ event, params }: TrackedEvent): void {
  analytics.track(event, params);
}

/**
 * page_view with the page name and title (docs/product.md#analytics), the section as a user property, and the
 * reader's interest (`user_interest`) where the section says something about it.
 */
export function trackPageView(p: { page: string; title: string; path: string; section: RouteRecord['section'] }): void {
  const interest = userInterest(p.section);
  analytics.setUserProperties(
    interest ? { current_section: p.section, user_interest: interest } : { current_section: p.section },
  );
  analytics.track('page_view', { page_name: p.page, page_title: p.title, page_path: p.path });
}
