/**
 * Safe, unique element ids for glossary letters. Letters are strings such as 'A', 'Á', 'Cs', 'Sz',
 * 'Ő' (or anything the content service sends). ASCII letters and digits are kept so ids stay
 * readable ('szotar-Sz'); every other character becomes `_<hex code point>_` ('Ő' → '_150_'), so the
 * id is valid in HTML, in a URL fragment and in a CSS selector without escaping, and two different
 * letters never share an id ('O', 'Ó', 'Ö', 'Ő' all differ; 'Sz' differs from 'S' + 'z'… because the
 * mapping is injective: '_' itself is encoded).
 */
export function letterAnchorId(letter: string, prefix: string): string {
  let out = '';
  for (const ch of letter.normalize('NFC')) {
    out += /^[A-Za-z0-9]$/.test(ch) ? ch : `_${ch.codePointAt(0)!.toString(16)}_`;
  }
  return `${prefix}-${out || '_'}`;
}

/**
 * Finds a letter group by the letter of a URL (`?letter=sz`): exact first, then after Unicode
 * normalisation and case folding in Hungarian ('sz' → 'Sz', 'ő' → 'Ő').
 */
export function findLetterGroup<G extends { letter: string }>(
  groups: readonly G[],
  letter: string | null | undefined,
): G | undefined {
  if (!letter) return undefined;
  const exact = groups.find((g) => g.letter === letter);
  if (exact) return exact;
  const key = letter.normalize('NFC').trim().toLocaleLowerCase('hu');
  return groups.find((g) => g.letter.normalize('NFC').toLocaleLowerCase('hu') === key);
}
