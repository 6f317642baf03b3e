/**
 * The article front matter: a small, strict subset of YAML between `---` lines at the top of a
 * Markdown file. Supported: `key: value`, quoted scalars (`"…"` as JSON, `'…'` with `''` for a quote),
 * inline lists (`[a, "b, c"]`) and block lists (`key:` then `  - item` lines). Anything else is an
 * error that names the file, the line and the field, so a typo never silently drops a field.
 */
import { ContentInputError } from '../../shared/errors.js';

/** Parsed front matter: scalars and lists of scalars. */
export type FrontMatterData = Record<string, string | string[]>;

/** Reads one scalar: quoted or bare. */
function parseScalar(raw: string, where: string, field: string): string {
  const v = raw.trim();
  if (v.startsWith('"')) {
    try {
      const parsed: unknown = JSON.parse(v);
      if (typeof parsed === 'string') return parsed;
    } catch {
      /* reported below */
    }
    throw new ContentInputError(field, `${where}: a „${field}” mező idézőjeles értéke hibás: ${v}`);
  }
  if (v.startsWith("'")) {
    if (v.length < 2 || !v.endsWith("'") || v.slice(1, -1).replace(/''/g, '').includes("'")) {
      throw new ContentInputError(field, `${where}: a „${field}” mező aposztrófos értéke hibás: ${v}`);
    }
    return v.slice(1, -1).replace(/''/g, "'");
  }
  return v;
}

/** Splits an inline list on commas outside quotes. */
function parseInlineList(raw: string, where: string, field: string): string[] {
  const inner = raw.trim().slice(1, -1);
  const items: string[] = [];
  let current = '';
  let quote: string | null = null;
  for (const ch of inner) {
    if (quote) {
      if (ch === quote) quote = null;
      current += ch;
    } else if (ch === '"' || ch === "'") {
      quote = ch;
      current += ch;
    } else if (ch === ',') {
      items.push(current);
      current = '';
    } else current += ch;
  }
  if (quote) throw new ContentInputError(field, `${where}: a „${field}” lista lezáratlan idézőjelet tartalmaz.`);
  if (current.trim() !== '' || items.length > 0) items.push(current);
  return items.map((item) => parseScalar(item, where, field)).filter((item) => item !== '');
}

/**
 * Splits a Markdown source into its front matter and body. `file` is only used in messages.
 * @throws ContentInputError when the block is missing, unterminated or malformed.
 */
export function splitFrontMatter(source: string, file: string): { data: FrontMatterData; body: string } {
  const lines = source
    .replace(/^\uFEFF/, '')
    .replace(/\r\n?/g, '\n')
    .split('\n');
  if (lines[0]?.trim() !== '---')
    throw new ContentInputError(
      'front matter',
      `${file}: a fájlnak „---” sorral kezdődő fejléccel (front matter) kell indulnia.`,
    );
  const end = lines.indexOf('---', 1);
  if (end < 0) throw new ContentInputError('front matter', `${file}: a fejléc nincs lezárva „---” sorral.`);

  const data: FrontMatterData = {};
  let listKey: string | null = null;
  for (let i = 1; i < end; i += 1) {
    const line = lines[i]!;
    const where = `${file}:${i + 1}`;
    if (line.trim() === '' || line.trimStart().startsWith('#')) continue;
    const item = /^\s+-\s*(.*)$/.exec(line);
    if (item) {
      if (listKey === null)
        throw new ContentInputError('front matter', `${where}: listaelem mező nélkül: ${line.trim()}`);
      (data[listKey] as string[]).push(parseScalar(item[1]!, where, listKey));
      continue;
    }
    const m = /^([A-Za-z][A-Za-z0-9_]*):(?:\s+(.*))?$/.exec(line);
    if (!m)
      throw new ContentInputError('front matter', `${where}: „kulcs: érték” alakú sort vártunk, ez áll ott: ${line}`);
    const [, key = '', rawValue = ''] = m; // the pattern's first group always takes part
    if (key in data) throw new ContentInputError(key, `${where}: a „${key}” mező kétszer szerepel.`);
    const value = rawValue.trim();
    listKey = null;
    if (value === '') {
      data[key] = [];
      listKey = key;
    } else if (value.startsWith('[')) {
      if (!value.endsWith(']'))
        throw new ContentInputError(key, `${where}: a „${key}” lista nincs lezárva „]” jellel.`);
      data[key] = parseInlineList(value, where, key);
    } else data[key] = parseScalar(value, where, key);
  }
  return { data, body: lines.slice(end + 1).join('\n') };
}
