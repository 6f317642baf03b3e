import { estimateLabelWidth } from '../xy-layout/xy-layout';

/** How close to the axis end a label is anchored at its end, so it stays inside the plot. */
export const BOTTOM_EDGE_PX = 28;
/** Room kept between two labels. */
const GAP_PX = 4;

export interface BottomLabel {
  anchor: 'middle' | 'end';
  /** False when the label would overlap the one to its right (which is kept). */
  shown: boolean;
}

/**
 * Where the bottom axis's labels go: centred on their tick, or ending at it near the axis end. A
 * label that would overlap its right-hand neighbour is left out, walking from the right, so the
 * last label (a chart's latest date) always shows: an end-anchored last date reaches back by its
 * whole width and used to cover the label before it.
 */
export function placeBottomLabels(
  ticks: readonly { position: number; label: string }[],
  length: number,
): BottomLabel[] {
  const placed: BottomLabel[] = ticks.map((t) => ({
    anchor: t.position > length - BOTTOM_EDGE_PX ? 'end' : 'middle',
    shown: true,
  }));
  let leftEdge = Infinity;
  for (let i = ticks.length - 1; i >= 0; i--) {
    const { position, label } = ticks[i]!;
    const width = estimateLabelWidth(label);
    const [from, to] =
      placed[i]!.anchor === 'end' ? [position - width, position] : [position - width / 2, position + width / 2];
    if (to + GAP_PX > leftEdge) {
      placed[i]!.shown = false;
      continue;
    }
    leftEdge = from;
  }
  return placed;
}
