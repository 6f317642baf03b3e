/**
 * `mnb-base-rate`: the MNB's central bank base rate, one row per decision (the rate in percent from
 * the day it applies), from the SOAP service's GetCentralBankBaseRate over the whole history (a few
 * hundred rows). The as-of date is the day of the fetch: the series is known complete up to it.
 *
 * Embedded: the one decision this repository can source, 6.25 % from 2026-02-25 (seed/mnb-base-rate.csv).
 */
import { fetchSource } from '../http/fetch-source';
import { makeSnapshot } from '../snapshot';
import { type BaseRateChange, MNB_BASE_RATE_URL, mnbSoapRequest, parseMnbBaseRates } from '../sources/mnb';
import { readSeed, SEED_PROVENANCE } from './seed-files';
import type { DatasetDefinition } from './types';

export interface BaseRateData {
  changes: BaseRateChange[];
}

/** The first day the fetch asks for (the service starts in the 1980s; every decision since is wanted). */
export const MNB_BASE_RATE_FROM = '1990-01-01';

export const mnbBaseRate: DatasetDefinition<BaseRateData> = {
  id: 'mnb-base-rate',
  label: 'Jegybanki alapkamat',
  source: 'MNB',
  // Rate decisions are announced at 14:00 on meeting days.
  schedule: { cron: '0 15 * * *', description: 'naponta 15:00-kor (kamatdöntés napján 14:00-kor hirdetik)' },
  maxAgeDays: 3,
  embedded() {
    const changes = readSeed('mnb-base-rate.csv', ['from', 'rate']).map((r) => ({
      from: r.from,
      rate: Number(r.rate),
    }));
    return makeSnapshot(
      { changes },
      {
        dataset: 'mnb-base-rate',
        asOf: changes[changes.length - 1]!.from,
        fetchedAt: null,
        sourceUrl: SEED_PROVENANCE,
        source: 'MNB',
        rowCount: changes.length,
        origin: 'embedded',
      },
    );
  },
  async fetch(ctx) {
    const url = ctx.env.MNB_BASE_RATE_URL?.trim() || MNB_BASE_RATE_URL;
    const request = mnbSoapRequest('MNBAlapkamatServiceSoap', 'GetCentralBankBaseRate', {
      startDate: MNB_BASE_RATE_FROM,
      endDate: ctx.today,
    });
    const { text } = await fetchSource(url, { ...ctx.http, label: 'MNB', expect: 'xml', method: 'POST', ...request });
    const changes = parseMnbBaseRates(text);
    return { data: { changes }, asOf: ctx.today, sourceUrl: url, rowCount: changes.length };
  },
  validate(next, last, ctx) {
    const problems: string[] = [];
    const { changes } = next.data;
    if (changes.length === 0) return ['MNB alapkamat: a válaszban nincs egyetlen döntés sem.'];
    changes.forEach((c, i) => {
      if (c.from > ctx.today) problems.push(`MNB alapkamat: jövőbeli dátum: ${c.from} (ma ${ctx.today}).`);
      if (!(c.rate >= 0 && c.rate <= 50))
        problems.push(`MNB alapkamat: ${c.from}: ${c.rate} % kívül esik a 0–50 % tartományon (rossz tizedesjel?).`);
      if (i > 0 && !(c.from > changes[i - 1]!.from))
        problems.push(`MNB alapkamat: a dátumok nem növekvők (${changes[i - 1]!.from}, ${c.from}).`);
    });
    // The last known decision must still be there: a history without it is cut short or another series.
    const known = last?.data.changes[last.data.changes.length - 1];
    if (known && !changes.some((c) => c.from === known.from && c.rate === known.rate))
      problems.push(`MNB alapkamat: hiányzik a legutóbb ismert döntés (${known.from}: ${known.rate} %).`);
    return problems;
  },
};
