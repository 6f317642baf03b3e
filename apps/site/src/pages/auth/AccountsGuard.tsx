import type { ReactElement } from 'react';
import { Button, INERT } from '@penzugy/widgets';
import { AUTH_STRINGS } from '../../auth';
import * as styles from './auth-pages.css';

export interface AccountsGuardProps {
  /** Whether the accounts service can be used; the page learns it only once it is live. */
  available: boolean;
  /** Why not, when it says (else the general message). */
  reason?: string | undefined;
  /** The forms the service is needed for (one element). */
  children: ReactElement;
}

/**
 * The account forms, covered by "A fiókok jelenleg nem érhetők el." when the accounts service
 * cannot be used: the visitor is told before typing a password into a form that cannot work, and
 * the forms are inert underneath. The message lies over the forms (one grid cell for both) rather
 * than above them: it is known only after the page is live, and pushed in above, it moved the form
 * 56 px down under the visitor's finger (a layout shift of 0.029 at 412 px, issue 27).
 */
export function AccountsGuard({ available, reason, children }: AccountsGuardProps) {
  return (
    <div className={styles.guard}>
      {!available && (
        <div className={styles.guardCover}>
          <div role="alert" className={styles.alert}>
            <p className={styles.guardText}>{reason ?? AUTH_STRINGS.unavailable}</p>
            <Button variant="secondary" size="sm" onClick={() => location.reload()}>
              {AUTH_STRINGS.reloadPage}
            </Button>
          </div>
        </div>
      )}
      <div
        className={available ? styles.guarded : `${styles.guarded} ${styles.guardedOff}`}
        {...(available ? {} : INERT)}
      >
        {children}
      </div>
    </div>
  );
}
