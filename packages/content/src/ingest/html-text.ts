/**
 * Feed HTML to plain text with htmlparser2's tokenizer: one linear pass, whatever the input. The
 * regular expressions of `../shared/text.ts` backtrack on malformed markup (80 KB of `<a<a<a…`
 * took 1.4 s), and feed HTML comes from strangers, so ingestion does not use them. Input is also
 * cut to a bound before parsing: an item keeps at most a few thousand characters anyway.
 *
 * Same result as `htmlToText` for well-formed HTML: blocks become paragraphs separated by one blank
 * line, whitespace collapses inside them, script/style-like elements vanish with their content
 * (even unclosed), comments and declarations vanish, CDATA is read as HTML, entities are decoded
 * after the tags are gone (so escaped markup stays text).
 */
import { Parser } from 'htmlparser2';
import { BLOCK_ELEMENTS, OPAQUE_ELEMENTS } from '../shared/text.js';

/** Most characters of one HTML field that are parsed (NORMALISE_LIMITS.body is 8 000 of text). */
export const MAX_FEED_HTML_CHARS = 64 * 1024;

/** Elements never read as text (dropped with everything inside), and elements that end a block. */
const OPAQUE = new Set(OPAQUE_ELEMENTS);
const BLOCK = new Set(BLOCK_ELEMENTS);

const PARAGRAPH_BREAK = '\n\n';

/** The raw text of an HTML fragment, paragraphs marked by blank lines (not yet collapsed). */
function extract(html: string, readCdata: boolean): string {
  const parts: string[] = [];
  let opaque = 0;
  let cdata: string[] | null = null;
  const parser = new Parser(
    {
      onopentagname(name) {
        if (OPAQUE.has(name)) opaque += 1;
        else if (opaque === 0 && BLOCK.has(name)) parts.push(PARAGRAPH_BREAK);
      },
      onclosetag(name) {
        if (OPAQUE.has(name)) opaque = Math.max(0, opaque - 1);
        else if (opaque === 0 && BLOCK.has(name)) parts.push(PARAGRAPH_BREAK);
      },
      ontext(text) {
        if (cdata) cdata.push(text);
        else if (opaque === 0) parts.push(text);
      },
      oncomment() {
        if (opaque === 0) parts.push(' ');
      },
      oncdatastart() {
        cdata = [];
      },
      oncdataend() {
        // A feed may wrap HTML in CDATA: its content is HTML again (one level; it cannot nest).
        if (cdata && opaque === 0) parts.push(extract(cdata.join(''), false));
        cdata = null;
      },
    },
    { decodeEntities: true, recognizeCDATA: readCdata, lowerCaseTags: true },
  );
  parser.write(html);
  parser.end();
  return parts.join('');
}

/**
 * The readable text of feed HTML (see the module header).
 * @param maxChars characters of `html` parsed; the rest is ignored.
 */
export function feedHtmlToText(html: string, maxChars: number = MAX_FEED_HTML_CHARS): string {
  const text = extract(html.length > maxChars ? html.slice(0, maxChars) : html, true);
  const paragraphs: string[] = [];
  for (const para of text.replace(/\r\n?/g, '\n').split(/\n[^\S\n]*\n/)) {
    const line = para.replace(/[\s\u00a0]+/g, ' ').trim();
    if (line !== '') paragraphs.push(line);
  }
  return paragraphs.join('\n\n');
}

/** {@link feedHtmlToText} on one line: for titles and summaries. */
export function feedHtmlToLine(html: string, maxChars?: number): string {
  return feedHtmlToText(html, maxChars).replace(/\s+/g, ' ').trim();
}
