/**
 * Where the names of the frontier chart's marked portfolios and stocks go, so that no two print over
 * each other or over another point (issue 27: "Minimális variancia" was printed across "MOL", NFLX
 * across AMZN). Greedy placement in priority order — the marks first, then the stocks — each label
 * trying the positions around its point in a fixed order and taking the first whose box stays inside
 * the bounds and touches no placed label and no point. A label with no free position is left out:
 * the legend, the tooltip and the screen-reader table still name every point.
 */
import { labelWidth } from '../../shared';

/** A box in plot px: left/top inclusive, right/bottom exclusive. */
export interface LabelBox {
  left: number;
  top: number;
  right: number;
  bottom: number;
}

/** One point whose label is to be placed. */
export interface LabelRequest {
  x: number;
  y: number;
  /** The point's drawn radius (half the side of a mark's diamond). */
  radius: number;
  text: string;
  /** Bold labels (the marks) are wider for the same text. */
  bold?: boolean;
}

/**
 * A placed label: its text's anchor point (vertically centred on `y`) and side — `start` at the box's
 * left edge for a label right of its point, `end` at the right edge for one on the left, so a name
 * drawn wider than estimated grows away from its point — or hidden.
 */
export type PlacedLabel =
  { hidden: false; x: number; y: number; anchor: 'start' | 'end'; box: LabelBox } | { hidden: true };

/** Height of a label's box, px (12 px type: its drawn box is about 14 px high, with room). */
export const LABEL_HEIGHT = 16;
/** Room between a point and its label, px. */
const GAP = 4;

export function boxesOverlap(a: LabelBox, b: LabelBox): boolean {
  return a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;
}

const inside = (box: LabelBox, bounds: LabelBox) =>
  box.left >= bounds.left && box.right <= bounds.right && box.top >= bounds.top && box.bottom <= bounds.bottom;

/**
 * The left/top corners tried for a label of width `w` at a point, in order: right of it, left of it,
 * above and below on either side, then further up and down on the right and on the left.
 */
function candidates({ x, y, radius }: LabelRequest, w: number): [number, number][] {
  const h = LABEL_HEIGHT;
  const right = x + radius + GAP;
  const left = x - radius - GAP - w;
  const middle = y - h / 2;
  const out: [number, number][] = [
    [right, middle],
    [left, middle],
    [x + radius / 2, y - radius - GAP - h],
    [x + radius / 2, y + radius + GAP],
    [x - radius / 2 - w, y - radius - GAP - h],
    [x - radius / 2 - w, y + radius + GAP],
  ];
  for (let k = 1; k <= 3; k++) {
    out.push([right, middle + k * h], [right, middle - k * h], [left, middle + k * h], [left, middle - k * h]);
  }
  return out;
}

/** Places every label, in the order given (the first get the best positions). Pure. */
export function placeLabels(requests: readonly LabelRequest[], bounds: LabelBox): PlacedLabel[] {
  const pointBoxes = requests.map(({ x, y, radius }): LabelBox => ({
    left: x - radius,
    top: y - radius,
    right: x + radius,
    bottom: y + radius,
  }));
  const placed: LabelBox[] = [];
  return requests.map((request) => {
    const w = labelWidth(request.text, request.bold);
    for (const [left, top] of candidates(request, w)) {
      const box = { left, top, right: left + w, bottom: top + LABEL_HEIGHT };
      if (!inside(box, bounds)) continue;
      if (placed.some((p) => boxesOverlap(p, box))) continue;
      if (pointBoxes.some((p) => boxesOverlap(p, box))) continue;
      placed.push(box);
      // Left of the point (the box ends before it): anchored at the end, nearest the point.
      const anchor = box.right <= request.x ? 'end' : 'start';
      return { hidden: false, x: anchor === 'end' ? box.right : box.left, y: top + LABEL_HEIGHT / 2, anchor, box };
    }
    return { hidden: true };
  });
}
