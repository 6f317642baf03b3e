import { resetConsent } from '../analytics';
import { LinkItems } from './LinkItems';
import { CONTACT, FOOTER_LINKS, LEGAL_LINKS } from './site-config';
import { SocialLinks } from './SocialLinks';
import * as styles from './shell.css';

export function Footer() {
  return (
    <footer className={styles.footer} data-nav-area="footer">
      <div className={styles.footerGrid}>
        <nav aria-label="Oldaltérkép">
          <h2>Oldalak</h2>
          <ul className={styles.menuList}>
            <LinkItems links={FOOTER_LINKS} className={styles.link} />
          </ul>
        </nav>
        <div>
          <h2>Kapcsolat</h2>
          <address>
            {CONTACT.company}
            <br />
            {CONTACT.address}
            <br />
            <a className={styles.link} href={CONTACT.phoneHref}>
              {CONTACT.phone}
            </a>
            <br />
            <a className={styles.link} href={`mailto:${CONTACT.email}`}>
              {CONTACT.email}
            </a>
            <br />
            {CONTACT.hours}
          </address>
        </div>
        <div>
          <h2>Kövessen minket</h2>
          <SocialLinks />
        </div>
      </div>
      <div className={styles.footerBottom}>
        <p className={styles.muted} data-testid="copyright">
          © {new Date().getFullYear()} {CONTACT.company} Minden jog fenntartva.
        </p>
        <ul className={styles.inlineList} aria-label="Jogi információk">
          <LinkItems links={LEGAL_LINKS} className={styles.link} />
          <li>
            <button type="button" className={styles.linkButton} onClick={resetConsent}>
              Cookie-beállítások
            </button>
          </li>
        </ul>
      </div>
    </footer>
  );
}
