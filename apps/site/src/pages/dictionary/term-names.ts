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

/**
 * The proper name a term name or alias stands for in the names index (`names[key] = properName`), or
 * undefined. Only the index's own string entries count: a name such as 'constructor' or '__proto__'
 * must not reach what every object inherits (it once sent the visitor to an address holding a
 * function's source text).
 */
export function resolveTermName(
  names: Readonly<Record<string, unknown>> | undefined,
  name: string,
): string | undefined {
  if (!names) return undefined;
  const key = normaliseTermName(name);
  const value = Object.prototype.hasOwnProperty.call(names, key) ? names[key] : undefined;
  return typeof value === 'string' && /^[a-z0-9]+(-[a-z0-9]+)*$/.test(value) ? value : undefined;
}
