import type { ChartValueFormat } from '../shared';
import type { SensitivityPoint } from './sensitivity-points/sensitivity-points';

/** The two ways to draw a sweep. */
export const SENSITIVITY_VARIANTS = ['line', 'bar'] as const;

export interface SensitivityChartProps {
  /** The sweep: parameter value, its label and the outcome (non-finite points are skipped). */
  points: readonly SensitivityPoint[];
  /** Visible title and accessible name (e.g. 'Értéknövekedés hatása a saját tőkére'). */
  title: string;
  /** x of the base case, highlighted (e.g. 0 for offsets, 3 for 3 % appreciation). @default null */
  baseX?: number | null | undefined;
  /** Line with points, or bars from 0. @default 'line' */
  variant?: (typeof SENSITIVITY_VARIANTS)[number] | undefined;
  /** x-axis title (the parameter). */
  xLabel?: string | undefined;
  /** y-axis title (the outcome's unit). */
  yLabel?: string | undefined;
  /** Name of the outcome in the tooltip and summary. @default 'Eredmény' */
  valueLabel?: string | undefined;
  /** How values are written. @default 'huf' */
  valueFormat?: ChartValueFormat | undefined;
  /** Writes a parameter value that has no label. @default the number */
  formatX?: ((x: number) => string) | undefined;
  /** Renders nothing. @default false */
  hidden?: boolean | undefined;
  /** Extra class on the figure. */
  className?: string | undefined;
}
