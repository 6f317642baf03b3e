/**
 * A calculator's state as a URL query string, so a result can be shared by link. Only the fields
 * that differ from the defaults are written (`?price=45000000&years=25`); reading is typed by the
 * defaults and ignores anything unknown or malformed, so a hand-edited link never breaks a widget.
 */
export type QueryValue = number | string | boolean | readonly string[];
export type QueryState = Record<string, QueryValue>;

/** Writes the non-default fields of `state` as a query string without the leading `?`. */
export function toQueryString<T extends QueryState>(state: T, defaults: T): string {
  const params = new URLSearchParams();
  for (const key of Object.keys(defaults) as (keyof T & string)[]) {
    const v = state[key];
    const d = defaults[key];
    if (Array.isArray(v)) {
      if (JSON.stringify(v) !== JSON.stringify(d)) params.set(key, (v as readonly string[]).join(','));
    } else if (v !== d && v !== undefined) {
      params.set(key, String(v));
    }
  }
  return params.toString();
}

/**
 * Reads the fields of `defaults` from a query string. A field is taken only when it parses to the
 * default's type (a finite number, `true`/`false`, a string, a comma list); everything else is left
 * out of the result, so `{ ...defaults, ...fromQueryString(q, defaults) }` is always well typed.
 */
export function fromQueryString<T extends QueryState>(query: string | URLSearchParams, defaults: T): Partial<T> {
  const params = typeof query === 'string' ? new URLSearchParams(query.replace(/^\?/, '')) : query;
  const out: Partial<T> = {};
  for (const key of Object.keys(defaults) as (keyof T & string)[]) {
    const raw = params.get(key);
    if (raw === null) continue;
    const d = defaults[key];
    let v: QueryValue | undefined;
    if (typeof d === 'number') {
      const n = raw.trim() === '' ? NaN : Number(raw);
      v = Number.isFinite(n) ? n : undefined;
    } else if (typeof d === 'boolean') {
      v = raw === 'true' ? true : raw === 'false' ? false : undefined;
    } else if (Array.isArray(d)) {
      v =
        raw === ''
          ? []
          : raw
              .split(',')
              .map((s) => s.trim())
              .filter(Boolean);
    } else {
      v = raw;
    }
    if (v !== undefined) out[key] = v as T[typeof key];
  }
  return out;
}
