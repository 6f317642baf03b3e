import type { HeatmapEntry } from '@penzugy/market-data';
import { ChangeValue, formatBillionsUsd, formatSignedPercentPoints } from '../market-kit';
import * as styles from './Heatmap.css';
import { HEATMAP_STRINGS as T } from './strings';
import type { TooltipPlacement } from './tooltip-position/tooltip-position';

export interface HeatmapTooltipProps {
  id: string;
  entry: HeatmapEntry;
  placement: TooltipPlacement;
}

/**
 * The details of the tile under the pointer or keyboard focus: company, sector, market cap in
 * billions of USD and the daily change. It is the focused tile's description (`aria-describedby`),
 * and never takes the pointer, so it cannot hide the tile it belongs to.
 */
export function HeatmapTooltip({ id, entry, placement }: HeatmapTooltipProps) {
  const [cap, change] = entry.value;
  return (
    <div
      id={id}
      role="tooltip"
      className={styles.tooltip}
      style={{ left: placement.left, top: placement.top }}
      data-side={placement.side}
    >
      <p className={styles.tooltipTitle}>
        {entry.companyName} ({entry.name})
      </p>
      <dl className={styles.tooltipList}>
        <dt className={styles.tooltipTerm}>{T.tooltip.sector}</dt>
        <dd className={styles.tooltipValue}>{entry.sector}</dd>
        <dt className={styles.tooltipTerm}>{T.tooltip.marketCap}</dt>
        <dd className={styles.tooltipValue}>{formatBillionsUsd(cap)}</dd>
        <dt className={styles.tooltipTerm}>{T.tooltip.change}</dt>
        <dd className={styles.tooltipValue}>
          <ChangeValue value={change} text={formatSignedPercentPoints(change)} />
        </dd>
      </dl>
    </div>
  );
}
