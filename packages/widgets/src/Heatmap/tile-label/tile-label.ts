/**
 * How much of its label a heatmap tile can show. A tile shows its symbol and change on two lines
 * when both fit, the symbol alone when only that fits, and nothing when even the symbol would be
 * cut; the link keeps its full accessible name and its tooltip either way.
 *
 * Widths are estimated from the character count (no text measuring: the layout must be pure and
 * identical in tests and browsers). The estimate is generous: average glyph width 0.62 em for the
 * upper-case symbols and digits of the system UI font, plus 3 px of padding on each side.
 */
import { HEATMAP_LABEL_FONT_PX } from '../constants';

export type TileLabelLevel = 'none' | 'symbol' | 'full';

export interface TileLabel {
  level: TileLabelLevel;
  /** Font size of the label in px (0 when there is none). */
  fontSize: number;
}

const GLYPH_EM = 0.62;
const PADDING_PX = 6;
/** Line height of the label, in em; two lines need twice that. */
const LINE_EM = 1.2;

/** The label a `width` × `height` px tile can show for a symbol and change text of these lengths. */
export function tileLabel(width: number, height: number, symbolLength: number, changeLength: number): TileLabel {
  if (!(width > 0) || !(height > 0)) return { level: 'none', fontSize: 0 };
  const { min, max } = HEATMAP_LABEL_FONT_PX;
  const room = width - PADDING_PX;
  const full = Math.min(
    room / (Math.max(symbolLength, changeLength, 1) * GLYPH_EM),
    (height - PADDING_PX) / (2 * LINE_EM),
    max,
  );
  if (full >= min) return { level: 'full', fontSize: Math.floor(full) };
  const symbol = Math.min(
    room / (Math.max(symbolLength, 1) * GLYPH_EM),
    (height - PADDING_PX) / LINE_EM,
    HEATMAP_LABEL_FONT_PX.symbolOnly,
  );
  if (symbol >= min) return { level: 'symbol', fontSize: Math.floor(symbol) };
  return { level: 'none', fontSize: 0 };
}
