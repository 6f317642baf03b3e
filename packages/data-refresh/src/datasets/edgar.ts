/**
 * `edgar`: the document library companies' latest filings (10-K, 10-Q, 8-K, S-1, DEF 14A) from SEC
 * EDGAR's submissions API, one request per company, at most 10 a second, with the User-Agent the SEC
 * requires (EDGAR_USER_AGENT: a name and an e-mail address). Companies: EDGAR_CIKS, by default the
 * five of the built-in library (Apple, NVIDIA, Tesla, 1-800-FLOWERS.COM, Cabot). Any company that
 * fails fails the dataset: a partial list never replaces a whole one. Nothing is embedded.
 */
import { createRateLimiter, fetchSource } from '../http/fetch-source';
import { type EdgarCompany, edgarSubmissionsPath, parseEdgarSubmissions } from '../sources/edgar';
import type { DatasetDefinition } from './types';

export const EDGAR_BASE_URL = 'https://data.sec.gov';

/** The built-in library's companies (apps/site/public/library/PROVENANCE.md). */
export const EDGAR_DEFAULT_CIKS = ['320193', '1045810', '1318605', '1084869', '16040'];

/** 110 ms between requests: at most 9 a second, under the SEC's limit of 10. */
export const EDGAR_MIN_INTERVAL_MS = 110;

export interface EdgarData {
  companies: EdgarCompany[];
}

const ciks = (env: Record<string, string | undefined>) => {
  const list = (env.EDGAR_CIKS ?? '')
    .split(',')
    .map((s) => s.trim().replace(/^0+/, ''))
    .filter(Boolean);
  return list.length > 0 ? list : EDGAR_DEFAULT_CIKS;
};

/** A User-Agent the SEC accepts names someone and gives an e-mail address ("Pénzügy admin@example.hu"). */
export function edgarUserAgentProblem(value: string | undefined): string | undefined {
  if (!value?.trim()) return 'EDGAR_USER_AGENT';
  return /\S+@\S+\.\S+/.test(value) ? undefined : 'EDGAR_USER_AGENT (név és e-mail-cím kell)';
}

export const edgar: DatasetDefinition<EdgarData> = {
  id: 'edgar',
  label: 'SEC-jelentések (a dokumentumtár cégei)',
  source: 'SEC EDGAR',
  schedule: { cron: '0 7 * * *', description: 'naponta 7:00-kor (az előző amerikai munkanap beadványai)' },
  maxAgeDays: 3,
  missing: (env) => {
    const problem = edgarUserAgentProblem(env.EDGAR_USER_AGENT);
    return problem ? [problem] : [];
  },
  async fetch(ctx) {
    const base = (ctx.env.EDGAR_BASE_URL?.trim() || EDGAR_BASE_URL).replace(/\/+$/, '');
    const limiter = createRateLimiter(EDGAR_MIN_INTERVAL_MS, ctx.http.sleep ? { sleep: ctx.http.sleep } : {});
    const companies: EdgarCompany[] = [];
    for (const cik of ciks(ctx.env)) {
      const { text } = await fetchSource(`${base}${edgarSubmissionsPath(cik)}`, {
        ...ctx.http,
        label: `SEC EDGAR (CIK ${cik})`,
        expect: 'json',
        headers: { 'user-agent': ctx.env.EDGAR_USER_AGENT!.trim(), accept: 'application/json' },
        beforeRequest: limiter,
      });
      companies.push(parseEdgarSubmissions(text, cik));
    }
    return {
      data: { companies },
      asOf: ctx.today,
      sourceUrl: `${base}/submissions/`,
      rowCount: companies.reduce((n, c) => n + c.filings.length, 0),
    };
  },
  validate(next, _last, ctx) {
    return next.data.companies.flatMap((c) =>
      c.filings
        .filter((f) => f.filingDate > ctx.today)
        .map(
          (f) => `SEC EDGAR (${c.name}): jövőbeli benyújtási dátum: ${f.filingDate} (${f.form}, ${f.accessionNumber}).`,
        ),
    );
  },
};
