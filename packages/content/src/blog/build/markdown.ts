/**
 * Markdown to HTML for the article bodies, at build time only (this module imports `marked`, a
 * devDependency; nothing under `src/index.ts` imports it).
 *
 * The sources are ours, but the rules are strict anyway so the site can insert the HTML as it is:
 * no raw HTML, no `<h1>` (the page renders the title), headings only to `<h3>`, links only to site
 * paths, `https:`/`http:` or `mailto:`. h2/h3 get unique ids for the table of contents.
 */
import { Marked, type Token, type Tokens } from 'marked';
import { ContentInputError } from '../../shared/errors.js';
import { htmlToLine, htmlToText, slugify } from '../../shared/text.js';
import type { ArticleBody, ArticleHeading } from '../types.js';

/** A rendered body plus the plain text it was counted from. */
export interface RenderedMarkdown extends ArticleBody {
  /** The body as plain text (paragraphs separated by blank lines). */
  text: string;
}

function escapeAttribute(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

/**
 * The widgets' link rule (packages/widgets/src/safe-href) plus `mailto:`: site paths with one `/`
 * (never `//host` or `/\host`, which browsers read as another host), fragments, web links with a
 * host; no control characters anywhere (browsers drop tabs and newlines inside a URL, so `/⇥/host`
 * is `//host`). Never `javascript:` and the like. (This package cannot depend on the React widgets
 * package, so the rule is restated here, and markdown.test.ts checks the same hostile inputs.)
 */
function isAllowedHref(href: string): boolean {
  // eslint-disable-next-line no-control-regex -- control characters are exactly what the check rejects
  return !/[\u0000-\u001f\u007f]/.test(href) && /^(\/(?![/\\])|#|https?:\/\/[^/\\\s]|mailto:[^\s])/i.test(href);
}

function isExternal(href: string): boolean {
  return /^https?:\/\//i.test(href);
}

/** Throws for the token kinds the article format does not allow. */
function checkToken(token: Token, file: string): void {
  if (token.type === 'html') {
    throw new ContentInputError(
      'body',
      `${file}: nyers HTML nem szerepelhet a cikkben: ${token.raw.trim().slice(0, 60)}`,
    );
  }
  if (token.type === 'heading' && (token.depth === 1 || token.depth > 3)) {
    throw new ContentInputError(
      'body',
      `${file}: csak ## és ### szintű címsor lehet a cikkben (a főcímet az oldal írja ki): ${token.raw.trim()}`,
    );
  }
  if ((token.type === 'link' || token.type === 'image') && !isAllowedHref(token.href)) {
    throw new ContentInputError('body', `${file}: nem engedélyezett hivatkozás: ${token.href}`);
  }
  if (token.type === 'image' && token.text.trim() === '') {
    throw new ContentInputError('body', `${file}: a képnek alternatív szöveg kell (![leírás](…)): ${token.href}`);
  }
}

/**
 * Renders one article body. `file` is only used in error messages.
 * @throws ContentInputError for raw HTML, an `#`/`####` heading, a disallowed link or an image without alt text.
 */
export function renderMarkdown(markdown: string, file: string): RenderedMarkdown {
  const headings: ArticleHeading[] = [];
  const used = new Map<string, number>();
  const uniqueId = (text: string): string => {
    const base = slugify(text) || 'szakasz';
    const n = (used.get(base) ?? 0) + 1;
    used.set(base, n);
    return n === 1 ? base : `${base}-${n}`;
  };

  const marked = new Marked({ gfm: true, async: false });
  marked.use({
    walkTokens: (token) => checkToken(token, file),
    renderer: {
      heading(this: { parser: { parseInline(tokens: Token[]): string } }, { tokens, depth }: Tokens.Heading) {
        const inner = this.parser.parseInline(tokens);
        const text = htmlToLine(inner);
        const id = uniqueId(text);
        headings.push({ id, text, depth: depth as 2 | 3 });
        return `<h${depth} id="${id}">${inner}</h${depth}>\n`;
      },
      link(this: { parser: { parseInline(tokens: Token[]): string } }, { href, title, tokens }: Tokens.Link) {
        const inner = this.parser.parseInline(tokens);
        const titleAttr = title ? ` title="${escapeAttribute(title)}"` : '';
        // External sources open in the same tab but pass no referrer or window handle.
        const rel = isExternal(href) ? ' rel="noopener noreferrer"' : '';
        return `<a href="${escapeAttribute(href)}"${titleAttr}${rel}>${inner}</a>`;
      },
    },
  });

  const html = marked.parse(markdown, { async: false }).trim();
  return { html, headings, text: htmlToText(html) };
}
