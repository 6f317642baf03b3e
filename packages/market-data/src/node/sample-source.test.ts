import { createHash } from 'node:crypto';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { dataFile, rawCloses, sample } from '../test-support';
import { defaultDataDir, readWideCloses } from './sample-files';
import { createSamplePriceSource, readSampleUsdHuf, SAMPLE_LAST_DATE, SAMPLE_SOURCE_NAME } from './sample-source';

const CATALOGUE = [
  'AAPL',
  'AMD',
  'AMZN',
  'BA',
  'BAC',
  'BMY',
  'C',
  'CAT',
  'F',
  'GM',
  'GOOGL',
  'GS',
  'HON',
  'INTC',
  'JNJ',
  'JPM',
  'LLY',
  'META',
  'MRNA',
  'MSFT',
  'NFLX',
  'NVDA',
  'PFE',
  'TSLA',
  'WFC',
];

describe('the embedded files', () => {
  it('are unchanged copies of the data pack (SHA256SUMS)', () => {
    const lines = readFileSync(dataFile('SHA256SUMS'), 'utf8').trim().split('\n');
    expect(lines.length).toBe(41);
    for (const line of lines) {
      const [hash, file] = line.split(/\s+/) as [string, string];
      expect(
        createHash('sha256')
          .update(readFileSync(dataFile(file)))
          .digest('hex'),
        file,
      ).toBe(hash);
    }
  });
});

describe('readable Hungarian facts', () => {
  it('translates every sub-industry of the constituents list and cleans the names', () => {
    const s = sample();
    const stocks = s
      .symbols()
      .map((x) => s.info(x)!)
      .filter((i) => i.subIndustry);
    expect(stocks.length).toBeGreaterThan(400);
    for (const info of stocks) expect(info.subIndustryLabel, `${info.symbol}: ${info.subIndustry}`).toBeTruthy();
    expect(s.info('NVDA')!.subIndustryLabel).toBe('Félvezetők');
    expect(s.info('UNH')!.subIndustryLabel).toBe('Egészségbiztosítók és egészségügyi ellátásszervezés');
    expect(s.info('LLY')!.name).toBe('Eli Lilly');
    expect(s.info('DIS')!.name).toBe('Walt Disney Company');
    expect(s.info('GOOGL')!.name).toBe('Alphabet Inc. (A sorozat)');
    // No name keeps a parenthesis inside a parenthesis, nor an English "(The)".
    for (const sym of s.symbols()) expect(s.info(sym)!.name, sym).not.toMatch(/\(The\)|\([^)]*\(/);
  });
});

describe('createSamplePriceSource', () => {
  it('serves the S&P 500 closes, the indices and the Budapest shares', () => {
    const s = sample();
    expect(s.name).toBe(SAMPLE_SOURCE_NAME);
    // 501 columns − BK (served as BNY) + BNY + 8 indices + OTP + MOL + RICHTER.
    expect(s.symbols().length).toBe(501 + 8 + 3);
    expect(s.symbols()).not.toContain('BK');
    for (const sym of [
      'GSPC',
      'NASDAQCOM',
      'DJIA',
      'STOXX50E',
      'GDAXI',
      'FCHI',
      'FTSE',
      'BUX',
      'OTP',
      'MOL',
      'KO',
      'BRK.B',
    ]) {
      expect(s.coverage(sym), sym).toBeDefined();
    }
    expect(s.coverage('BUX')).toEqual({ from: '2021-02-01', to: '2025-12-30' });
    expect(s.coverage('MRNA')).toEqual({ from: '2018-12-07', to: '2025-12-30' });
    expect(s.coverage('NASDAQCOM')).toEqual({ from: '2015-01-02', to: '2025-12-31' });
  });

  it('serves the Budapest shares from their files through the end of 2025 (OTP and MOL run on into 2026)', () => {
    const s = sample();
    for (const symbol of ['OTP', 'MOL', 'RICHTER']) {
      const raw = rawCloses(`prices/bet/${symbol}.csv`);
      const kept = raw.dates.filter((d) => d <= SAMPLE_LAST_DATE).length;
      const served = s.series(symbol)!;
      expect(served.dates, symbol).toEqual(raw.dates.slice(0, kept));
      expect(served.closes, symbol).toEqual(raw.closes.slice(0, kept));
    }
    expect(rawCloses('prices/bet/OTP.csv').dates.at(-1)).toBe('2026-02-09');
    expect(s.coverage('OTP')).toEqual({ from: '2015-01-05', to: '2025-12-30' });
    expect(s.coverage('MOL')).toEqual({ from: '2015-01-05', to: '2025-12-30' });
    expect(s.coverage('RICHTER')).toEqual({ from: '2015-01-05', to: '2024-12-30' });
    expect(s.info('RICHTER')).toMatchObject({
      kind: 'stock',
      currency: 'HUF',
      exchange: 'Budapesti Értéktőzsde',
      name: 'Richter Gedeon Nyrt.',
      sectorLabel: 'Egészségügy',
    });
    // No served stock passes the US shares' last day, so "the data's last day" stays 2025-12-30.
    const stockEnds = s
      .symbols()
      .filter((x) => s.info(x)!.kind === 'stock')
      .map((x) => s.coverage(x)!.to);
    expect(stockEnds.every((d) => d <= '2025-12-30')).toBe(true);
  });

  it("reads the ECB fixings as USD/HUF = EUR/HUF ÷ EUR/USD, agreeing with the file's rounded USDHUF column", () => {
    const fx = readSampleUsdHuf();
    const lines = readFileSync(dataFile('fx/eur-huf-usd.csv'), 'utf8').trim().split('\n').slice(1);
    expect(fx).toMatchObject({ base: 'USD', quote: 'HUF' });
    expect(fx.dates.length).toBe(6983);
    lines.forEach((line, i) => {
      const [date, eurHuf, eurUsd, usdHuf] = line.split(',');
      expect(fx.dates[i]).toBe(date);
      expect(fx.rates[i]).toBe(Number(eurHuf) / Number(eurUsd));
      expect(Math.abs(fx.rates[i]! - Number(usdHuf)), date).toBeLessThanOrEqual(0.00005 + 1e-9);
    });
    expect(fx.dates[0]).toBe('1999-01-04');
    expect(fx.dates.at(-1)).toBe('2026-04-13');
  });

  it('prefers the longer per-ticker file; where both cover a day they agree to the 4th decimal', () => {
    const wide = readWideCloses(dataFile('market/sp500-closes-2024-2025.csv'));
    for (const ticker of CATALOGUE) {
      const own = rawCloses(`prices/${ticker}.csv`);
      const served = sample().series(ticker)!;
      expect(served.dates, ticker).toEqual(own.dates);
      const w = wide.get(ticker)!;
      expect(w.dates.length).toBe(501);
      const byDate = new Map(own.dates.map((d, i) => [d, own.closes[i]]));
      for (let i = 0; i < w.dates.length; i++) {
        expect(Math.abs(byDate.get(w.dates[i]!)! - w.closes[i]!), `${ticker} ${w.dates[i]}`).toBeLessThanOrEqual(
          0.00005,
        );
      }
    }
  });

  it('serves BNY Mellon from the BK column and skips empty cells of the wide file', () => {
    const wide = readWideCloses(dataFile('market/sp500-closes-2024-2025.csv'));
    expect(sample().series('BNY')!.closes).toEqual(Array.from(wide.get('BK')!.closes));
    const gev = sample().series('GEV')!;
    expect(gev.dates.length).toBe(501 - 59);
    expect(sample().series('FISV')!.dates).not.toContain('2025-11-12');
  });

  it('describes instruments: names, sectors, exchanges, currencies, memberships', () => {
    const s = sample();
    expect(s.info('JPM')).toMatchObject({
      name: 'JPMorgan Chase',
      exchange: 'NYSE',
      sectorLabel: 'Pénzügyi szolgáltatások',
      memberOf: ['sp500', 'dowjones'],
    });
    expect(s.info('ADBE')).toMatchObject({ exchange: 'Nasdaq', memberOf: ['sp500', 'nasdaq'] }); // Nasdaq-100 member
    expect(s.info('KO')!.exchange).toBe('NYSE');
    // A venue the data do not know is left empty, never a country in the exchange's slot.
    expect(s.info('A')!.exchange).toBe('');
    for (const symbol of s.symbols())
      expect(['NYSE', 'Nasdaq', ''], symbol).toContain(
        s.info(symbol)!.kind === 'stock' && s.info(symbol)!.currency === 'USD' ? s.info(symbol)!.exchange : '',
      );
    expect(s.info('EA')).toMatchObject({ name: 'Electronic Arts', memberOf: ['nasdaq'] }); // former S&P 500 member
    expect(s.info('XYZ')!.headquarters).toBeUndefined(); // 'none' in the source
    expect(s.info('FTSE')).toMatchObject({ kind: 'index', currency: 'GBP' });
    expect(s.info('MOL')).toMatchObject({ kind: 'stock', currency: 'HUF', name: 'MOL Nyrt.' });
    expect(s.members!('dowjones')!.length).toBe(30);
    expect(s.members!('nasdaq')!.length).toBe(101);
  });

  it('finds its data from anywhere and names a broken file', () => {
    expect(path.basename(defaultDataDir())).toBe('data');
    const dir = mkdtempSync(path.join(tmpdir(), 'market-data-'));
    cpSync(defaultDataDir(), dir, { recursive: true });
    writeFileSync(
      path.join(dir, 'prices', 'indexes', 'BUX.csv'),
      'date,open,high,low,close,volume\n2025-01-02,1,1,1,abc,1\n',
    );
    expect(() => createSamplePriceSource({ dataDir: dir })).toThrow(
      /BUX\.csv: Nem szám a close oszlopban: „abc” \(2\. sor\)/,
    );
    writeFileSync(path.join(dir, 'prices', 'indexes', 'BUX.csv'), 'date,close\n2025-01-03,1\n2025-01-02,2\n');
    expect(() => createSamplePriceSource({ dataDir: dir })).toThrow('BUX: a dátumok nem szigorúan növekvők');
    expect(() => createSamplePriceSource({ dataDir: path.join(dir, 'nincs') })).toThrow(/ENOENT/);
    rmSync(dir, { recursive: true, force: true });
  });
});
