/**
 * The lookup key of a term name or alias: NFC, trimmed, single spaces, lower-case, accents kept —
 * the same key as the content package's resolveGlossaryTerm.
 */
export function normaliseTermName(name: string): string {
  let decoded = name;
  try {
    decoded = decodeURIComponent(name);
  } catch {
    /* already decoded */
  }
  return decoded.normalize('NFC').trim().replace(/\s+/g, ' ').toLocaleLowerCase('hu');
}
