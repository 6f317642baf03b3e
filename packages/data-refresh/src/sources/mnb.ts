/**
 * The MNB's SOAP 1.1 web services (https://www.mnb.hu/arfolyamok.asmx, …/alapkamat.asmx):
 *
 *   <s:Envelope><s:Body><GetExchangeRatesResponse xmlns="http://www.mnb.hu/webservices/">
 *     <GetExchangeRatesResult>&lt;MNBExchangeRates&gt;&lt;Day date="2026-11-27"&gt;
 *       &lt;Rate unit="1" curr="EUR"&gt;383,51&lt;/Rate&gt;&lt;Rate unit="100" curr="JPY"&gt;215,37&lt;/Rate&gt;…
 *
 * The result element holds a second XML document as escaped text (or CDATA); rates use a decimal
 * comma and are forints per `unit` units of the currency (100 for JPY, KRW, IDR). Days and base-rate
 * changes come newest first. Faults come back as a SOAP Fault (HTTP 500).
 */
import { isIsoDate } from '@penzugy/market-data';
import { SourceError } from '../source-error';
import { parseDecimalComma } from './numbers';
import { elements, parseXml, soapFault, textOf, type XmlElement } from './xml';

export const MNB_NAMESPACE = 'http://www.mnb.hu/webservices/';
export const MNB_RATES_URL = 'https://www.mnb.hu/arfolyamok.asmx';
export const MNB_BASE_RATE_URL = 'https://www.mnb.hu/alapkamat.asmx';

/** A SOAP 1.1 request for `operation` with string parameters, and its SOAPAction. */
export function mnbSoapRequest(
  service: 'MNBArfolyamServiceSoap' | 'MNBAlapkamatServiceSoap',
  operation: string,
  params: Record<string, string>,
): { body: string; headers: Record<string, string> } {
  const escape = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
  const inner = Object.entries(params)
    .map(([k, v]) => `<web:${k}>${escape(v)}</web:${k}>`)
    .join('');
  return {
    body:
      `<?xml version="1.0" encoding="utf-8"?>` +
      `<soapenv:Envelope xmlns:soapenv="http://schemas.xmlsoap.org/soap/envelope/" xmlns:web="${MNB_NAMESPACE}">` +
      `<soapenv:Header/><soapenv:Body><web:${operation}>${inner}</web:${operation}></soapenv:Body></soapenv:Envelope>`,
    headers: {
      'content-type': 'text/xml; charset=utf-8',
      soapaction: `"${MNB_NAMESPACE}${service}/${operation}"`,
    },
  };
}

/** The inner document of `{operation}Result`, parsed. @throws SourceError on a fault or a missing result */
export function mnbResult(envelope: string, operation: string): XmlElement | undefined {
  const fault = soapFault(envelope);
  if (fault) throw new SourceError(`MNB: SOAP-hiba: ${fault}`);
  const root = parseXml(envelope, 'MNB');
  const result = elements(root, `${operation}Result`)[0];
  if (!result) throw new SourceError(`MNB: a válaszban nincs ${operation}Result elem.`);
  const inner = textOf(result).trim();
  return inner === '' ? undefined : parseXml(inner, 'MNB (belső XML)');
}

/** One day of official rates: forints per ONE unit of each currency (the `unit` divided out). */
export interface MnbDay {
  date: string;
  rates: Record<string, number>;
}

/** GetExchangeRates / GetCurrentExchangeRates answers, ascending by date. */
export function parseMnbExchangeRates(envelope: string, operation = 'GetExchangeRates'): MnbDay[] {
  const inner = mnbResult(envelope, operation);
  if (!inner) return [];
  const days: MnbDay[] = [];
  for (const day of elements(inner, 'Day')) {
    const date = day.attribs.date ?? '';
    if (!isIsoDate(date)) throw new SourceError(`MNB: hibás nap: „${date}”.`);
    const rates: Record<string, number> = {};
    for (const rate of elements(day, 'Rate')) {
      const curr = rate.attribs.curr ?? '';
      const unitText = rate.attribs.unit ?? '1';
      const unit = Number(unitText);
      if (!/^[A-Z]{3}$/.test(curr)) throw new SourceError(`MNB: hibás devizanem ${date} napon: „${curr}”.`);
      if (!Number.isInteger(unit) || unit <= 0)
        throw new SourceError(`MNB: hibás egység (unit) a(z) ${curr} ${date} árfolyamán: „${unitText}”.`);
      rates[curr] = parseDecimalComma(textOf(rate), `MNB ${curr} ${date}`) / unit;
    }
    days.push({ date, rates });
  }
  return days.sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0));
}

/** One base-rate decision: the rate (percent) applies from `from`. */
export interface BaseRateChange {
  from: string;
  rate: number;
}

/** GetCentralBankBaseRate answers, ascending. */
export function parseMnbBaseRates(envelope: string): BaseRateChange[] {
  const inner = mnbResult(envelope, 'GetCentralBankBaseRate');
  if (!inner) return [];
  return elements(inner, 'BaseRate')
    .map((el) => {
      const from = el.attribs.publicationDate ?? '';
      if (!isIsoDate(from)) throw new SourceError(`MNB: hibás alapkamat-dátum: „${from}”.`);
      return { from, rate: parseDecimalComma(textOf(el), `MNB alapkamat ${from}`) };
    })
    .sort((a, b) => (a.from < b.from ? -1 : a.from > b.from ? 1 : 0));
}
