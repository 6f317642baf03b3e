/**
 * The checks a fetched series must pass before it may replace the last good snapshot (issue 28,
 * "Bad input"). Each returns Hungarian problems, empty when the data are fine; the refresh refuses
 * the fetch on any problem and logs them. Only the new rows are checked, with the join to the last
 * good row, so a long embedded history is not re-judged on every run.
 */
import { daysBetween, isIsoDate } from '@penzugy/market-data';

/** A one-day move of this size or more (up or down) is taken for a data error: a misread decimal comma, an unadjusted split. */
export const MAX_DAILY_CHANGE = 0.9;

export interface DailyRules {
  /** What the values are, for messages ("EUR/HUF", "OTP záróár"). */
  what: string;
  /** Plausible range, inclusive. */
  min: number;
  max: number;
  /** The longest calendar-day gap between two observations the source's holidays explain. */
  maxGapDays: number;
}

/**
 * Checks `values` on `dates` from index `from` on (the first fetched row), each row against the one
 * before it, so the first fetched row is also judged against the last good one. `today` is the latest
 * allowed date.
 */
export function checkDaily(
  dates: readonly string[],
  values: readonly number[],
  rules: DailyRules,
  today: string,
  from = 0,
): string[] {
  const problems: string[] = [];
  const add = (s: string) => {
    if (problems.length < 10) problems.push(`${rules.what}: ${s}`);
  };
  if (dates.length !== values.length) add(`${dates.length} dátum, de ${values.length} érték.`);
  for (let i = Math.max(0, from); i < dates.length; i++) {
    const d = dates[i]!;
    const v = values[i]!;
    if (!isIsoDate(d)) {
      add(`érvénytelen dátum: „${String(d)}”.`);
      continue;
    }
    if (d > today) add(`jövőbeli dátum: ${d} (ma ${today}).`);
    if (!Number.isFinite(v)) add(`nem szám ${d} napon.`);
    else if (v < rules.min || v > rules.max)
      add(`${d}: ${v} kívül esik a ${rules.min}–${rules.max} tartományon (rossz tizedesjel?).`);
    if (i === 0) continue;
    const prev = dates[i - 1]!;
    if (!(d > prev)) add(`a dátumok nem növekvők (${prev}, ${d}).`);
    else if (daysBetween(prev, d) > rules.maxGapDays)
      add(`${daysBetween(prev, d)} napos hézag ${prev} és ${d} között (legfeljebb ${rules.maxGapDays} megengedett).`);
    const p = values[i - 1]!;
    if (Number.isFinite(v) && p > 0) {
      const change = v / p - 1;
      // The tolerance keeps an exact 90 % move (1.9 is not a binary fraction) on the refused side.
      if (Math.abs(change) >= MAX_DAILY_CHANGE - 1e-9)
        add(
          `${d}: ${Math.round(change * 100)} %-os egynapos változás (${p} → ${v}); legfeljebb ${MAX_DAILY_CHANGE * 100} % alatti fogadható el.`,
        );
    }
  }
  return problems;
}

/** `YYYY-MM` of a date's month, and of the month after. */
const monthOf = (date: string) => date.slice(0, 7);
export function nextMonth(month: string): string {
  const [y, m] = month.split('-').map(Number) as [number, number];
  return m === 12 ? `${y + 1}-01` : `${y}-${String(m + 1).padStart(2, '0')}`;
}

/** Last day of a `YYYY-MM` month. */
export function monthEnd(month: string): string {
  const [y, m] = month.split('-').map(Number) as [number, number];
  return new Date(Date.UTC(y, m, 0)).toISOString().slice(0, 10);
}

/**
 * A monthly series: consecutive months (no gap), none not yet over (a month's figure is published after
 * it ends), values in range.
 */
export function checkMonthly(
  months: readonly string[],
  values: readonly number[],
  rules: Omit<DailyRules, 'maxGapDays'>,
  today: string,
): string[] {
  const problems: string[] = [];
  const add = (s: string) => {
    if (problems.length < 10) problems.push(`${rules.what}: ${s}`);
  };
  if (months.length !== values.length) add(`${months.length} hónap, de ${values.length} érték.`);
  months.forEach((m, i) => {
    if (!/^\d{4}-(0[1-9]|1[0-2])$/.test(m)) return add(`érvénytelen hónap: „${m}”.`);
    if (m >= monthOf(today)) add(`${m} még nem zárult le (ma ${today}): jövőbeli adat.`);
    const v = values[i]!;
    if (!Number.isFinite(v) || v < rules.min || v > rules.max)
      add(`${m}: ${v} kívül esik a ${rules.min}–${rules.max} tartományon (rossz tizedesjel?).`);
    if (i > 0 && m !== nextMonth(months[i - 1]!)) add(`${months[i - 1]} után ${m} következik: hiányzó hónap.`);
  });
  return problems;
}

/** A fetch that ends before the last good data did is a cut-off answer, not news. */
export function checkNotShorter(what: string, freshEnd: string | undefined, lastEnd: string | undefined): string[] {
  if (lastEnd === undefined) return freshEnd === undefined ? [`${what}: a válaszban nincs adat.`] : [];
  if (freshEnd === undefined || freshEnd < lastEnd)
    return [
      `${what}: a friss adatsor ${freshEnd ?? '–'} napon véget ér, a meglévő ${lastEnd}-ig tart (csonka válasz?).`,
    ];
  return [];
}
