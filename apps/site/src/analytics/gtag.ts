import type { AnalyticsSink } from './core';

export type Gtag = (...args: unknown[]) => void;

/** The globals gtag uses. */
export interface GtagWindow {
  dataLayer?: unknown[];
  gtag?: Gtag;
}

/**
 * Consent Mode's defaults, given before anything else: until the visitor's grant is announced,
 * Google's tags store nothing and send only cookieless pings (and this site sends nothing at all
 * before consent, see core.ts).
 */
export const CONSENT_DEFAULTS = {
  analytics_storage: 'denied',
  ad_storage: 'denied',
  ad_user_data: 'denied',
  ad_personalization: 'denied',
} as const;

/**
 * Events go to `win.dataLayer` in gtag's format (a tag manager or GA4 reads it); gtag.js itself is
 * loaded only when a measurement id is configured. The consent defaults come first; the grant and
 * a withdrawal are Consent Mode updates (`updateConsent`).
 */
export function createGtagSink(
  win: GtagWindow,
  loadScript: (src: string) => void,
  measurementId?: string,
): AnalyticsSink {
  if (!win.gtag) {
    const dataLayer = (win.dataLayer = win.dataLayer ?? []);
    win.gtag = function gtag() {
      // eslint-disable-next-line prefer-rest-params -- gtag.js expects the `arguments` object itself, not an array
      dataLayer.push(arguments);
    };
    win.gtag('consent', 'default', { ...CONSENT_DEFAULTS });
    win.gtag('js', new Date());
    if (measurementId) {
      win.gtag('config', measurementId, { send_page_view: false });
      loadScript(`https://www.googletagmanager.com/gtag/js?id=${encodeURIComponent(measurementId)}`);
    }
  }
  const gtag = win.gtag;
  return {
    send: (event, params) => gtag('event', event, params),
    setUserProperties: (props) => gtag('set', 'user_properties', props),
    updateConsent: (state) => gtag('consent', 'update', { analytics_storage: state }),
  };
}
