import { Button } from '../Button';
import * as styles from './PdfViewer.css';

/** One icon button of the viewer's toolbar. */
export interface IconButtonProps {
  /** Accessible name, also shown as the tooltip (title). */
  label: string;
  /** The visible symbol, hidden from assistive technology. */
  icon: string;
  /** The keyboard shortcut that does the same (aria-keyshortcuts). */
  shortcut?: string | undefined;
  /** @default 'secondary' */
  variant?: 'secondary' | 'ghost' | undefined;
  disabled?: boolean | undefined;
  onClick: () => void;
}

/** A small square toolbar button showing a symbol, named by its label. */
export function IconButton({ label, icon, shortcut, variant = 'secondary', disabled, onClick }: IconButtonProps) {
  return (
    <Button
      variant={variant}
      size="sm"
      className={styles.iconButton}
      aria-label={label}
      title={label}
      aria-keyshortcuts={shortcut}
      disabled={disabled}
      onClick={onClick}
    >
      <span aria-hidden="true">{icon}</span>
    </Button>
  );
}
