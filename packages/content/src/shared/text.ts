/**
 * Plain-text helpers shared by the blog build and the news ingestion: HTML to text, accent folding,
 * slugs and word counts. Pure and browser-safe.
 */

/**
 * Elements whose content is never readable text. They are dropped with everything inside, so a
 * feed's `<script>` or `<style>` can never leak into a summary as words.
 */
export const OPAQUE_ELEMENTS: readonly string[] = [
  'script',
  'style',
  'noscript',
  'template',
  'iframe',
  'object',
  'svg',
  'math',
  'head',
  'select',
  'textarea',
];
const OPAQUE_RE = new RegExp(`<(${OPAQUE_ELEMENTS.join('|')})\\b[^>]*>[\\s\\S]*?(?:<\\/\\1\\s*>|$)`, 'gi');

/** Elements that end a block of text: they become paragraph breaks instead of vanishing. */
export const BLOCK_ELEMENTS: readonly string[] = [
  'p',
  'div',
  'br',
  'hr',
  'li',
  'ul',
  'ol',
  'dl',
  'dt',
  'dd',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'tr',
  'table',
  'thead',
  'tbody',
  'blockquote',
  'section',
  'article',
  'header',
  'footer',
  'aside',
  'figure',
  'figcaption',
  'pre',
  'address',
];
const BLOCK_TAG_RE = new RegExp(`<\\/?(?:${BLOCK_ELEMENTS.join('|')})\\b[^>]*>`, 'gi');

/**
 * Any start or end tag. Quoted attribute values may contain `>`, so they are matched as units;
 * a lone `<` that does not open a tag (`a < b`) is left as text.
 */
const TAG_RE = /<\/?[a-zA-Z][^>"']*(?:(?:"[^"]*"|'[^']*')[^>"']*)*>/g;
const COMMENT_RE = /<!--[\s\S]*?(?:-->|$)/g;
const CDATA_RE = /<!\[CDATA\[([\s\S]*?)\]\]>/g;
const DECLARATION_RE = /<![^>]*>|<\?[\s\S]*?\?>/g;

/** The named entities that occur in Hungarian and English news text; others stay as written. */
const NAMED_ENTITIES: Readonly<Record<string, string>> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: '\u00a0',
  shy: '',
  hellip: '…',
  ndash: '–',
  mdash: '—',
  minus: '−',
  lsquo: '‘',
  rsquo: '’',
  sbquo: '‚',
  ldquo: '“',
  rdquo: '”',
  bdquo: '„',
  laquo: '«',
  raquo: '»',
  middot: '·',
  bull: '•',
  euro: '€',
  pound: '£',
  dollar: '$',
  cent: '¢',
  yen: '¥',
  copy: '©',
  reg: '®',
  trade: '™',
  deg: '°',
  percnt: '%',
  times: '×',
  divide: '÷',
  plusmn: '±',
  sect: '§',
  para: '¶',
  aacute: 'á',
  Aacute: 'Á',
  eacute: 'é',
  Eacute: 'É',
  iacute: 'í',
  Iacute: 'Í',
  oacute: 'ó',
  Oacute: 'Ó',
  ouml: 'ö',
  Ouml: 'Ö',
  odblac: 'ő',
  Odblac: 'Ő',
  uacute: 'ú',
  Uacute: 'Ú',
  uuml: 'ü',
  Uuml: 'Ü',
  udblac: 'ű',
  Udblac: 'Ű',
  auml: 'ä',
  Auml: 'Ä',
  szlig: 'ß',
  agrave: 'à',
  egrave: 'è',
  ccedil: 'ç',
};

/** Decodes named (from the table above), decimal and hexadecimal character references. */
export function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z][a-z0-9]*);/gi, (whole, ref: string) => {
    if (ref[0] === '#') {
      const code = ref[1] === 'x' || ref[1] === 'X' ? parseInt(ref.slice(2), 16) : parseInt(ref.slice(1), 10);
      // Surrogates, NUL and out-of-range code points would make broken strings: drop them.
      if (!Number.isFinite(code) || code <= 0 || code > 0x10ffff || (code >= 0xd800 && code <= 0xdfff)) return '';
      return String.fromCodePoint(code);
    }
    return NAMED_ENTITIES[ref] ?? whole;
  });
}

/**
 * The readable text of an HTML fragment: paragraphs separated by one blank line, whitespace
 * collapsed inside them. The result is plain text (no tags survive), meant to be rendered as text.
 */
export function htmlToText(html: string): string {
  const text = html
    .replace(CDATA_RE, '$1')
    .replace(COMMENT_RE, ' ')
    .replace(OPAQUE_RE, ' ')
    .replace(DECLARATION_RE, ' ')
    .replace(BLOCK_TAG_RE, '\n\n')
    .replace(TAG_RE, '');
  return decodeEntities(text)
    .replace(/\r\n?/g, '\n')
    .split(/\n\s*\n/)
    .map((para) => para.replace(/[\s\u00a0]+/g, ' ').trim())
    .filter((para) => para !== '')
    .join('\n\n');
}

/** {@link htmlToText} on one line: for titles and summaries. */
export function htmlToLine(html: string): string {
  return htmlToText(html).replace(/\s+/g, ' ').trim();
}

/**
 * Shortens `text` to at most `max` characters at a word boundary, ending with `…` when cut.
 * A text with no space in the first `max` characters is cut mid-word rather than returned whole.
 */
export function truncateText(text: string, max: number): string {
  if (text.length <= max) return text;
  const cut = text.slice(0, Math.max(1, max - 1));
  const space = cut.lastIndexOf(' ');
  const head = space > max / 2 ? cut.slice(0, space) : cut;
  return `${head.replace(/[\s,;:–—-]+$/, '')}…`;
}

/**
 * Lower case without diacritics, for accent-insensitive matching: `Tőzsdén` → `tozsden`.
 * NFD splits ő into o + U+030B, which the mark class then removes.
 */
export function foldAccents(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase();
}

/** A URL-safe ASCII slug: `Mi az a THM?` → `mi-az-a-thm`. Empty when the text has no letters or digits. */
export function slugify(text: string): string {
  return foldAccents(text)
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/**
 * Words in a plain text: whitespace-separated runs that contain at least one letter or digit, so
 * dashes, bullets and lone punctuation do not count.
 */
export function countWords(text: string): number {
  let n = 0;
  for (const token of text.split(/\s+/)) if (/[\p{L}\p{N}]/u.test(token)) n += 1;
  return n;
}
