/**
 * The ECB's euro reference rates in the two formats it publishes (https://data.ecb.europa.eu/help/api/data):
 *
 * - the SDMX data API in CSV (`/service/data/EXR/D.HUF+USD.EUR.SP00.A?format=csvdata`): one row per
 *   series and day, columns found by name (KEY, FREQ, CURRENCY, CURRENCY_DENOM, …, TIME_PERIOD,
 *   OBS_VALUE, OBS_STATUS, … TITLE_COMPL), rows grouped by series, days ascending, a point for decimals;
 * - the eurofxref XML (`/stats/eurofxref/eurofxref-daily.xml`, `-hist-90d.xml`, `-hist.xml`): a
 *   `gesmes:Envelope` whose `Cube time="…"` elements hold `Cube currency="USD" rate="1.0876"`, newest day first.
 *
 * Both give units of a currency per euro on TARGET business days (published around 16:00 CET).
 */
import { parseCsvTable } from '@penzugy/market-data';
import { SourceError } from '../source-error';
import { parseDecimalPoint } from './numbers';
import { elements, parseXml } from './xml';

/** Rates by currency, each by date. */
export type EcbRates = Map<string, Map<string, number>>;

function put(rates: EcbRates, currency: string, date: string, value: number) {
  let byDate = rates.get(currency);
  if (!byDate) rates.set(currency, (byDate = new Map()));
  if (byDate.has(date)) throw new SourceError(`EKB: a(z) ${currency} ${date} napja kétszer szerepel.`);
  byDate.set(date, value);
}

/** The SDMX `csvdata` answer. Empty or `NaN` observations (no fixing that day) are left out. */
export function parseEcbSdmxCsv(text: string): EcbRates {
  let table;
  try {
    table = parseCsvTable(text, ['CURRENCY', 'CURRENCY_DENOM', 'TIME_PERIOD', 'OBS_VALUE']);
  } catch (e) {
    throw new SourceError(`EKB: a CSV nem olvasható (csonka vagy hibás válasz?): ${(e as Error).message}`);
  }
  const cur = table.column('CURRENCY');
  const denom = table.column('CURRENCY_DENOM');
  const period = table.column('TIME_PERIOD');
  const value = table.column('OBS_VALUE');
  const rates: EcbRates = new Map();
  for (const r of table.records) {
    if (r[denom] !== 'EUR') throw new SourceError(`EKB: nem euróhoz viszonyított árfolyam: ${r[cur]}/${r[denom]}.`);
    const v = (r[value] ?? '').trim();
    if (v === '' || v === 'NaN') continue;
    put(rates, r[cur]!, r[period]!.trim(), parseDecimalPoint(v, `EKB ${r[cur]} ${r[period]}`));
  }
  return rates;
}

/** The eurofxref XML (daily, 90-day or full history). */
export function parseEcbXml(text: string): EcbRates {
  const root = parseXml(text, 'EKB');
  const rates: EcbRates = new Map();
  const days = elements(root, 'Cube').filter((c) => c.attribs.time !== undefined);
  if (days.length === 0) throw new SourceError('EKB: az XML-ben nincs árfolyamnap (Cube time=…).');
  for (const day of days) {
    const date = day.attribs.time!;
    for (const c of elements(day, 'Cube')) {
      if (c === day || c.attribs.currency === undefined) continue;
      put(
        rates,
        c.attribs.currency,
        date,
        parseDecimalPoint(c.attribs.rate ?? '', `EKB ${c.attribs.currency} ${date}`),
      );
    }
  }
  return rates;
}

/** Either format, told apart by the first character. */
export function parseEcbRates(text: string): EcbRates {
  return text
    .replace(/^\uFEFF/, '')
    .trimStart()
    .startsWith('<')
    ? parseEcbXml(text)
    : parseEcbSdmxCsv(text);
}

/**
 * The EUR/HUF and EUR/USD rows of an answer, ascending. Both currencies must have the same days: a
 * response cut short at a line break would otherwise pass as a shorter series.
 */
export function eurHufUsdRows(rates: EcbRates): { date: string; EURHUF: number; EURUSD: number }[] {
  const huf = rates.get('HUF');
  const usd = rates.get('USD');
  if (!huf || !usd) throw new SourceError(`EKB: hiányzik a ${!huf ? 'HUF' : 'USD'} árfolyam a válaszból.`);
  const days = [...huf.keys()].sort();
  const usdDays = [...usd.keys()].sort();
  if (days.length !== usdDays.length || days.some((d, i) => d !== usdDays[i])) {
    throw new SourceError(
      `EKB: a HUF (${huf.size} nap) és az USD (${usd.size} nap) árfolyamnapjai eltérnek: csonka válasz?`,
    );
  }
  return days.map((date) => ({ date, EURHUF: huf.get(date)!, EURUSD: usd.get(date)! }));
}
