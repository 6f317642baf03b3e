/**
 * Text search within a document. Each page's text is its pdf.js text items joined in order (a line
 * break after items that end a line), and every item's place in that text is kept, so a match can
 * be highlighted in the text layer's spans, one span per item, even when it crosses items.
 */

/** The part of a pdf.js TextItem the search reads. */
export interface TextItemLike {
  str: string;
  hasEOL?: boolean;
}

export interface PageText {
  text: string;
  /** `[start, end)` of each item's string in `text`, in item order. */
  items: { start: number; end: number }[];
}

export function buildPageText(items: readonly TextItemLike[]): PageText {
  let text = '';
  const spans: PageText['items'] = [];
  for (const item of items) {
    const start = text.length;
    text += item.str;
    spans.push({ start, end: text.length });
    if (item.hasEOL) text += '\n';
  }
  return { text, items: spans };
}

/**
 * Case-insensitive folding that keeps every offset: a character whose lower case has another
 * length (e.g. 'İ' → 'i̇') stays as it is, so match offsets still point into the original text.
 */
export function foldCase(text: string): string {
  let out = '';
  for (const ch of text) {
    const lower = ch.toLocaleLowerCase('hu');
    out += lower.length === ch.length ? lower : ch;
  }
  return out;
}

/** The query as a pattern: case-insensitive by folding, any run of spaces matching any whitespace. */
export function queryPattern(query: string): RegExp | null {
  const parts = foldCase(query.trim()).split(/\s+/).filter(Boolean);
  if (parts.length === 0) return null;
  return new RegExp(parts.map((p) => p.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('\\s+'), 'g');
}

export interface SearchMatch {
  /** 1-based page number. */
  page: number;
  /** `[start, end)` in the page's text. */
  start: number;
  end: number;
}

/** Every match of `query` in the pages, in reading order; none for a blank query. */
export function findMatches(pages: readonly PageText[], query: string): SearchMatch[] {
  const pattern = queryPattern(query);
  if (!pattern) return [];
  const matches: SearchMatch[] = [];
  pages.forEach((page, i) => {
    const folded = foldCase(page.text);
    pattern.lastIndex = 0;
    for (let m = pattern.exec(folded); m !== null; m = pattern.exec(folded)) {
      matches.push({ page: i + 1, start: m.index, end: m.index + m[0].length });
    }
  });
  return matches;
}

/** A piece of a match inside one item's string: `[start, end)` of the item, and which match it is. */
export interface ItemSegment {
  start: number;
  end: number;
  /** Index of the match in the whole document's match list. */
  match: number;
}

/**
 * The matches of one page cut into per-item pieces (item index → pieces), for highlighting. A match
 * across a line break gives one piece in each item it touches; the break itself is not highlighted.
 */
export function itemSegments(
  page: PageText,
  matches: readonly { start: number; end: number; index: number }[],
): Map<number, ItemSegment[]> {
  const out = new Map<number, ItemSegment[]>();
  for (const m of matches) {
    // First item that ends after the match starts.
    let lo = 0;
    let hi = page.items.length;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (page.items[mid]!.end <= m.start) lo = mid + 1;
      else hi = mid;
    }
    for (let i = lo; i < page.items.length && page.items[i]!.start < m.end; i++) {
      const item = page.items[i]!;
      const start = Math.max(m.start, item.start) - item.start;
      const end = Math.min(m.end, item.end) - item.start;
      if (end <= start) continue;
      const list = out.get(i) ?? [];
      list.push({ start, end, match: m.index });
      out.set(i, list);
    }
  }
  return out;
}
