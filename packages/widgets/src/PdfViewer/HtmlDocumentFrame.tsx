import { safeHref } from '../safe-href';
import { DocumentActions } from './DocumentActions';
import * as styles from './PdfViewer.css';
import { PDF_VIEWER_STRINGS as T } from './strings';

export interface HtmlDocumentFrameProps {
  /** URL of the HTML document (EDGAR's native filing format). */
  url: string;
  /** The document's title; names the frame. */
  title: string;
  /** File name for the download. @default the URL's last part */
  fileName?: string | undefined;
  /** Height of the frame (CSS length). @default '75vh' */
  height?: string | undefined;
  /** Extra class names for the root element. */
  className?: string | undefined;
}

/**
 * An HTML filing in a frame with `sandbox=""`: no scripts, forms, pop-ups or same-origin access,
 * so a filing (or anything that pretends to be one) cannot act on the site. Styles and images
 * still load, so it looks as filed.
 */
export function HtmlDocumentFrame({ url, title, fileName, height = '75vh', className }: HtmlDocumentFrameProps) {
  return (
    <div className={className ? `${styles.root} ${className}` : styles.root}>
      <div className={styles.toolbar}>
        <DocumentActions url={url} fileName={fileName} />
        <p className={styles.note}>{T.htmlNote}</p>
      </div>
      <iframe
        className={styles.frame}
        src={safeHref(url)}
        title={T.htmlFrame(title)}
        sandbox=""
        referrerPolicy="no-referrer"
        style={{ height }}
      />
    </div>
  );
}
