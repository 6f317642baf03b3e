import { button } from '../Button';
import { safeHref } from '../safe-href';
import * as styles from './PdfViewer.css';
import { PDF_VIEWER_STRINGS as T } from './strings';

export interface DocumentActionsProps {
  /** The document's URL. */
  url: string;
  /** File name for the download. @default the URL's last part */
  fileName?: string | undefined;
  /** Extra class names for the root element. */
  className?: string | undefined;
}

/** The file name at the end of a URL, decoded: `/a/2024-11-01_10-K.pdf?x=1` → `2024-11-01_10-K.pdf`. */
export function fileNameFromUrl(url: string): string {
  const last = url.split(/[?#]/, 1)[0]!.split('/').filter(Boolean).pop() ?? '';
  try {
    return decodeURIComponent(last);
  } catch {
    return last;
  }
}

/**
 * 'Megnyitás új lapon' and 'Letöltés' as real links (styled as buttons), so they work without
 * JavaScript, from the keyboard and with the browser's own link menu.
 */
export function DocumentActions({ url, fileName, className }: DocumentActionsProps) {
  const linkClass = button({ variant: 'secondary', size: 'sm' });
  const href = safeHref(url);
  // A document address that fails the link rule gets no links (the viewer already shows its error).
  if (!href) return null;
  return (
    <div className={className ? `${styles.actions} ${className}` : styles.actions}>
      <a className={linkClass} href={href} target="_blank" rel="noopener noreferrer">
        {T.openInNewTab}
      </a>
      <a className={linkClass} href={href} download={fileName ?? fileNameFromUrl(href)}>
        {T.download}
      </a>
    </div>
  );
}
