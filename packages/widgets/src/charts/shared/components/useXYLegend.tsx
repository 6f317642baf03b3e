import { useMemo, type ReactNode } from 'react';
import { Legend, type LegendItem } from './Legend';
import type { XYChartBand, XYChartLine } from './XYChart.types';

/**
 * The legend of an XYChart: the given items, or one entry per band and per line shown in the
 * legend, followed by any extra content. Memoised so the cursor moving does not rebuild it.
 */
export function useXYLegend(
  legendItems: readonly LegendItem[] | undefined,
  legendExtra: ReactNode,
  bands: readonly XYChartBand[],
  lines: readonly XYChartLine[],
): ReactNode {
  return useMemo(() => {
    const items: LegendItem[] = legendItems
      ? [...legendItems]
      : [
          ...bands.map((b) => ({ key: b.key, label: b.label, color: b.color, shape: 'band' as const })),
          ...lines
            .filter((l) => l.inLegend !== false)
            .map((l) => ({ key: l.key, label: l.label, color: l.color, strokeWidth: l.strokeWidth, dashed: l.dashed })),
        ];
    return (
      <div>
        <Legend items={items} />
        {legendExtra}
      </div>
    );
  }, [legendItems, legendExtra, bands, lines]);
}
