import { useEffect, useState, useSyncExternalStore } from 'react';
import { Button, themeClass } from '@penzugy/widgets';
import type { AuthController } from './controller';
import { AUTH_STRINGS } from './strings';
import * as styles from './AuthNotices.css';

/** How long a success message stays (it can be closed earlier, and stays while hovered or focused). */
export const NOTICE_DURATION_MS = 8_000;

/**
 * The theme of the page. The notices render beside the routed layout, outside its theme root, so
 * they follow the `data-theme` attribute the shell keeps on <html> (shell/theme.ts).
 */
function useDocumentTheme(): string {
  // The prerender (no document) renders no notice, so its theme does not matter there.
  const read = () =>
    typeof document === 'undefined' ? 'dark' : (document.documentElement.getAttribute('data-theme') ?? 'dark');
  const [theme, setTheme] = useState(read);
  useEffect(() => {
    const observer = new MutationObserver(() => setTheme(read()));
    observer.observe(document.documentElement, { attributes: true, attributeFilter: ['data-theme'] });
    return () => observer.disconnect();
  }, []);
  return theme;
}

/**
 * Messages that outlive a navigation: 'Sikeres bejelentkezés!' is shown on the home page the
 * login sends the visitor to (docs/product.md#accounts). A polite live region that is always present, so
 * screen readers announce each message; failures are not here but inline in their form.
 */
export function AuthNotices({ controller }: { controller: AuthController }) {
  const notice = useSyncExternalStore(controller.subscribeNotice, controller.getNotice, controller.getNotice);
  const theme = useDocumentTheme();
  const [held, setHeld] = useState(false);

  useEffect(() => {
    if (!notice || held) return;
    const timer = setTimeout(() => controller.dismissNotice(notice.id), NOTICE_DURATION_MS);
    return () => clearTimeout(timer);
  }, [controller, notice, held]);

  return (
    <div role="status" aria-live="polite" className={styles.region}>
      {notice && (
        <div
          // The theme class paints a background, so it goes on the box, not on the full-width region.
          className={[themeClass(theme), styles.notice, notice.kind === 'info' ? styles.info : ''].join(' ')}
          onMouseEnter={() => setHeld(true)}
          onMouseLeave={() => setHeld(false)}
          onFocus={() => setHeld(true)}
          onBlur={() => setHeld(false)}
        >
          <p className={styles.text}>{notice.text}</p>
          <Button
            variant="ghost"
            size="sm"
            aria-label={AUTH_STRINGS.dismiss}
            onClick={() => controller.dismissNotice(notice.id)}
          >
            ×
          </Button>
        </div>
      )}
    </div>
  );
}
