/**
 * The order of the watchlist. Items are stored one document per symbol (whose id is the symbol), and
 * the order the owner arranged them in is a separate list of symbols (users/{uid}/settings/watchlist
 * holding { order }). The two are merged here: ordered symbols first, in their order, then any
 * symbol the order does not name yet (a new one appears at the end), in id order; names the order
 * keeps for removed symbols are ignored.
 */
export function orderNames(names: readonly string[], order: readonly string[] | undefined): string[] {
  const listed = new Set(names);
  const seen = new Set<string>();
  const out: string[] = [];
  for (const name of order ?? []) {
    if (listed.has(name) && !seen.has(name)) {
      seen.add(name);
      out.push(name);
    }
  }
  for (const name of [...names].sort()) if (!seen.has(name)) out.push(name);
  return out;
}

/** `names` with `name` moved by `step` places (-1 up, 1 down); unchanged at either end or when absent. */
export function moveName(names: readonly string[], name: string, step: -1 | 1): string[] {
  const from = names.indexOf(name);
  const to = from + step;
  if (from < 0 || to < 0 || to >= names.length) return [...names];
  const next = [...names];
  next[from] = next[to]!;
  next[to] = name;
  return next;
}
