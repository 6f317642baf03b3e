import { useEffect, useState, useSyncExternalStore } from 'react';
import { Button } from '@penzugy/widgets';
import type { AuthController } from './controller';
import { AUTH_STRINGS } from './strings';
import * as styles from './AuthNotices.css';

/** How long a success message stays (it can be closed earlier, and stays while hovered or focused). */
export const NOTICE_DURATION_MS = 8_000;

/**
 * Messages that outlive a navigation: 'Sikeres bejelentkezés!' is shown on the home page the
 * login sends the visitor to (docs/product.md#accounts). A polite live region that is always present, so
 * screen readers announce each message; failures are not here but inline in their form. It must render
 * inside the theme root (shell/Layout.tsx): its position and colours are theme variables, which are
 * undefined outside it — a notice drawn there fell below the end of the page (issue 27).
 */
export function AuthNotices({ controller }: { controller: AuthController }) {
  const notice = useSyncExternalStore(controller.subscribeNotice, controller.getNotice, controller.getNotice);
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
          className={[styles.notice, notice.kind === 'info' ? styles.info : ''].join(' ')}
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
