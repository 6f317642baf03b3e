import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import { ACCOUNT_PAGE_STRINGS, type AuthUser } from '../auth';
import { Icon } from './icons';
import { ACCOUNT_LINKS } from './site-config';
import * as styles from './shell.css';
import { SiteLink } from './SiteLink';

const S = ACCOUNT_PAGE_STRINGS.menu;

/**
 * The signed-in visitor's menu in the header: watchlist, account settings, sign-out. Radix gives
 * the menu semantics and the keyboard (Enter, Space or ArrowDown opens; arrows move; Escape closes
 * and returns focus to the button). It is non-modal: a modal menu hides the rest of the page from
 * assistive technology with aria-hidden while the focus may still be there (axe aria-hidden-focus).
 * The panel renders in place, inside the themed shell, rather than in a portal at the body's end.
 * Loaded only for a signed-in visitor (Header), so content pages do not carry Radix for everyone.
 */
export default function UserMenu({ user, onSignOut }: { user: AuthUser; onSignOut: () => void }) {
  return (
    <DropdownMenu.Root modal={false}>
      <DropdownMenu.Trigger className={styles.userMenuButton} aria-label={S.label(user.email)}>
        <Icon name="user" size={18} />
        <span className={styles.userMenuText}>Fiók</span>
      </DropdownMenu.Trigger>
      <DropdownMenu.Content className={styles.userMenu} align="end" sideOffset={6} aria-label={S.label(user.email)}>
        {user.email && (
          <p className={styles.userMenuEmail} aria-hidden="true">
            {user.email}
          </p>
        )}
        {ACCOUNT_LINKS.map((l) => (
          <DropdownMenu.Item key={l.to} asChild className={styles.userMenuItem}>
            <SiteLink to={l.to}>{l.label}</SiteLink>
          </DropdownMenu.Item>
        ))}
        <DropdownMenu.Separator className={styles.userMenuSeparator} />
        <DropdownMenu.Item className={styles.userMenuItem} onSelect={onSignOut}>
          {S.signOut}
        </DropdownMenu.Item>
      </DropdownMenu.Content>
    </DropdownMenu.Root>
  );
}
