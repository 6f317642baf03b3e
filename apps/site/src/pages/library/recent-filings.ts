/**
 * The library's "latest filings" list (docs/product.md#library): the answer of GET /api/market/filings
 * (apps/api/src/market/routes.ts), the SEC EDGAR list a refresh fetched, reduced to what the page shows.
 */
import { formatDate, isIsoDate } from '@penzugy/finance-core';

/** One filing as the API answers it (packages/data-refresh/src/sources/edgar.ts). */
export interface FilingAnswer {
  accessionNumber: string;
  form: string;
  filingDate: string;
  url: string;
}

/** GET /api/market/filings. */
export interface FilingsAnswer {
  companies: { cik: string; name: string; tickers: string[]; filings: FilingAnswer[] }[];
  dataset: { asOf: string | null; source: string; stale: boolean };
}

/** How many of each company's filings the page lists. */
export const FILINGS_PER_COMPANY = 3;

export interface CompanyFilings {
  cik: string;
  /** 'Apple Inc. (AAPL)' */
  title: string;
  filings: { key: string; form: string; date: string; url: string }[];
}

/**
 * Each company's newest filings (the API lists them newest first) that link to sec.gov: a link the
 * page did not make itself goes nowhere else. Companies left with none are dropped.
 */
export function recentFilings(answer: FilingsAnswer, perCompany = FILINGS_PER_COMPANY): CompanyFilings[] {
  return answer.companies
    .map((company) => ({
      cik: company.cik,
      title: company.tickers.length > 0 ? `${company.name} (${company.tickers.join(', ')})` : company.name,
      filings: company.filings
        .filter((f) => f.url.startsWith('https://www.sec.gov/') && isIsoDate(f.filingDate))
        .slice(0, perCompany)
        .map((f) => ({ key: f.accessionNumber, form: f.form, date: formatDate(f.filingDate), url: f.url })),
    }))
    .filter((company) => company.filings.length > 0);
}

/** 'A lista: 2026. november 27., forrás: SEC EDGAR' — or null before any refresh. */
export function filingsAsOf(dataset: FilingsAnswer['dataset']): string | null {
  return dataset.asOf && isIsoDate(dataset.asOf)
    ? `A lista: ${formatDate(dataset.asOf)}, forrás: ${dataset.source}`
    : null;
}
