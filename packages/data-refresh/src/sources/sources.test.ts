/**
 * The parsers on the recorded-format fixtures (__fixtures__/README.md): each source's real layout, its
 * number convention, and what a broken answer looks like.
 */
import { describe, expect, it } from 'vitest';
import { decodeBytes, SourceError } from '../http/fetch-source';
import { fixture } from '../test-support/fixture-server';
import { eurHufUsdRows, parseEcbRates, parseEcbSdmxCsv, parseEcbXml } from './ecb';
import { parseEdgarSubmissions } from './edgar';
import { KSH_LEGACY_CHARSET, parseKshCpiCsv } from './ksh';
import { mnbSoapRequest, parseMnbBaseRates, parseMnbExchangeRates } from './mnb';
import { parseDecimalComma, parseDecimalPoint } from './numbers';

const text = (name: string) => fixture(name).toString('utf8');

describe('numbers', () => {
  it('reads each convention strictly and refuses the other one', () => {
    expect(parseDecimalComma('346,25', 'x')).toBe(346.25);
    expect(parseDecimalComma(' 449 ', 'x')).toBe(449);
    expect(parseDecimalPoint('1.0876', 'x')).toBe(1.0876);
    for (const bad of ['346.25', '34 625', '1.234,5', '', 'NaN', '3,4,5'])
      expect(() => parseDecimalComma(bad, 'MNB EUR')).toThrow(SourceError);
    for (const bad of ['346,25', '1,0876', '1e3', ''])
      expect(() => parseDecimalPoint(bad, 'EKB USD')).toThrow('nem tizedespontos');
  });
});

describe('ECB', () => {
  it('reads the SDMX csvdata answer: columns by name, series by series', () => {
    const rates = parseEcbSdmxCsv(text('ecb/exr-csvdata.csv'));
    expect([...rates.keys()]).toEqual(['HUF', 'USD']);
    expect(rates.get('HUF')!.get('2026-04-13')).toBe(366.9);
    expect(eurHufUsdRows(rates)[0]).toEqual({ date: '2026-04-13', EURHUF: 366.9, EURUSD: 1.1684 });
    expect(eurHufUsdRows(rates).map((r) => r.date)).toEqual([
      '2026-04-13',
      '2026-04-14',
      '2026-04-15',
      '2026-04-16',
      '2026-04-17',
    ]);
  });

  it('reads the eurofxref XML (newest first) into the same rows', () => {
    const xml = parseEcbXml(text('ecb/eurofxref-hist-90d.xml'));
    expect(xml.get('JPY')!.get('2026-04-14')).toBe(185.41);
    expect(eurHufUsdRows(xml)).toEqual(eurHufUsdRows(parseEcbRates(text('ecb/exr-csvdata.csv'))).slice(0, 3));
  });

  it('refuses a truncated answer: a cut line, or a series missing its last days', () => {
    const csv = text('ecb/exr-csvdata.csv');
    expect(() => parseEcbSdmxCsv(csv.slice(0, csv.lastIndexOf('1.1691') + 3))).toThrow('csonka vagy hibás');
    const lines = csv.trimEnd().split('\r\n');
    expect(() => eurHufUsdRows(parseEcbSdmxCsv(lines.slice(0, -2).join('\r\n')))).toThrow('eltérnek');
    expect(() => eurHufUsdRows(parseEcbSdmxCsv(lines.slice(0, 6).join('\r\n')))).toThrow('hiányzik a USD');
    expect(() => parseEcbXml('<gesmes:Envelope><Cube/></gesmes:Envelope>')).toThrow('nincs árfolyamnap');
  });
});

describe('MNB', () => {
  it('reads the escaped inner XML of GetExchangeRates: decimal commas, per-100 units, ascending days', () => {
    const days = parseMnbExchangeRates(text('mnb/GetExchangeRates.xml'));
    expect(days.map((d) => d.date)).toEqual(['2026-04-15', '2026-04-16', '2026-04-17']);
    const { JPY, ...perUnit } = days[2]!.rates;
    expect(perUnit).toEqual({ CHF: 396.84, EUR: 369.88, GBP: 431.2, USD: 316.46 });
    expect(JPY).toBeCloseTo(1.9991, 12); // 199,91 forints per 100 yen
  });

  it('reads the same document when it comes as CDATA', () => {
    const cdata =
      '<s:Envelope xmlns:s="http://schemas.xmlsoap.org/soap/envelope/"><s:Body><GetExchangeRatesResponse xmlns="http://www.mnb.hu/webservices/"><GetExchangeRatesResult><![CDATA[<MNBExchangeRates><Day date="2020-08-14"><Rate unit="1" curr="EUR">346,25</Rate><Rate unit="100" curr="JPY">274,56</Rate></Day></MNBExchangeRates>]]></GetExchangeRatesResult></GetExchangeRatesResponse></s:Body></s:Envelope>';
    const [day] = parseMnbExchangeRates(cdata);
    expect(day!.date).toBe('2020-08-14');
    expect(day!.rates.EUR).toBe(346.25);
    expect(day!.rates.JPY).toBeCloseTo(2.7456, 12);
  });

  it('reads the base-rate decisions, and an empty result as none', () => {
    expect(parseMnbBaseRates(text('mnb/GetCentralBankBaseRate.xml'))).toEqual([
      { from: '2023-12-20', rate: 10.75 },
      { from: '2024-06-19', rate: 7 },
      { from: '2026-02-25', rate: 6.25 },
    ]);
    expect(
      parseMnbExchangeRates(
        '<s:Envelope><s:Body><GetExchangeRatesResponse><GetExchangeRatesResult /></GetExchangeRatesResponse></s:Body></s:Envelope>',
      ),
    ).toEqual([]);
  });

  it('refuses a SOAP fault, a misread decimal comma and a bad unit, naming the rate', () => {
    expect(() => parseMnbExchangeRates(text('mnb/soap-fault.xml'))).toThrow(
      'SOAP-hiba: The server was unable to process the request',
    );
    const misread = text('mnb/GetExchangeRates.xml').replace('369,88', '369.88');
    expect(() => parseMnbExchangeRates(misread)).toThrow('MNB EUR 2026-04-17: „369.88” nem tizedesvesszős szám');
    expect(() => parseMnbExchangeRates(text('mnb/GetExchangeRates.xml').replace('unit="100"', 'unit="0"'))).toThrow(
      'hibás egység',
    );
    expect(() => parseMnbExchangeRates('<s:Envelope><s:Body/></s:Envelope>')).toThrow('nincs GetExchangeRatesResult');
  });

  it('builds the SOAP 1.1 request with its SOAPAction', () => {
    const r = mnbSoapRequest('MNBArfolyamServiceSoap', 'GetExchangeRates', {
      startDate: '2026-04-13',
      endDate: '2026-04-17',
      currencyNames: 'EUR,USD',
    });
    expect(r.headers).toEqual({
      'content-type': 'text/xml; charset=utf-8',
      soapaction: '"http://www.mnb.hu/webservices/MNBArfolyamServiceSoap/GetExchangeRates"',
    });
    expect(r.body).toContain(
      '<web:GetExchangeRates><web:startDate>2026-04-13</web:startDate><web:endDate>2026-04-17</web:endDate><web:currencyNames>EUR,USD</web:currencyNames></web:GetExchangeRates>',
    );
  });
});

describe('KSH', () => {
  const bytes = fixture('ksh/ara0040.csv');

  it('is stored in the legacy encoding, which decodes to Hungarian text', () => {
    expect(() => new TextDecoder('utf-8', { fatal: true }).decode(bytes)).toThrow();
    expect(bytes.includes(0xf5)).toBe(true); // ő in Windows-1250 / ISO-8859-2
    const decoded = decodeBytes(bytes, 'text/csv', KSH_LEGACY_CHARSET);
    expect(decoded).toContain('Az előző év azonos időszaka = 100,0%');
    expect(decodeBytes(bytes, 'text/csv; charset=iso-8859-2')).toBe(decoded);
  });

  it('reads the all-items column of the year-on-year section only', () => {
    const cpi = parseKshCpiCsv(decodeBytes(bytes, 'text/csv', KSH_LEGACY_CHARSET));
    expect(cpi.months[0]).toBe('2025-01');
    expect(cpi.months.at(-1)).toBe('2026-03');
    expect(cpi.index.slice(0, 3)).toEqual([105.5, 105.6, 104.7]);
    expect(cpi.index.at(-2)).toBe(101.4);
    expect(cpi.months.length).toBe(15); // the month-on-month section below is not read
  });

  it('refuses the table read as Latin-1, a truncated row and a misread comma', () => {
    expect(() => parseKshCpiCsv(new TextDecoder('latin1').decode(bytes))).toThrow('Az előző év azonos időszaka');
    const good = decodeBytes(bytes, 'text/csv', KSH_LEGACY_CHARSET);
    // Cut inside the last row of the section (title, header and section rows come first).
    const lines = good.split('\r\n');
    const cut = [...lines.slice(0, 17), lines[17]!.split(';').slice(0, 10).join(';')].join('\r\n');
    expect(() => parseKshCpiCsv(cut)).toThrow('csonka sor');
    // 2025-01's all-items cell, after the "Szolgáltatások" column's 106,6.
    expect(() => parseKshCpiCsv(good.replace(';106,6;105,5;', ';106,6;105.5;'))).toThrow('„105.5” nem tizedesvesszős');
  });
});

describe('SEC EDGAR', () => {
  it('keeps the library forms of filings.recent, newest first, with their sec.gov address', () => {
    const apple = parseEdgarSubmissions(text('edgar/CIK0000320193.json'), '320193');
    expect(apple.name).toBe('Apple Inc.');
    expect(apple.filings.map((f) => f.form)).toEqual(['10-Q', '8-K', '10-K', '10-K']); // the Form 4 is left out
    expect(apple.filings[3]).toEqual({
      accessionNumber: '0000320193-24-000123',
      form: '10-K',
      filingDate: '2024-11-01',
      reportDate: '2024-09-28',
      primaryDocument: 'aapl-20240928.htm',
      url: 'https://www.sec.gov/Archives/edgar/data/320193/000032019324000123/aapl-20240928.htm',
    });
  });

  it('refuses truncated JSON, another company and columns of different lengths', () => {
    const json = text('edgar/CIK0000320193.json');
    expect(() => parseEdgarSubmissions(json.slice(0, json.length / 2), '320193')).toThrow('csonka válasz');
    expect(() => parseEdgarSubmissions(json, '1045810')).toThrow('nem a kért 1045810');
    const uneven = JSON.parse(json);
    uneven.filings.recent.form.pop();
    expect(() => parseEdgarSubmissions(JSON.stringify(uneven), '320193')).toThrow('eltérő hosszúak');
  });
});
