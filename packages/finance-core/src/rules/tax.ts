/**
 * Taxes on savings and the tax wrappers: personal income tax on capital income (Szja tv., Act CXVII of
 * 1995), the social contribution tax (szocho, Act LII of 2018), the minimum wage its cap is measured
 * by, the long-term investment account (TBSZ, Szja tv. 67/B. §) and the pension savings credits
 * (NYESZ, voluntary pension fund, pension insurance; Szja tv. 44/A–44/C. §).
 */
import { formatHuf, formatPercent } from '../shared/format';
import { secondary } from './sources';
import type { Rule } from './types';

const SZJA = '1995. évi CXVII. törvény a személyi jövedelemadóról (Szja tv.)';
const SZJA_URL = 'https://njt.hu/jogszabaly/1995-117-00-00';
const SZOCHO = '2018. évi LII. törvény a szociális hozzájárulási adóról';
const SZOCHO_URL = 'https://njt.hu/jogszabaly/2018-52-00-00';

const MINIMUM_WAGE_PAGE = 'https://www.kontrolloffice.hu/l/minimalber-emeles-2026';

const pct = (v: number) => formatPercent(v, v * 100 === Math.round(v * 100) ? 0 : 1);

export const CAPITAL_INCOME_TAX: Rule<number> = {
  id: 'tax.capitalIncomeSzja',
  area: 'tax',
  title: 'Személyi jövedelemadó kamat, osztalék és árfolyamnyereség után',
  describe: pct,
  versions: [
    {
      from: '2016-01-01',
      value: 0.15,
      source: secondary(SZJA, SZJA_URL, 'https://www.equilor.hu/tbsz/', '2016. január 1. az adataink kezdete.'),
    },
  ],
};

/** The social contribution tax on savings income. */
export interface SzochoOnSavings {
  readonly rate: number;
  /** Interest is taxed without a cap. */
  readonly onInterest: boolean;
  /** Dividends and gains are taxed until the year's income reaches this many monthly minimum wages. */
  readonly capMinimumWages: number;
}

export const SZOCHO_ON_SAVINGS: Rule<SzochoOnSavings> = {
  id: 'tax.szochoOnSavings',
  area: 'tax',
  title: 'Szociális hozzájárulási adó (szocho) megtakarítások után',
  describe: (v) =>
    `${pct(v.rate)}; ${v.onInterest ? 'kamat után felső határ nélkül; ' : 'kamat után nem; '}` +
    `osztalék és árfolyamnyereség után, amíg az éves jövedelem el nem éri a minimálbér ${v.capMinimumWages}-szorosát`,
  versions: [
    {
      from: '2022-01-01',
      value: { rate: 0.13, onInterest: false, capMinimumWages: 24 },
      source: secondary(
        SZOCHO,
        SZOCHO_URL,
        'https://www.penzcentrum.hu/megtakaritas/20220106/szocialis-hozzajarulasi-ado-torveny-2022-mennyi-a-szocialis-hozzajarulasi-ado-2022-eveben-1120789',
        'A 24-szeres minimálbér felső határt forrásban nem találtuk meg: nem megerősített.',
      ),
    },
    {
      from: '2023-07-01',
      value: { rate: 0.13, onInterest: true, capMinimumWages: 24 },
      source: secondary(
        `${SZOCHO}; 205/2023. (V. 31.) Korm. rendelet, 2024. évi XXIX. törvény`,
        SZOCHO_URL,
        'https://profitline.hu/vegleg-velunk-marad-a-kamatjovedelmek-utan-fizetendo-szocho-463498',
        'A 24-szeres minimálbér felső határt forrásban nem találtuk meg: nem megerősített.',
      ),
    },
  ],
};

/** Retail state bonds' interest is tax-free (series issued from the rule's first day). */
export const STATE_BOND_TAX_EXEMPT: Rule<true> = {
  id: 'tax.stateBondExempt',
  area: 'tax',
  title: 'Lakossági állampapírok kamata adómentes',
  describe: () => 'nincs sem személyi jövedelemadó, sem szocho (az ettől a naptól kibocsátott sorozatokra)',
  versions: [
    {
      from: '2019-06-01',
      value: true,
      source: secondary(
        `${SZJA} 65. § (3)`,
        SZJA_URL,
        'http://adopraxis.hu/Cikk/modosult_a_szemelyi_jovedelemadorol_szolo_torveny_2019_junius_1-jetol',
      ),
    },
  ],
};

export const MINIMUM_WAGE: Rule<number> = {
  id: 'tax.minimumWage',
  area: 'tax',
  title: 'Minimálbér (bruttó havi)',
  describe: (v) => formatHuf(v),
  versions: [
    {
      from: '2025-01-01',
      value: 290_800,
      source: secondary(
        'Kormányrendelet a kötelező legkisebb munkabérről (2025)',
        MINIMUM_WAGE_PAGE,
        MINIMUM_WAGE_PAGE,
      ),
    },
    {
      from: '2026-01-01',
      value: 322_800,
      source: secondary(
        'Kormányrendelet a kötelező legkisebb munkabérről (2026)',
        MINIMUM_WAGE_PAGE,
        MINIMUM_WAGE_PAGE,
      ),
    },
  ],
};

/** One step of the TBSZ schedule: breaking the account before `untilYears` (whole years held) costs these rates. */
export interface TbszStep {
  /** Held fewer than this many years; the last step has none (held at least the previous step's years). */
  readonly untilYears?: number;
  readonly szja: number;
  readonly szocho: number;
}

/**
 * TBSZ tax by holding time. The rule's date is the day the account was opened: accounts opened from
 * 2025-01-01 also pay szocho when broken early.
 */
export const TBSZ_SCHEDULE: Rule<readonly TbszStep[]> = {
  id: 'wrappers.tbsz',
  area: 'wrappers',
  title: 'Tartós befektetési számla (TBSZ) adója a lekötés ideje szerint (a nyitás napja szerint)',
  describe: (steps) =>
    steps
      .map((s, i) => {
        const from = i === 0 ? 0 : steps[i - 1]!.untilYears!;
        const span =
          s.untilYears === undefined
            ? `${from} év után`
            : from === 0
              ? `${s.untilYears} éven belül`
              : `${from}–${s.untilYears} év között`;
        return `${span}: ${s.szja + s.szocho === 0 ? 'adómentes' : `${pct(s.szja)} szja${s.szocho ? ` + ${pct(s.szocho)} szocho` : ''}`}`;
      })
      .join('; '),
  versions: [
    {
      from: '2016-01-01',
      value: [
        { untilYears: 3, szja: 0.15, szocho: 0 },
        { untilYears: 5, szja: 0.1, szocho: 0 },
        { szja: 0, szocho: 0 },
      ],
      source: secondary(
        `${SZJA} 67/B. §`,
        SZJA_URL,
        'https://www.vg.hu/penz-es-tokepiac/2025/10/tbsz-szocho-kamatado-befektetes-2025',
        'Csak az első (nyitási) naptári évben lehet befizetni. 2016. január 1. az adataink kezdete.',
      ),
    },
    {
      from: '2025-01-01',
      value: [
        { untilYears: 3, szja: 0.15, szocho: 0.13 },
        { untilYears: 5, szja: 0.1, szocho: 0.08 },
        { szja: 0, szocho: 0 },
      ],
      source: secondary(
        `${SZJA} 67/B. §; ${SZOCHO}`,
        SZJA_URL,
        'https://profitline.hu/iden-meg-megsporolhato-a-szocho-a-tbsz-nel-469156',
        'A 2025-től nyitott számlákra.',
      ),
    },
  ],
};

/** The pension savings tax credits: 20 % of the payments back, up to a yearly cap per product and in total. */
export interface PensionCredits {
  readonly share: number;
  readonly nyeszMax: number;
  readonly pensionFundMax: number;
  readonly pensionInsuranceMax: number;
  readonly totalMax: number;
}

export const PENSION_CREDITS: Rule<PensionCredits> = {
  id: 'wrappers.pensionCredits',
  area: 'wrappers',
  title: 'Nyugdíjcélú megtakarítások adójóváírása',
  describe: (v) =>
    `a befizetés ${pct(v.share)}-a, évente legfeljebb: NYESZ ${formatHuf(v.nyeszMax)}, önkéntes nyugdíjpénztár ${formatHuf(v.pensionFundMax)}, ` +
    `nyugdíjbiztosítás ${formatHuf(v.pensionInsuranceMax)}, együtt ${formatHuf(v.totalMax)}`,
  versions: [
    {
      from: '2024-01-01',
      value: {
        share: 0.2,
        nyeszMax: 100_000,
        pensionFundMax: 150_000,
        pensionInsuranceMax: 130_000,
        totalMax: 280_000,
      },
      source: secondary(
        `${SZJA} 44/A–44/C. §`,
        SZJA_URL,
        'https://www.portfolio.hu/befektetes/20241009/20-os-hozammal-kabit-a-biztositasi-ugynokod-felmillio-magyar-erzi-mar-a-boren-hogy-is-van-ez-715429',
        '2024. január 1. az adataink kezdete, nem a hatálybalépés napja.',
      ),
    },
  ],
};

/** Every tax and wrapper rule, in the methodology page's order. */
export const TAX_RULES = [
  CAPITAL_INCOME_TAX,
  SZOCHO_ON_SAVINGS,
  STATE_BOND_TAX_EXEMPT,
  MINIMUM_WAGE,
  TBSZ_SCHEDULE,
  PENSION_CREDITS,
] as const;
