/**
 * Every source of the refresh served from the recorded-format fixtures by one local server, and the
 * environment that points the adapters at it. Tests change single routes to serve bad answers.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { FIXTURES, fixture, type FixtureServer, type Route, startFixtureServer } from './fixture-server';

const xml = (name: string): Route => ({ headers: { 'content-type': 'text/xml; charset=utf-8' }, body: fixture(name) });

/** The routes with good answers. */
export function goodRoutes(): Record<string, Route> {
  return {
    '/ecb/EXR': { headers: { 'content-type': 'text/csv' }, body: fixture('ecb/exr-csvdata.csv') },
    '/ecb/eurofxref-hist-90d.xml': xml('ecb/eurofxref-hist-90d.xml'),
    '/mnb/arfolyamok.asmx': xml('mnb/GetExchangeRates.xml'),
    '/mnb/alapkamat.asmx': xml('mnb/GetCentralBankBaseRate.xml'),
    // STADAT files come without a charset; the bytes are Windows-1250.
    '/ksh/ara0040.csv': { headers: { 'content-type': 'text/csv' }, body: fixture('ksh/ara0040.csv') },
    '/sec/submissions/CIK0000320193.json': {
      headers: { 'content-type': 'application/json' },
      body: fixture('edgar/CIK0000320193.json'),
    },
    '/sec/submissions/CIK0001045810.json': {
      headers: { 'content-type': 'application/json' },
      body: fixture('edgar/CIK0001045810.json'),
    },
    '/av/query': (req) => {
      const symbol = req.url.searchParams.get('symbol') ?? '';
      // Alpha Vantage answers an unknown symbol with HTTP 200 and a JSON error message.
      return existsSync(path.join(FIXTURES, 'alphavantage', `${symbol}.csv`))
        ? { headers: { 'content-type': 'application/x-download' }, body: fixture(`alphavantage/${symbol}.csv`) }
        : {
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify({
              'Error Message':
                'Invalid API call. Please retry or visit the documentation (https://www.alphavantage.co/documentation/) for TIME_SERIES_DAILY.',
            }),
          };
    },
    '/news/rss.xml': {
      headers: { 'content-type': 'application/rss+xml; charset=utf-8' },
      body: fixture('news/rss.xml'),
    },
  };
}

export async function startSources(): Promise<FixtureServer> {
  return startFixtureServer(goodRoutes());
}

/** The refresh's configuration for the fixture server. */
export function sourcesEnv(url: string): Record<string, string> {
  return {
    ECB_URL: `${url}/ecb/EXR`,
    MNB_RATES_URL: `${url}/mnb/arfolyamok.asmx`,
    MNB_BASE_RATE_URL: `${url}/mnb/alapkamat.asmx`,
    KSH_CPI_URL: `${url}/ksh/ara0040.csv`,
    EDGAR_BASE_URL: `${url}/sec`,
    EDGAR_USER_AGENT: 'Pénzügy tesztek teszt@example.hu',
    EDGAR_CIKS: '320193,1045810',
    ALPHAVANTAGE_API_KEY: 'KULCS',
    ALPHAVANTAGE_BASE_URL: `${url}/av`,
    ALPHAVANTAGE_MIN_INTERVAL_MS: '0',
    PRICE_SYMBOLS: 'AAPL,MSFT',
    NEWS_FEEDS: `${url}/news/rss.xml`,
  };
}

/** Friday 2026-04-17, 22:00 in Budapest: after every fixture's last day. */
export const FIXTURE_NOW = new Date('2026-04-17T20:00:00Z');
