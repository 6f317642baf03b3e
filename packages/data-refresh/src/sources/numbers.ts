/**
 * Strict number reading for the sources' two conventions. A value in the other convention is refused
 * rather than guessed: `parseFloat('346,25')` would silently give 346 and a dropped comma 34625, both
 * plausible-looking numbers (the "decimal comma misread" of the issue).
 */
import { SourceError } from '../source-error';

/** MNB and KSH: digits with an optional decimal comma (`346,25`, `102,1`, `0,60`). */
export function parseDecimalComma(text: string, what: string): number {
  const s = text.trim();
  if (!/^-?\d+(,\d+)?$/.test(s))
    throw new SourceError(`${what}: „${s.slice(0, 40)}” nem tizedesvesszős szám (a forrás vesszőt használ).`);
  return Number(s.replace(',', '.'));
}

/** ECB: digits with an optional decimal point (`390.15`, `1.0876`). */
export function parseDecimalPoint(text: string, what: string): number {
  const s = text.trim();
  if (!/^-?\d+(\.\d+)?$/.test(s))
    throw new SourceError(`${what}: „${s.slice(0, 40)}” nem tizedespontos szám (a forrás pontot használ).`);
  return Number(s);
}
