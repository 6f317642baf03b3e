import { memo } from 'react';
import * as styles from '../charts.css';
import { XY_MARKS } from '../layout/geometry';
import type { XYLayout } from '../layout/xy-layout/xy-layout';
import type { XYChartBand, XYChartLine } from './XYChart.types';

export interface SeriesLayerProps {
  layout: XYLayout;
  lines: readonly XYChartLine[];
  bands: readonly XYChartBand[];
}

/**
 * Bands and lines: one `<path>` per series whatever the number of points. Memoised on the layout,
 * so moving the cursor does not re-render hundreds of paths (the fan chart has up to 55).
 */
export const SeriesLayer = memo(function SeriesLayer({ layout, lines, bands }: SeriesLayerProps) {
  const ordered = [...lines.filter((l) => !l.onTop), ...lines.filter((l) => l.onTop)];
  return (
    <g>
      {bands.map((b) =>
        layout.bandPaths[b.key] ? (
          <path key={b.key} d={layout.bandPaths[b.key]} style={{ fill: b.color }} stroke="none" data-series={b.key} />
        ) : null,
      )}
      {ordered.map((l) =>
        layout.linePaths[l.key] ? (
          <path
            key={l.key}
            className={styles.series}
            d={layout.linePaths[l.key]}
            style={{ stroke: l.color }}
            strokeWidth={l.strokeWidth}
            strokeDasharray={l.dashed ? XY_MARKS.dash : undefined}
            data-series={l.key}
          />
        ) : null,
      )}
      {ordered.map((l) => {
        const p = layout.lonePoints[l.key];
        return p ? (
          <circle
            key={`${l.key}-lone`}
            cx={p[0]}
            cy={p[1]}
            r={Math.max(XY_MARKS.lonePointMinRadius, l.strokeWidth)}
            style={{ fill: l.color }}
            data-series={l.key}
          />
        ) : null;
      })}
    </g>
  );
});
