/**
 * A panel's inputs as one query value, so a shared link reopens the panel with them: the calculator
 * keeps the value as a string under the panel's key (`?tamogatas=…`, query.ts `LOAN_PANEL_QUERY_DEFAULTS`) and
 * only the panel, loaded on demand, reads and writes it.
 *
 * The value is `key_value` pairs joined by `*`, a list's items by `-` (`floorArea_60*szuletes_14-40`):
 * characters a URL query keeps as they are, so the link stays readable. A pair without `_` is
 * ignored, and so is the whole value `1`, which stands for an open panel with nothing changed.
 */
import { OPEN_PANEL } from './query';

/** The raw values of a panel's inputs by key ('' is a field left empty). */
export type PanelValues = Readonly<Record<string, string>>;

/** Reads a panel's query value; unreadable pairs are left out. */
export function readPanelValues(text: string): PanelValues {
  const out: Record<string, string> = {};
  for (const pair of text.split('*')) {
    const at = pair.indexOf('_');
    if (at > 0) out[pair.slice(0, at)] = pair.slice(at + 1);
  }
  return out;
}

/** Writes a panel's values (keys in the given order), or {@link OPEN_PANEL} when there are none. */
export function writePanelValues(values: PanelValues): string {
  const text = Object.entries(values)
    .map(([k, v]) => `${k}_${v}`)
    .join('*');
  return text || OPEN_PANEL;
}

/** A number, or null for an empty or unreadable value. */
export function readNumber(raw: string | undefined): number | null {
  if (raw === undefined || raw.trim() === '') return null;
  const n = Number(raw);
  return Number.isFinite(n) ? n : null;
}

/** A yes/no answer: `1` yes, `0` no, anything else not answered. */
export function readYesNo(raw: string | undefined): boolean | null {
  return raw === '1' ? true : raw === '0' ? false : null;
}

/** A list of numbers (`14-40`); unreadable items are kept as null so each stays in its place. */
export function readNumbers(raw: string | undefined): (number | null)[] {
  return raw ? raw.split('-').map(readNumber) : [];
}

/** The raw form of a value: a number as written, a yes/no as `1`/`0`, empty as ''. */
export function writeValue(value: number | boolean | string | null | readonly (number | null)[]): string {
  if (Array.isArray(value)) return value.map((v) => writeValue(v as number | null)).join('-');
  if (value === null) return '';
  if (typeof value === 'boolean') return value ? '1' : '0';
  return String(value);
}

/**
 * The loan the calculator applied, which the panels work on: homeLoan's input, and the fixation and
 * fees as submitted (null: empty, finance-core's default).
 */
export interface AppliedLoan {
  price: number;
  downPayment: number;
  annualRate: number;
  years: number;
  appreciation: number;
  alternativeReturn: number;
  fixationYears: number | null;
  disbursementFee: number | null;
  valuationFee: number | null;
  landRegistryFee: number | null;
  otherFees: number | null;
  monthlyFee: number | null;
}
