import { categoryTicks } from '../layout/category-ticks/category-ticks';
import type { XYChartXAxis } from './XYChart.types';

/**
 * The x axis of a chart whose points are categories (dates, the steps of a sweep) at `x`: ticks at
 * evenly chosen points, as many as fit, instead of d3's round numbers between them.
 */
export function categoryXAxis(
  x: ArrayLike<number>,
  formatTick: XYChartXAxis['formatTick'],
  formatValue: XYChartXAxis['formatValue'],
  label?: string,
): XYChartXAxis {
  return {
    label,
    formatTick,
    formatValue,
    tickValues: (_domain, maxTicks) => categoryTicks(x.length, maxTicks).map((i) => x[i]!),
  };
}
