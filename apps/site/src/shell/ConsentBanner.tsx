import { useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import { Button } from '@penzugy/widgets';
import { analytics } from '../analytics';
import * as styles from './shell.css';

/** Asks once; analytics stays off until the visitor accepts (src/analytics). */
export function ConsentBanner() {
  const [state, setState] = useState(() => analytics.consent());
  useEffect(() => {
    const sync = () => setState(analytics.consent());
    window.addEventListener('penzugy:consent', sync);
    return () => window.removeEventListener('penzugy:consent', sync);
  }, []);
  if (state !== 'unknown') return null;
  return (
    <section className={styles.consent} aria-labelledby="consent-title" role="region">
      <h2 id="consent-title" className={styles.consentTitle}>
        Sütik és látogatottsági statisztika
      </h2>
      <p>
        Az oldal működéséhez szükséges adatokat (például a választott színmódot) a böngésződben tároljuk. Látogatottsági statisztikát csak a
        hozzájárulásoddal gyűjtünk. Részletek a <Link to="/cookie-szabalyzat">cookie-szabályzatban</Link>.
      </p>
      <div className={styles.consentActions}>
        <Button onClick={() => analytics.setConsent('granted')}>Elfogadom</Button>
        <Button variant="secondary" onClick={() => analytics.setConsent('denied')}>
          Csak a szükségesek
        </Button>
      </div>
    </section>
  );
}
