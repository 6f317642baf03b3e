import { useLayoutEffect, useRef } from 'react';
import { NEWS_TOPIC_CATEGORIES } from '@penzugy/content';
import { useAuth } from '../auth';
import { useHydrated } from './useHydrated';
import { Icon } from './icons';
import { LinkItems } from './LinkItems';
import { ACCOUNT_LINKS, MAIN_LINKS } from './site-config';
import { SocialLinks } from './SocialLinks';
import { useScrollLock } from './useScrollLock';
import * as styles from './shell.css';
import { SiteLink, SiteNavLink } from './SiteLink';

const NEWS_TOPIC_LINKS = NEWS_TOPIC_CATEGORIES.map((c) => ({ to: `/hirek/kategoria/${c.slug}`, label: c.label }));

export interface SideMenuProps {
  open: boolean;
  onClose: () => void;
}

/**
 * The side menu: a modal dialog sliding in from the left (0.3 s). It locks page scrolling while
 * open, closes on any choice, on the overlay, and on Escape, and returns focus to the menu button.
 */
export function SideMenu({ open, onClose }: SideMenuProps) {
  const { user: storedUser, signOut } = useAuth();
  const user = useHydrated() ? storedUser : null;
  const panel = useRef<HTMLDivElement>(null);
  useScrollLock(open);

  // A layout effect: focus moves and Escape works from the frame the menu opens in. (Preact, which
  // the build runs on, starts passive effects only after the next paint.)
  useLayoutEffect(() => {
    if (!open) return;
    const returnTo = document.activeElement as HTMLElement | null;
    panel.current?.querySelector<HTMLElement>('a, button')?.focus();
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') onClose();
      if (e.key === 'Tab' && panel.current) {
        // Keep focus inside the open dialog.
        const items = panel.current.querySelectorAll<HTMLElement>('a[href], button:not([disabled])');
        const first = items[0];
        const last = items[items.length - 1];
        if (e.shiftKey && document.activeElement === first) {
          e.preventDefault();
          last?.focus();
        } else if (!e.shiftKey && document.activeElement === last) {
          e.preventDefault();
          first?.focus();
        }
      }
    };
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('keydown', onKey);
      returnTo?.focus?.();
    };
  }, [open, onClose]);

  return (
    <>
      {open && <div className={styles.overlay} data-testid="menu-overlay" onClick={onClose} aria-hidden="true" />}
      {/* eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-noninteractive-element-interactions -- not a control: it closes the menu after a link inside it was followed (by click or Enter, both arrive as click) */}
      <div
        id="side-menu"
        ref={panel}
        role="dialog"
        aria-modal="true"
        aria-label="Menü"
        data-nav-area="menu"
        className={open ? `${styles.sideMenu} ${styles.sideMenuOpen}` : styles.sideMenu}
        onClick={(e) => {
          if ((e.target as HTMLElement).closest('a')) onClose();
        }}
      >
        <div className={styles.menuHeader}>
          {user ? (
            <button
              type="button"
              className={styles.loginLink}
              onClick={() => {
                onClose();
                // signOut clears the session and goes to /login itself (docs/product.md#shell).
                void signOut();
              }}
            >
              Kijelentkezés
            </button>
          ) : (
            <SiteLink to="/login" className={styles.loginLink}>
              <Icon name="user" size={18} /> Bejelentkezés
            </SiteLink>
          )}
          <button type="button" className={styles.iconButton} aria-label="Menü bezárása" onClick={onClose}>
            <Icon name="close" />
          </button>
        </div>
        <nav aria-label="Oldalmenü">
          <ul className={styles.tiles}>
            {MAIN_LINKS.slice(0, 4).map((l) => (
              <li key={l.to}>
                <SiteLink to={l.to} className={styles.tile}>
                  <Icon name={l.icon} />
                  {l.label}
                </SiteLink>
              </li>
            ))}
          </ul>
          <h2 className={styles.menuHeading}>Hírkategóriák</h2>
          <ul className={styles.menuList}>
            <li>
              <SiteNavLink end to="/hirek" className={styles.menuLink}>
                Összes hír
              </SiteNavLink>
            </li>
            <LinkItems links={NEWS_TOPIC_LINKS} className={styles.menuLink} current />
          </ul>
          <SiteLink to="/hirek/archivum" className={styles.menuLink}>
            <Icon name="archive" size={18} /> Archívum
          </SiteLink>
          {user && (
            <>
              <h2 className={styles.menuHeading}>Fiók</h2>
              <ul className={styles.menuList}>
                <LinkItems links={ACCOUNT_LINKS} className={styles.menuLink} current />
              </ul>
            </>
          )}
        </nav>
        <SocialLinks label="Közösségi oldalak" />
        <p className={styles.muted}>© {new Date().getFullYear()} Pénzügy. Minden jog fenntartva.</p>
      </div>
    </>
  );
}
