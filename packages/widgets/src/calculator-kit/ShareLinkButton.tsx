import { useRef, useState } from 'react';
import { Button } from '../Button';
import { copyToClipboard } from './copy-link';
import * as styles from './shared.css';
import type { QueryState } from './query';
import { shareUrl, type ShareLink } from './useUrlState';

export interface ShareLinkButtonProps {
  /** Builds the link to the current result when the button is pressed. */
  getUrl: () => string;
  /** Button text, e.g. 'Link másolása'. */
  label: string;
  /** Announced when the link is on the clipboard. */
  copiedMessage: string;
  /** Announced when the clipboard refuses; gets the link so the user can copy it by hand. */
  failedMessage: (url: string) => string;
  /** Called on every press (the calculators report a 'share' interaction). */
  onShare?: (() => void) | undefined;
}

/**
 * Copies the link of the current result and says so in a polite live region. The region is always
 * rendered (empty at first), so screen readers announce the message when it arrives.
 *
 * Used by every calculator's share action.
 */
export function ShareLinkButton({ getUrl, label, copiedMessage, failedMessage, onShare }: ShareLinkButtonProps) {
  const [message, setMessage] = useState('');
  // Only the latest press may write its outcome.
  const press = useRef(0);

  const share = async () => {
    const id = ++press.current;
    const url = getUrl();
    onShare?.();
    setMessage('');
    const copied = await copyToClipboard(url);
    if (id === press.current) setMessage(copied ? copiedMessage : failedMessage(url));
  };

  return (
    <>
      <Button variant="secondary" onClick={share}>
        {label}
      </Button>
      <p className={styles.shareStatus} role="status" aria-live="polite">
        {message}
      </p>
    </>
  );
}

/** A calculator's share texts: the kit's button and failure texts with the calculator's own 'copied' message. */
export interface CalculatorShareStrings {
  button: string;
  copied: string;
  failed: (url: string) => string;
}

export interface CalculatorShareButtonProps<T extends QueryState> {
  strings: CalculatorShareStrings;
  /** The calculator's current input as query state and where the link points (see useUrlLink). */
  link: ShareLink<T>;
  onShare?: (() => void) | undefined;
}

/** The share action every calculator puts next to its submit button: the link to the current input. */
export function CalculatorShareButton<T extends QueryState>({ strings, link, onShare }: CalculatorShareButtonProps<T>) {
  return (
    <ShareLinkButton
      label={strings.button}
      copiedMessage={strings.copied}
      failedMessage={strings.failed}
      getUrl={() => shareUrl(link.state, link.defaults, link.baseUrl)}
      onShare={onShare}
    />
  );
}
