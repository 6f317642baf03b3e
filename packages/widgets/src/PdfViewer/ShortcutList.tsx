import * as styles from './PdfViewer.css';
import { PDF_VIEWER_STRINGS as T } from './strings';

/** The viewer's keyboard shortcuts, folded under a summary below the pages. */
export function ShortcutList() {
  return (
    <details className={styles.shortcuts}>
      <summary className={styles.shortcutsSummary}>{T.shortcutsTitle}</summary>
      <dl className={styles.shortcutsList}>
        {T.shortcuts.map(([keys, action]) => (
          <div key={keys} className={styles.shortcutRow}>
            <dt>
              <kbd>{keys}</kbd>
            </dt>
            <dd>{action}</dd>
          </div>
        ))}
      </dl>
      <p className={styles.note}>{T.shortcutsNote}</p>
    </details>
  );
}
