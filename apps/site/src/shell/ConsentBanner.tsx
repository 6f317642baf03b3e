import { Button } from '@penzugy/widgets';
import { analytics, type ConsentState } from '../analytics';
import { useClientStore } from './useHydrated';
import * as styles from './shell.css';
import { SiteLink } from './SiteLink';

function subscribeConsent(onChange: () => void): () => void {
  window.addEventListener('penzugy:consent', onChange);
  return () => window.removeEventListener('penzugy:consent', onChange);
}

/**
 * The prerendered HTML has the banner; index.html's inline script marks <html data-consent> before
 * the first paint and the banner's style shows it only to a visitor who has not answered, so it is
 * there at once instead of after hydration. Once hydrated the stored choice decides.
 */
const askedInHtml = (): ConsentState => 'unknown';

/** The visitor's answer ('unknown' while the banner asks; also before hydration). */
export function useConsentState(): ConsentState {
  return useClientStore(subscribeConsent, analytics.consent, askedInHtml);
}

/** Asks once; analytics stays off until the visitor accepts (src/analytics). */
export function ConsentBanner() {
  const state = useConsentState();
  if (state !== 'unknown') return null;
  return (
    <section className={styles.consent} aria-labelledby="consent-title">
      <h2 id="consent-title" className={styles.consentTitle}>
        Sütik és látogatottsági statisztika
      </h2>
      <p>
        Az oldal működéséhez szükséges adatokat (például a választott színmódot) a böngésződben tároljuk. Látogatottsági
        statisztikát csak a hozzájárulásoddal gyűjtünk. Részletek a{' '}
        <SiteLink to="/cookie-szabalyzat">cookie-szabályzatban</SiteLink>.
      </p>
      <div className={styles.consentActions}>
        <Button onClick={() => analytics.setConsent('granted')}>Elfogadom</Button>
        <Button variant="secondary" onClick={() => analytics.setConsent('denied')}>
          Csak a szükségesek
        </Button>
      </div>
      <span className={styles.consentEnd} hidden />
    </section>
  );
}
