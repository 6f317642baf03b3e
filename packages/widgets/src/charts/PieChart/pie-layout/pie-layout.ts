import { arc, pie } from 'd3';
import { labelWidth, PIE_RADIUS_RATIO } from '../../shared';
import type { PieSlice } from '../pie-slices/pie-slices';

/** Where a slice label goes: its text anchor point, side and the leader line from the arc. */
export interface PieLabel {
  x: number;
  y: number;
  anchor: 'start' | 'end';
  /** Leader line from the arc edge to the label. */
  leader: [number, number, number, number];
}

export interface PieArc {
  slice: PieSlice;
  startAngle: number;
  endAngle: number;
  /** Path of the slice, centred on (0, 0). */
  path: string;
  /** Path of the slice pulled out a little, for the active slice. */
  activePath: string;
  /** Middle of the slice, centred on (0, 0). */
  centroid: [number, number];
  label: PieLabel;
}

export interface PieLayout {
  cx: number;
  cy: number;
  radius: number;
  arcs: PieArc[];
  /** Whether the labels are drawn beside the pie; when not, the chart names the slices in its legend. */
  labelsOutside: boolean;
}

/** How far the active slice sticks out, in px. */
export const PIE_ACTIVE_OFFSET = 6;
const LABEL_GAP = 14;
const LABEL_LINE_HEIGHT = 16;

/**
 * Pushes sorted label positions apart so consecutive ones are at least `gap` apart, staying within
 * [min, max] when there is room. Returns new positions in the same order.
 */
export function spreadLabels(sorted: readonly number[], gap: number, min: number, max: number): number[] {
  const out = [...sorted];
  for (let i = 1; i < out.length; i++) out[i] = Math.max(out[i]!, out[i - 1]! + gap);
  if (out.length > 0 && out[out.length - 1]! > max) {
    out[out.length - 1] = max;
    for (let i = out.length - 2; i >= 0; i--) out[i] = Math.min(out[i]!, out[i + 1]! - gap);
  }
  if (out.length > 0 && out[0]! < min) {
    // Not enough room for all: keep the gap from the top (some may pass max; better than overlap).
    out[0] = min;
    for (let i = 1; i < out.length; i++) out[i] = Math.max(out[i]!, out[i - 1]! + gap);
  }
  return out;
}

/** Space kept between a label's leader end and its text, px. */
const LABEL_INSET = 4;
/** The smallest radius the labels may shrink the pie to, px; with less room they go to the legend. */
export const MIN_LABELLED_RADIUS = 40;

/**
 * The pie's geometry (docs/product.md#charts): radius 70 % of half the smaller side, slices clockwise from 12
 * o'clock in the given order, labels outside the pie with leader lines, spread so they do not overlap.
 * `labels` are the slices' label texts (in slice order): where the widest of a side's labels would
 * pass the plot's edge at that radius (a phone, a partner's narrow column), the pie is made smaller
 * instead, down to MIN_LABELLED_RADIUS — the specification's 70 % assumed a desktop plot; narrower
 * still, the pie keeps its 70 % and the labels are not drawn (`labelsOutside` false).
 */
export function computePieLayout(
  slices: readonly PieSlice[],
  width: number,
  height: number,
  labels: readonly string[] = [],
): PieLayout {
  const cx = width / 2;
  const cy = height / 2;
  const pies = pie<PieSlice>()
    .value((d) => d.value)
    .sort(null)(slices as PieSlice[]);
  // A label sits on the ring radius + LABEL_GAP, its text LABEL_INSET further out, on its slice's side.
  const widest = Math.max(0, ...pies.map((p, i) => (labels[i] === undefined ? 0 : labelWidth(labels[i]!))));
  const room = width / 2 - LABEL_GAP - LABEL_INSET - widest;
  const full = (PIE_RADIUS_RATIO * Math.min(width, height)) / 2;
  const labelsOutside = room >= Math.min(full, MIN_LABELLED_RADIUS);
  const radius = labelsOutside ? Math.min(full, room) : full;
  const shape = arc<{ startAngle: number; endAngle: number }>().innerRadius(0);

  const arcs: PieArc[] = pies.map((p) => {
    const mid = (p.startAngle + p.endAngle) / 2;
    const sin = Math.sin(mid);
    const cos = -Math.cos(mid);
    const lx = sin * (radius + LABEL_GAP);
    return {
      slice: p.data,
      startAngle: p.startAngle,
      endAngle: p.endAngle,
      path: shape.outerRadius(radius)(p) ?? '',
      activePath: shape.outerRadius(radius + PIE_ACTIVE_OFFSET)(p) ?? '',
      centroid: [sin * radius * 0.6, cos * radius * 0.6],
      label: {
        x: lx + (sin >= 0 ? LABEL_INSET : -LABEL_INSET),
        y: cos * (radius + LABEL_GAP),
        anchor: sin >= 0 ? 'start' : 'end',
        leader: [sin * (radius + 2), cos * (radius + 2), lx, cos * (radius + LABEL_GAP)],
      },
    };
  });

  // Spread the labels of each side vertically so small neighbouring slices stay readable.
  for (const side of ['start', 'end'] as const) {
    const group = arcs.filter((a) => a.label.anchor === side).sort((a, b) => a.label.y - b.label.y);
    const ys = spreadLabels(
      group.map((a) => a.label.y),
      LABEL_LINE_HEIGHT,
      -height / 2 + LABEL_LINE_HEIGHT / 2,
      height / 2 - LABEL_LINE_HEIGHT / 2,
    );
    const ring = radius + LABEL_GAP;
    const sign = side === 'start' ? 1 : -1;
    group.forEach((a, i) => {
      // Keep a moved label on the ring around the pie so it never lies over the slices.
      const y = ys[i]!;
      const x = sign * Math.sqrt(Math.max(0, ring * ring - y * y));
      a.label.y = y;
      a.label.x = x + sign * LABEL_INSET;
      a.label.leader[2] = x;
      a.label.leader[3] = y;
    });
  }
  return { cx, cy, radius, arcs, labelsOutside };
}

/** The index of the slice under (x, y) px relative to the SVG, or -1 outside the pie. */
export function sliceAt(layout: PieLayout, x: number, y: number): number {
  const dx = x - layout.cx;
  const dy = y - layout.cy;
  if (Math.hypot(dx, dy) > layout.radius + PIE_ACTIVE_OFFSET) return -1;
  let angle = Math.atan2(dx, -dy);
  if (angle < 0) angle += 2 * Math.PI;
  return layout.arcs.findIndex((a) => angle >= a.startAngle && angle < a.endAngle);
}
