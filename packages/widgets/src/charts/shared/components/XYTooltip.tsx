import { ChartTooltip, type TooltipRow } from './ChartTooltip';
import type { XYChartBand, XYChartLine } from './XYChart.types';

interface XYTooltipProps {
  /** The data index under the cursor. */
  index: number;
  header: string;
  bands: readonly XYChartBand[];
  lines: readonly XYChartLine[];
  formatValue: (value: number) => string;
}

/** The tooltip at the cursor: each band as 'lower – upper', then each line, all that are in the tooltip. */
export function XYTooltip({ index, header, bands, lines, formatValue }: XYTooltipProps) {
  const rows: TooltipRow[] = [
    ...bands
      .filter((b) => b.inTooltip !== false)
      .map((b) => ({
        key: b.key,
        label: b.label,
        value: `${formatValue(b.lower[index]!)} – ${formatValue(b.upper[index]!)}`,
        color: b.color,
      })),
    ...lines
      .filter((l) => l.inTooltip !== false)
      .map((l) => ({ key: l.key, label: l.label, value: formatValue(l.values[index]!), color: l.color })),
  ];
  return <ChartTooltip header={header} rows={rows} />;
}
