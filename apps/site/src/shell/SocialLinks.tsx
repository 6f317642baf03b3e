import { Icon } from './icons';
import { SOCIAL_LINKS } from './site-config';
import * as styles from './shell.css';

const SOCIAL_ICONS = {
  Facebook: 'facebook',
  Instagram: 'instagram',
  LinkedIn: 'linkedin',
  YouTube: 'youtube',
} as const;

/** The social icons of the side menu and the footer; each opens in a new tab and says so. */
export function SocialLinks({ label }: { label?: string }) {
  return (
    <ul className={styles.social} aria-label={label}>
      {SOCIAL_LINKS.map((s) => (
        <li key={s.name}>
          <a
            className={styles.iconButton}
            href={s.href}
            target="_blank"
            rel="noopener noreferrer"
            aria-label={`${s.name} (új lapon)`}
          >
            <Icon name={SOCIAL_ICONS[s.name]} size={20} />
          </a>
        </li>
      ))}
    </ul>
  );
}
