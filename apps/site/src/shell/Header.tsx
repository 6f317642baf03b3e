import { lazy, Suspense } from 'react';
import type { ThemeName } from '@penzugy/widgets';
import { useAuth } from '../auth';
import { Icon } from './icons';
import { MAIN_LINKS } from './site-config';
import { SiteLink, SiteNavLink } from './SiteLink';
import { useShownUser } from './useShownUser';

const UserMenu = lazy(() => import('./UserMenu'));
import * as styles from './shell.css';

export interface HeaderProps {
  menuOpen: boolean;
  onMenu: () => void;
  theme: ThemeName;
  onToggleTheme: () => void;
}

/**
 * Menu button, five icon links, logo and title, the login link (signed out) or the user menu
 * (signed in), the theme switch.
 */
export function Header({ menuOpen, onMenu, theme, onToggleTheme }: HeaderProps) {
  // Prerendered HTML shows the signed-out header; the stored user appears once hydrated.
  const user = useShownUser();
  const { ready, signOut } = useAuth();
  return (
    <header className={styles.header} data-nav-area="header">
      <button
        type="button"
        className={styles.iconButton}
        aria-label="Menü"
        aria-expanded={menuOpen}
        aria-controls="side-menu"
        onClick={onMenu}
      >
        <Icon name="menu" />
      </button>
      <SiteLink to="/" className={styles.brand} title="Főoldal">
        <span className={styles.logo} aria-hidden="true">
          P
        </span>
        <span>Pénzügy</span>
      </SiteLink>
      <nav aria-label="Fő navigáció" className={styles.iconNav}>
        {MAIN_LINKS.map((l) => (
          <SiteNavLink key={l.to} to={l.to} className={styles.iconButton} title={l.label} aria-label={l.label}>
            <Icon name={l.icon} />
          </SiteNavLink>
        ))}
      </nav>
      {ready && !user && (
        <SiteLink to="/login" className={styles.loginLink}>
          <Icon name="user" size={18} />
          <span className={styles.loginText}>Bejelentkezés</span>
        </SiteLink>
      )}
      {user && (
        <Suspense fallback={null}>
          <UserMenu user={user} onSignOut={() => void signOut()} />
        </Suspense>
      )}
      <button
        type="button"
        className={styles.iconButton}
        role="switch"
        aria-checked={theme === 'dark'}
        aria-label="Sötét mód"
        title={theme === 'dark' ? 'Váltás világos módra' : 'Váltás sötét módra'}
        onClick={onToggleTheme}
      >
        <Icon name="moon" className={styles.darkModeIcon} data-mode="dark" />
        <Icon name="sun" className={styles.lightModeIcon} data-mode="light" />
      </button>
    </header>
  );
}
