/**
 * The KSH's STADAT CSV tables (https://www.ksh.hu/stadat_files/ara/hu/ara0040.csv: consumer price
 * indices by main groups, monthly). The file is what a spreadsheet export gives:
 *
 *   1.2.1.2. A fogyasztóiár-index fogyasztási főcsoportok szerint, …, havonta;;;;;;;;;;    ← title row
 *   Év;Időszak;Élelmiszerek;…;Szolgáltatások;Összesen;Nyugdíjas fogyasztóiár-index          ← header
 *   Az előző év azonos időszaka = 100,0%;;;;;;;;;;                                          ← section
 *   2025.;január;…;105,5;…                                                                  ← year on its first row
 *   ;február;…;105,6;…
 *   Az előző hónap = 100,0%;;;;;;;;;;                                                       ← next section
 *
 * semicolon-separated, decimal commas, in a legacy encoding (ISO-8859-2 / Windows-1250: ő is 0xF5;
 * read as Latin-1 it shows as õ). Only the "same period of the previous year = 100" section is read,
 * found by its text rather than its position, and the "Összesen" (all items) column by its header.
 */
import { parseCsv } from '@penzugy/market-data';
import { SourceError } from '../source-error';
import { parseDecimalComma } from './numbers';

/** The KSH's legacy charset (ISO-8859-2 and Windows-1250 agree on every Hungarian letter). */
export const KSH_LEGACY_CHARSET = 'windows-1250';

export const KSH_CPI_SECTION = 'Az előző év azonos időszaka = 100,0%';
const TOTAL_COLUMN = 'Összesen';
const MONTHS = [
  'január',
  'február',
  'március',
  'április',
  'május',
  'június',
  'július',
  'augusztus',
  'szeptember',
  'október',
  'november',
  'december',
];

const normalise = (s: string) =>
  s
    .normalize('NFC')
    .replace(/\s+/g, ' ')
    .replace(/\s*=\s*/g, ' = ')
    .trim()
    .toLowerCase();

/** Monthly CPI, same month of the previous year = 100, ascending. */
export interface KshCpi {
  months: string[];
  index: number[];
}

export function parseKshCpiCsv(text: string): KshCpi {
  let rows: string[][];
  try {
    rows = parseCsv(text, { delimiter: ';' });
  } catch (e) {
    throw new SourceError(`KSH: a CSV nem olvasható: ${(e as Error).message}`);
  }
  const headerAt = rows.findIndex((r) => normalise(r[0] ?? '') === 'év' && r.some((c) => c.trim() === TOTAL_COLUMN));
  if (headerAt < 0)
    throw new SourceError(`KSH: nincs „Év … ${TOTAL_COLUMN}” fejléc a táblában (más tábla vagy más kódolás?).`);
  const header = rows[headerAt]!;
  const total = header.findIndex((c) => c.trim() === TOTAL_COLUMN);
  const sectionAt = rows.findIndex((r, i) => i > headerAt && normalise(r[0] ?? '') === normalise(KSH_CPI_SECTION));
  if (sectionAt < 0) throw new SourceError(`KSH: nincs „${KSH_CPI_SECTION}” szakasz a táblában.`);

  const months: string[] = [];
  const index: number[] = [];
  let year: number | undefined;
  for (let i = sectionAt + 1; i < rows.length; i++) {
    const r = rows[i]!;
    const yearCell = (r[0] ?? '').trim();
    const month = MONTHS.indexOf(normalise(r[1] ?? ''));
    if (month < 0) {
      if (yearCell === '' && r.every((c) => c.trim() === '')) continue;
      break; // the next section (or a note below the table)
    }
    if (r.length !== header.length)
      throw new SourceError(`KSH: a(z) ${i + 1}. sorban ${r.length} mező van ${header.length} helyett (csonka sor).`);
    if (yearCell !== '') {
      const y = /^(\d{4})\.?$/.exec(yearCell);
      if (!y) throw new SourceError(`KSH: hibás év a(z) ${i + 1}. sorban: „${yearCell}”.`);
      year = Number(y[1]);
    }
    if (year === undefined) throw new SourceError(`KSH: hónap év nélkül a(z) ${i + 1}. sorban.`);
    const cell = (r[total] ?? '').trim();
    if (cell === '' || cell === '..' || cell === '–' || cell === '-') break; // not published yet
    months.push(`${year}-${String(month + 1).padStart(2, '0')}`);
    index.push(parseDecimalComma(cell, `KSH ${year}. ${MONTHS[month]}`));
  }
  if (months.length === 0) throw new SourceError(`KSH: a „${KSH_CPI_SECTION}” szakaszban nincs adat.`);
  return { months, index };
}
