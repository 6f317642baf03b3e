/**
 * SEC EDGAR's submissions API (https://www.sec.gov/search-filings/edgar-application-programming-interfaces):
 * `https://data.sec.gov/submissions/CIK##########.json` (ten digits, zero-padded) answers a company's
 * facts and `filings.recent`, its latest filings as parallel arrays (accessionNumber, filingDate,
 * reportDate, form, primaryDocument, …), newest first. The SEC asks for a User-Agent that names the
 * requester and an e-mail address, and at most 10 requests a second.
 */
import { isIsoDate } from '@penzugy/market-data';
import { SourceError } from '../source-error';

/** The document library's filing types (docs/product.md#library). */
export const EDGAR_FORMS = ['10-K', '10-Q', '8-K', 'S-1', 'DEF 14A'] as const;

export interface EdgarFiling {
  accessionNumber: string;
  form: string;
  filingDate: string;
  reportDate: string;
  primaryDocument: string;
  /** The primary document on sec.gov. */
  url: string;
}

export interface EdgarCompany {
  cik: string;
  name: string;
  tickers: string[];
  filings: EdgarFiling[];
}

export const edgarSubmissionsPath = (cik: string) => `/submissions/CIK${cik.replace(/\D/g, '').padStart(10, '0')}.json`;

/** One submissions document, reduced to the library's filing types, newest first. */
export function parseEdgarSubmissions(text: string, requestedCik: string): EdgarCompany {
  let json: Record<string, unknown>;
  try {
    json = JSON.parse(text) as Record<string, unknown>;
  } catch (e) {
    throw new SourceError(
      `SEC EDGAR (CIK ${requestedCik}): a JSON nem olvasható (csonka válasz?): ${(e as Error).message}`,
    );
  }
  const cik = String(json.cik ?? '').replace(/^0+/, '');
  if (cik !== requestedCik.replace(/^0+/, ''))
    throw new SourceError(`SEC EDGAR: a válasz a(z) ${cik || '?'} CIK-é, nem a kért ${requestedCik}-é.`);
  const recent = (json.filings as { recent?: Record<string, unknown> } | undefined)?.recent;
  const columns = ['accessionNumber', 'filingDate', 'reportDate', 'form', 'primaryDocument'] as const;
  const arrays = columns.map((c) => recent?.[c]);
  if (!arrays.every(Array.isArray))
    throw new SourceError(`SEC EDGAR (CIK ${cik}): hiányzik a filings.recent valamelyik oszlopa.`);
  const [acc, filed, report, form, doc] = arrays as string[][];
  if (![filed, report, form, doc].every((a) => a!.length === acc!.length))
    throw new SourceError(`SEC EDGAR (CIK ${cik}): a filings.recent oszlopai eltérő hosszúak (csonka válasz?).`);
  const filings: EdgarFiling[] = [];
  acc!.forEach((accessionNumber, i) => {
    if (!(EDGAR_FORMS as readonly string[]).includes(form![i]!)) return;
    const filingDate = filed![i]!;
    if (!isIsoDate(filingDate))
      throw new SourceError(`SEC EDGAR (CIK ${cik}): hibás benyújtási dátum: „${filingDate}”.`);
    if (!/^\d{10}-\d{2}-\d{6}$/.test(accessionNumber))
      throw new SourceError(`SEC EDGAR (CIK ${cik}): hibás iktatószám: „${accessionNumber}”.`);
    filings.push({
      accessionNumber,
      form: form![i]!,
      filingDate,
      reportDate: report![i] ?? '',
      primaryDocument: doc![i]!,
      url: `https://www.sec.gov/Archives/edgar/data/${cik}/${accessionNumber.replace(/-/g, '')}/${doc![i]}`,
    });
  });
  return {
    cik,
    name: String(json.name ?? ''),
    tickers: Array.isArray(json.tickers) ? json.tickers.map(String) : [],
    filings,
  };
}
