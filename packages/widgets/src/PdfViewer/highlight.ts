/**
 * Marks search matches in a pdf.js text layer: each item's span gets its text split around
 * `<mark>` elements. The layer's text is transparent over the canvas, so only the marks' background
 * shows, exactly where the words are drawn.
 */
import type { ItemSegment } from './search';

const HIGHLIGHTED = 'data-pdf-highlighted';

export interface HighlightClasses {
  match: string;
  selected: string;
}

/**
 * Replaces the marks in `textDivs` (pdf.js TextLayer.textDivs, one per item of `itemStrings`) with
 * those of `segments`. Returns the first mark of `selectedMatch`, if it is on this page.
 */
export function applyHighlights(
  textDivs: readonly HTMLElement[],
  itemStrings: readonly string[],
  segments: ReadonlyMap<number, readonly ItemSegment[]>,
  selectedMatch: number | null,
  classes: HighlightClasses,
): HTMLElement | null {
  textDivs.forEach((div, i) => {
    if (div.hasAttribute(HIGHLIGHTED)) {
      div.textContent = itemStrings[i] ?? '';
      div.removeAttribute(HIGHLIGHTED);
    }
  });
  let selected: HTMLElement | null = null;
  for (const [i, pieces] of segments) {
    const div = textDivs[i];
    const text = itemStrings[i];
    if (!div || text === undefined || pieces.length === 0) continue;
    const doc = div.ownerDocument;
    const fragment = doc.createDocumentFragment();
    let at = 0;
    for (const piece of [...pieces].sort((a, b) => a.start - b.start)) {
      if (piece.start < at) continue;
      if (piece.start > at) fragment.append(text.slice(at, piece.start));
      const mark = doc.createElement('mark');
      mark.className = piece.match === selectedMatch ? `${classes.match} ${classes.selected}` : classes.match;
      mark.textContent = text.slice(piece.start, piece.end);
      fragment.append(mark);
      if (piece.match === selectedMatch && selected === null) selected = mark;
      at = piece.end;
    }
    if (at < text.length) fragment.append(text.slice(at));
    div.replaceChildren(fragment);
    div.setAttribute(HIGHLIGHTED, '');
  }
  return selected;
}
