import { useId } from 'react';
import { Button } from '../Button';
import * as styles from './StaleDataBanner.css';
import { STALE_DATA_STRINGS as T } from './strings';

/** A dataset older than its refresh schedule allows (the API's /market/status says which). */
export interface StaleDataset {
  /** The dataset's id (a React key). */
  id: string;
  /** What the data are, in Hungarian ('Részvény- és indexárfolyamok (napi záróárak)'). */
  label: string;
  /** The date the data describe up to, `YYYY-MM-DD`. */
  asOf: string;
  /** Who publishes them ('EKB', 'KSH', the price provider). */
  source: string;
}

export interface StaleDataBannerProps {
  /** The stale datasets; with none the banner is not rendered. */
  datasets: readonly StaleDataset[];
  /** Called by the close button; the host decides how long it stays closed. */
  onDismiss: () => void;
  /** The host's placement (e.g. a fixed overlay). */
  className?: string | undefined;
}

/**
 * Says which datasets are older than their schedule allows, with each one's as-of date and source,
 * so a visitor knows the figures built on them are not the latest (docs/product.md#shell).
 * Data-agnostic: the host fetches the status and passes the stale ones.
 */
export function StaleDataBanner({ datasets, onDismiss, className }: StaleDataBannerProps) {
  const titleId = useId();
  if (datasets.length === 0) return null;
  return (
    <section
      className={className ? `${styles.root} ${className}` : styles.root}
      aria-labelledby={titleId}
      data-stale-banner=""
    >
      <div className={styles.body}>
        <h2 id={titleId} className={styles.title}>
          {T.title}
        </h2>
        <p className={styles.text}>{T.lead}</p>
        <ul className={styles.list}>
          {datasets.map((d) => (
            <li key={d.id}>{T.item(d.label, d.asOf, d.source)}</li>
          ))}
        </ul>
      </div>
      <Button variant="secondary" size="sm" onClick={onDismiss}>
        {T.dismiss}
      </Button>
    </section>
  );
}
