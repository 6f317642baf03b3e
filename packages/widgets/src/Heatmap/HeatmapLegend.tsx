import { heatmapLegend } from './legend';
import * as styles from './Heatmap.css';
import { HEATMAP_STRINGS as T } from './strings';

/*
 * Made on first use, not while the module loads: the labels are formatted numbers, and the first
 * formatter of a page loads ICU's locale data, which the site warms up in a worker before it
 * hydrates (apps/site/src/shell/intl-warm.ts); no-intl-at-load.test.ts checks.
 */
let items: ReturnType<typeof heatmapLegend> | undefined;

/** The seven colour bands with their ranges (docs/product.md#dashboard); the ranges are text, not just colour. */
export function HeatmapLegend() {
  return (
    <ul className={styles.legend} aria-label={T.legend}>
      {(items ??= heatmapLegend()).map((item) => (
        <li key={item.band} className={styles.legendItem}>
          <span aria-hidden="true" className={`${styles.swatch} ${styles.band[item.band]}`} />
          {item.label}
        </li>
      ))}
    </ul>
  );
}
