import { createAnalytics, type AnalyticsEvent, type AnalyticsParams, type AnalyticsSink, type ConsentState } from './core';

export { SCROLL_DEPTH_THRESHOLDS, crossedThresholds, scrollPercent } from './core';
export type { AnalyticsEvent, AnalyticsParams, ConsentState } from './core';

/** localStorage key of the visitor's cookie choice. */
export const CONSENT_STORAGE_KEY = 'cookie-consent';

const measurementId = import.meta.env.VITE_GA_MEASUREMENT_ID as string | undefined;

type Gtag = (...args: unknown[]) => void;
declare global {
  interface Window {
    dataLayer?: unknown[];
    gtag?: Gtag;
  }
}

/**
 * After consent, events go to `window.dataLayer` in gtag's format (a tag manager or GA4 reads it);
 * gtag.js itself is loaded only when VITE_GA_MEASUREMENT_ID is configured. Without consent nothing
 * is created, not even the dataLayer.
 */
function gtagSink(): AnalyticsSink {
  if (!window.gtag) {
    window.dataLayer = window.dataLayer ?? [];
    window.gtag = function gtag() {
      // gtag.js expects the `arguments` object itself, not an array.
      // eslint-disable-next-line prefer-rest-params
      window.dataLayer!.push(arguments);
    };
    window.gtag('js', new Date());
    if (measurementId) {
      window.gtag('config', measurementId, { send_page_view: false });
      const s = document.createElement('script');
      s.async = true;
      s.src = `https://www.googletagmanager.com/gtag/js?id=${encodeURIComponent(measurementId)}`;
      document.head.appendChild(s);
    }
  }
  const gtag = window.gtag;
  return {
    send: (event, params) => gtag('event', event, params),
    setUserProperties: (props) => gtag('set', 'user_properties', props),
  };
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

export const analytics = createAnalytics({
  sink: () => (sink ??= gtagSink()),
  readConsent,
  writeConsent: (state) => {
    try {
      localStorage.setItem(CONSENT_STORAGE_KEY, state);
    } catch {
      /* the choice lasts for this visit only */
    }
    window.dispatchEvent(new Event('penzugy:consent'));
  },
});

/** Forgets the visitor's choice, so the consent banner asks again (the footer's cookie settings). */
export function resetConsent(): void {
  try {
    localStorage.removeItem(CONSENT_STORAGE_KEY);
  } catch {
    /* nothing stored */
  }
  window.dispatchEvent(new Event('penzugy:consent'));
}

export function track(event: AnalyticsEvent, params?: AnalyticsParams): void {
  analytics.track(event, params);
}

/** page_view with the page name and title (spec 000 §7), and the section as a user property. */
export function trackPageView(p: { page: string; title: string; path: string; section: string }): void {
  analytics.setUserProperties({ current_section: p.section });
  analytics.track('page_view', { page_name: p.page, page_title: p.title, page_path: p.path });
}
