/**
 * Analytics without a vendor lock-in: pages and widgets call `track(event, params)`; nothing leaves
 * the browser until the visitor has accepted cookies, and then events go to the configured sink
 * (GA4's gtag when a measurement id is configured, nothing otherwise).
 */

/** The events of docs/product.md#analytics. */
export type AnalyticsEvent =
  | 'page_view'
  | 'article_view'
  | 'share'
  | 'navigation_click'
  | 'search'
  | 'calculator_interaction'
  | 'login'
  | 'sign_up'
  | 'file_download'
  | 'click'
  | 'video_play'
  | 'form_submit'
  | 'timing_complete'
  | 'purchase'
  | 'add_to_cart'
  | 'begin_checkout'
  | 'scroll_depth';

export type AnalyticsParams = Record<string, string | number | boolean | undefined>;

export interface AnalyticsSink {
  send(event: AnalyticsEvent, params: AnalyticsParams): void;
  setUserProperties(props: AnalyticsParams): void;
  /** Tells the vendor's tags the visitor's choice (Consent Mode). */
  updateConsent?(state: Exclude<ConsentState, 'unknown'>): void;
}

export type ConsentState = 'granted' | 'denied' | 'unknown';

/** Scroll depths reported once per page view (docs/product.md#analytics). */
export const SCROLL_DEPTH_THRESHOLDS = [25, 50, 75, 90, 100] as const;

/**
 * The thresholds newly crossed at `percent`, given the ones already reported. A page shorter than
 * the window counts as read to the end.
 */
export function crossedThresholds(percent: number, reported: ReadonlySet<number>): number[] {
  if (!Number.isFinite(percent)) return [];
  return SCROLL_DEPTH_THRESHOLDS.filter((t) => percent >= t && !reported.has(t));
}

/** Percent of the page seen: the bottom of the viewport over the document height. */
export function scrollPercent(scrollY: number, viewportHeight: number, documentHeight: number): number {
  if (documentHeight <= 0) return 100;
  return Math.min(100, Math.max(0, ((scrollY + viewportHeight) / documentHeight) * 100));
}

export interface Analytics {
  track(event: AnalyticsEvent, params?: AnalyticsParams): void;
  setUserProperties(props: AnalyticsParams): void;
  consent(): ConsentState;
  setConsent(state: Exclude<ConsentState, 'unknown'>): void;
  /** Forgets the choice so the visitor is asked again; a grant is withdrawn at once (asked again = no consent yet). */
  reset(): void;
}

/**
 * The consent gate. Events before consent are dropped, not queued: a visitor who has not agreed is
 * not tracked retroactively. The last page view is replayed on acceptance so the visit is counted.
 * The sink hears the grant (Consent Mode) before its first event. Refusing after a grant is a
 * withdrawal: `withdraw` then removes what the vendor left behind. So is `reset()` after a grant (the
 * footer's cookie settings): until the visitor answers again there is no consent, so the analytics
 * cookies go at once instead of staying until the answer.
 */
export function createAnalytics(options: {
  sink: () => AnalyticsSink | undefined;
  readConsent: () => ConsentState;
  writeConsent: (state: Exclude<ConsentState, 'unknown'>) => void;
  /** Forgets the stored choice. */
  clearConsent?: () => void;
  /** Undoes a grant: tells the vendor, deletes its cookies, unloads its script. */
  withdraw?: () => void;
}): Analytics {
  let lastPageView: AnalyticsParams | undefined;
  let userProps: AnalyticsParams = {};
  let announced: AnalyticsSink | undefined;
  const granted = () => options.readConsent() === 'granted';
  /** The sink, once consent is granted, told so before anything else. */
  const grantedSink = () => {
    const sink = options.sink();
    if (sink && announced !== sink) {
      sink.updateConsent?.('granted');
      announced = sink;
    }
    return sink;
  };
  return {
    track(event, params = {}) {
      if (event === 'page_view') lastPageView = params;
      if (!granted()) return;
      grantedSink()?.send(event, params);
    },
    setUserProperties(props) {
      userProps = { ...userProps, ...props };
      if (granted()) grantedSink()?.setUserProperties(props);
    },
    consent: options.readConsent,
    setConsent(state) {
      const before = granted();
      options.writeConsent(state);
      if (state === 'granted' && !before) {
        const sink = grantedSink();
        if (Object.keys(userProps).length > 0) sink?.setUserProperties(userProps);
        if (lastPageView) sink?.send('page_view', lastPageView);
      } else if (state === 'denied' && before) {
        announced = undefined;
        options.withdraw?.();
      }
    },
    reset() {
      const before = granted();
      options.clearConsent?.();
      if (before) {
        announced = undefined;
        options.withdraw?.();
      }
    },
  };
}
