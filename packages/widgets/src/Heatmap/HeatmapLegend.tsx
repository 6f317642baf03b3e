import { heatmapLegend } from './legend';
import * as styles from './Heatmap.css';
import { HEATMAP_STRINGS as T } from './strings';

const ITEMS = heatmapLegend();

/** The seven colour bands with their ranges (docs/product.md#dashboard); the ranges are text, not just colour. */
export function HeatmapLegend() {
  return (
    <ul className={styles.legend} aria-label={T.legend}>
      {ITEMS.map((item) => (
        <li key={item.band} className={styles.legendItem}>
          <span aria-hidden="true" className={`${styles.swatch} ${styles.band[item.band]}`} />
          {item.label}
        </li>
      ))}
    </ul>
  );
}
