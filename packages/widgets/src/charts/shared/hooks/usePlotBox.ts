import { useContainerWidth } from './useContainerWidth';

/** The measured plot box of a chart: its fixed height, its callback ref and its current width. */
export interface PlotBox {
  /** Height of the plot in px. */
  height: number;
  /** Callback ref of the plot box; ChartFrame attaches it. */
  plotRef: (element: HTMLDivElement | null) => void;
  /** Width of the plot box in px (0 until measured). */
  width: number;
}

/** The plot box of a chart `height` px high, as wide as its container (see useContainerWidth). */
export function usePlotBox(height: number): PlotBox {
  const [plotRef, width] = useContainerWidth();
  return { height, plotRef, width };
}
