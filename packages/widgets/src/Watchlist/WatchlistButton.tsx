import { useEffect, useId, useRef, useState } from 'react';
import { Button } from '../Button';
import { VisuallyHidden } from '../VisuallyHidden';
import { WATCHLIST_STRINGS as T } from './strings';
import { DEFAULT_LOGIN_HREF } from './Watchlist';
import * as styles from './Watchlist.css';
import { safeHref } from '../safe-href';

export interface WatchlistButtonProps {
  /** The stock's symbol, named in the announcement after a change. */
  symbol: string;
  /** Whether the stock is on the visitor's watchlist. */
  inWatchlist: boolean;
  /** Whether a visitor is signed in; signed out the button is disabled and a login link shown. */
  signedIn: boolean;
  /** Called with the wanted state: true to add, false to remove. */
  onToggle: (add: boolean) => void;
  /** A change is being saved: further clicks are ignored. @default false */
  pending?: boolean | undefined;
  /** The login page. @default '/login' */
  loginHref?: string | undefined;
  /** A failed change, in Hungarian (e.g. the site's 'Előbb jelentkezz be…' or a network error). */
  error?: string | null | undefined;
  /** Extra class names for the root element. */
  className?: string | undefined;
}

/**
 * The stock screen's add/remove button (docs/product.md#watchlist: adding needs a signed-in user). Its label says
 * what it will do ('Hozzáadás a figyelőlistához' / 'Eltávolítás a figyelőlistáról'); when the host
 * confirms a change (the `inWatchlist` prop flips after a click), a polite status announces it.
 * Signed out it is disabled and described by a link, 'Előbb jelentkezz be', to the login page.
 */
export function WatchlistButton({
  symbol,
  inWatchlist,
  signedIn,
  onToggle,
  pending = false,
  loginHref = DEFAULT_LOGIN_HREF,
  error,
  className,
}: WatchlistButtonProps) {
  const hintId = useId();
  const [announcement, setAnnouncement] = useState('');
  const clicked = useRef(false);
  const previous = useRef(inWatchlist);

  useEffect(() => {
    if (previous.current !== inWatchlist && clicked.current) {
      clicked.current = false;
      setAnnouncement(inWatchlist ? T.button.added(symbol) : T.button.removed(symbol));
    }
    previous.current = inWatchlist;
  }, [inWatchlist, symbol]);

  return (
    <div className={className ? `${styles.toggle} ${className}` : styles.toggle}>
      <Button
        variant={inWatchlist ? 'secondary' : 'primary'}
        className={styles.busy}
        disabled={!signedIn}
        aria-disabled={pending || undefined}
        aria-busy={pending || undefined}
        aria-describedby={!signedIn ? hintId : undefined}
        onClick={() => {
          if (pending || !signedIn) return;
          clicked.current = true;
          onToggle(!inWatchlist);
        }}
      >
        {inWatchlist ? T.button.remove : T.button.add}
      </Button>
      {!signedIn && (
        <a id={hintId} className={styles.inlineLink} href={safeHref(loginHref)}>
          {T.button.signInFirst}
        </a>
      )}
      {error && (
        <p role="alert" className={styles.text}>
          {error}
        </p>
      )}
      <VisuallyHidden role="status">{announcement}</VisuallyHidden>
    </div>
  );
}
