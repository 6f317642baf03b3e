/**
 * Taxes on savings and the tax wrappers: personal income tax on capital income (Szja tv., Act CXVII of
 * 1995), the social contribution tax (szocho, Act LII of 2018), the minimum wage its cap is measured
 * by, the long-term investment account (TBSZ, Szja tv. 67/B. §), the pension savings account (NYESZ)
 * and the pension savings credits (NYESZ, voluntary pension fund, pension insurance).
 *
 * The savings maths that reads these is in ../savings (tax.ts there has the formulas); docs/rules.md
 * lists what each source says and what could not be confirmed.
 */
import { formatHuf, formatPercent } from '../shared/format';
import { conflicting, secondary } from './sources';
import type { Rule } from './types';

const SZJA = '1995. évi CXVII. törvény a személyi jövedelemadóról (Szja tv.)';
const SZJA_URL = 'https://njt.hu/jogszabaly/1995-117-00-00';
const SZOCHO = '2018. évi LII. törvény a szociális hozzájárulási adóról';
const SZOCHO_URL = 'https://njt.hu/jogszabaly/2018-52-00-00';

const MINIMUM_WAGE_PAGE = 'https://www.kontrolloffice.hu/l/minimalber-emeles-2026';
const TBSZ_LOCKUP_PAGE = 'https://teszt.hold.hu/tbsz/hogyan-mukodik-a-tbsz/';

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

const CAP_NOT_FOUND =
  'A felső határ létezését az RSM adótanácsadói (profitline.hu) megerősíti, de a 24-szeres minimálbér értéket forrásban nem találtuk: nem megerősített.';

export const SZOCHO_ON_SAVINGS: Rule<SzochoOnSavings> = {
  id: 'tax.szochoOnSavings',
  area: 'tax',
  title: 'Szociális hozzájárulási adó (szocho) megtakarítások után',
  describe: (v) =>
    `${pct(v.rate)}; ${v.onInterest ? 'kamat után felső határ nélkül; ' : 'kamat után nem; '}` +
    `osztalék és árfolyamnyereség után, amíg az éves jövedelem el nem éri a minimálbér ${v.capMinimumWages}-szeresét`,
  versions: [
    {
      from: '2022-01-01',
      value: { rate: 0.13, onInterest: false, capMinimumWages: 24 },
      source: conflicting(
        SZOCHO,
        SZOCHO_URL,
        'https://www.penzcentrum.hu/megtakaritas/20220106/szocialis-hozzajarulasi-ado-torveny-2022-mennyi-a-szocialis-hozzajarulasi-ado-2022-eveben-1120789',
        'A 13%-os kulcsot a pénzcentrum.hu 2022. január 1-jétől közli (15,5% helyett); a projekt forrásgyűjtése 2022. július 1-jét írt, ezt nem használjuk. ' +
          CAP_NOT_FOUND,
      ),
    },
    {
      from: '2023-07-01',
      value: { rate: 0.13, onInterest: true, capMinimumWages: 24 },
      source: secondary(
        `${SZOCHO}; 205/2023. (V. 31.) Korm. rendelet, 2024. évi XXIX. törvény`,
        SZOCHO_URL,
        'https://profitline.hu/vegleg-velunk-marad-a-kamatjovedelmek-utan-fizetendo-szocho-463498',
        `A 2023. június 30. után lekötött betétek kamatára. ${CAP_NOT_FOUND}`,
      ),
    },
  ],
};

/** Tax on a controlled capital-market transaction (ellenőrzött tőkepiaci ügylet): an exchange-traded sale through an investment firm. */
export interface ControlledMarketTax {
  readonly szja: number;
  readonly szocho: number;
}

export const CONTROLLED_MARKET_TAX: Rule<ControlledMarketTax> = {
  id: 'tax.controlledMarket',
  area: 'tax',
  title: 'Ellenőrzött tőkepiaci ügylet (tőzsdén, befektetési szolgáltatón át kötött adásvétel, pl. ETF) adója',
  describe: (v) =>
    `${pct(v.szja)} szja${v.szocho ? ` + ${pct(v.szocho)} szocho` : ', szocho nélkül'}, a nyereség és a veszteség összevethető`,
  versions: [
    {
      from: '2022-01-01',
      value: { szja: 0.15, szocho: 0 },
      source: secondary(
        `${SZJA} 67/A. §`,
        SZJA_URL,
        'https://biztosdontes.hu/cikkek/arfolyamnyereseg-adozasa',
        'A szochomentességet sajtóforrás közli (az árfolyamnyereséggel szemben); a KBC Equitas adózási táblázata (kbcequitas.hu) 15%-ot ír. ' +
          'Az OECD- vagy EU-tőzsdén eladott befektetési jegy nyeresége nem kamatjövedelem (equilor.hu). 2022. január 1. az adataink kezdete.',
      ),
    },
  ],
};

/** Retail state bonds' interest is tax-free (series issued from the rule's first day). */
export const STATE_BOND_TAX_EXEMPT: Rule<true> = {
  id: 'tax.stateBondExempt',
  area: 'tax',
  title: 'Lakossági állampapírok kamata adómentes',
  describe: () =>
    'nincs sem személyi jövedelemadó, sem szocho (az ettől a naptól kibocsátott sorozatokra, a diszkont kincstárjegyre is)',
  versions: [
    {
      from: '2019-06-01',
      value: true,
      source: secondary(
        `${SZJA} 65. § (3)`,
        SZJA_URL,
        'http://adopraxis.hu/Cikk/modosult_a_szemelyi_jovedelemadorol_szolo_torveny_2019_junius_1-jetol',
        'A diszkont kincstárjegyre a Magyar Államkincstár oldala is közli (allamkincstar.gov.hu).',
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
      from: '2022-01-01',
      value: 200_000,
      source: secondary(
        '703/2021. (XII. 15.) Korm. rendelet a kötelező legkisebb munkabérről',
        'https://centrumaudit.hu/author/admin/page/2/',
        'https://centrumaudit.hu/author/admin/page/2/',
      ),
    },
    {
      from: '2023-01-01',
      value: 232_000,
      source: secondary(
        '573/2022. (XII. 23.) Korm. rendelet a kötelező legkisebb munkabérről',
        'https://www.losz.hu/tajekoztato-a-kotelezo-legkisebb-munkaber-minimalber-es-a-garantalt-berminimum-megallapitasarol/',
        'https://www.losz.hu/tajekoztato-a-kotelezo-legkisebb-munkaber-minimalber-es-a-garantalt-berminimum-megallapitasarol/',
      ),
    },
    {
      from: '2023-12-01',
      value: 266_800,
      source: secondary(
        '508/2023. (XI. 20.) Korm. rendelet a kötelező legkisebb munkabérről',
        'https://tamogatoweb.hu/508-2023-xi-20-korm-rendelet/',
        'https://index.hu/gazdasag/2023/11/21/minimalber-berminimum-emeles-rendelet-kormany-orban-viktor/',
      ),
    },
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

/**
 * One step of the TBSZ schedule. Holding time is counted in whole calendar years of the lock-up
 * period, which starts on 1 January after the opening (collection) year: an account opened on
 * 2025-03-10 has completed 3 lock-up years on 2028-12-31 and 5 on 2030-12-31.
 */
export interface TbszStep {
  /** Broken before this many completed lock-up years; the last step has none (at least the previous step's years). */
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
            ? `a gyűjtőévet követő ${from}. év után`
            : from === 0
              ? `a gyűjtőévben és az azt követő ${s.untilYears} évben`
              : `a gyűjtőévet követő ${from + 1}–${s.untilYears}. évben`;
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
        'A lekötési idő a gyűjtőévet követő január 1-jén indul, 3 vagy 5 naptári év (teszt.hold.hu; a 2013-ban nyitott számlák ' +
          'ötéves tartási ideje 2018. december 31-én járt le, szoljon.hu). 2016. január 1. az adataink kezdete.',
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
        'A 2025-től nyitott számlákra. A 3–5. év 10% + 8%-át egy forrás közli (profitline.hu, a Grantis nyomán); a vg.hu csak azt, hogy „mérséklődik”.',
      ),
    },
  ],
};

/** How money goes into a TBSZ. */
export interface TbszCollectionYear {
  /** The smallest payment when opening, Ft. */
  readonly minDeposit: number;
}

export const TBSZ_COLLECTION_YEAR: Rule<TbszCollectionYear> = {
  id: 'wrappers.tbszCollectionYear',
  area: 'wrappers',
  title: 'TBSZ gyűjtőév: befizetés csak a nyitás naptári évében',
  describe: (v) =>
    `befizetni csak a nyitás naptári évében (gyűjtőév) lehet, a nyitáskor legalább ${formatHuf(v.minDeposit)}-ot; ` +
    'a lekötési idő a következő év január 1-jén indul',
  versions: [
    {
      from: '2016-01-01',
      value: { minDeposit: 25_000 },
      source: secondary(
        `${SZJA} 67/B. §`,
        SZJA_URL,
        TBSZ_LOCKUP_PAGE,
        'A 25 000 Ft-os legkisebb befizetést befektetési szolgáltatók közlik (teszt.hold.hu, erstebroker.hu); a törvény szövegét nem értük el. 2016. január 1. az adataink kezdete.',
      ),
    },
  ],
};

/** The pension savings tax credits: 20 % of the payments back, up to a yearly cap per product and in total. */
export interface PensionCredits {
  readonly share: number;
  readonly nyeszMax: number;
  /** Voluntary pension and health funds together. */
  readonly pensionFundMax: number;
  readonly pensionInsuranceMax: number;
  readonly totalMax: number;
}

export const PENSION_CREDITS: Rule<PensionCredits> = {
  id: 'wrappers.pensionCredits',
  area: 'wrappers',
  title: 'Nyugdíjcélú megtakarítások adójóváírása',
  describe: (v) =>
    `a befizetés ${pct(v.share)}-a, évente legfeljebb: NYESZ ${formatHuf(v.nyeszMax)}, önkéntes nyugdíj- és egészségpénztár együtt ${formatHuf(v.pensionFundMax)}, ` +
    `nyugdíjbiztosítás ${formatHuf(v.pensionInsuranceMax)}, együtt ${formatHuf(v.totalMax)}; a jóváírás a következő év nyaráig érkezik a számlára`,
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
        'Az együttes 280 000 Ft-ot és a jóváírás idejét a tudastar.money-test.hu is közli. A paragrafusszámokat nem ellenőriztük. ' +
          '2024. január 1. az adataink kezdete, nem a hatálybalépés napja.',
      ),
    },
  ],
};

/** NYESZ: what is paid out as a pension service is tax-free. */
export const NYESZ_PENSION_PAYOUT: Rule<true> = {
  id: 'wrappers.nyeszPensionPayout',
  area: 'wrappers',
  title: 'Nyugdíj-előtakarékossági számla (NYESZ): nyugdíjszolgáltatásként felvéve adómentes',
  describe: () =>
    'a számlán elért hozam (az osztalék kivételével) nyugdíjszolgáltatásként felvéve adómentes; ' +
    'ha nem nyugdíjszolgáltatásként veszik fel, a hozam adózik és a jóváírást 20%-kal növelten vissza kell fizetni',
  versions: [
    {
      from: '2016-01-01',
      value: true,
      source: secondary(
        SZJA,
        SZJA_URL,
        'https://hvg.hu/gazdasag/201108_maganpenztarpotlo_konstrukciok_nyugdijasall',
        'Egy 2011-es adótanácsadói nyilatkozatból (hvg.hu) és a KBC Equitas 2016-os adózási táblázatából (kbcequitas.hu); a hatályos szöveget nem értük el. ' +
          'A nem nyugdíjcélú felvétel adóját nem számoljuk. 2016. január 1. az adataink kezdete.',
      ),
    },
  ],
};

/** Every tax and wrapper rule, in the methodology page's order. */
export const TAX_RULES = [
  CAPITAL_INCOME_TAX,
  SZOCHO_ON_SAVINGS,
  CONTROLLED_MARKET_TAX,
  STATE_BOND_TAX_EXEMPT,
  MINIMUM_WAGE,
  TBSZ_SCHEDULE,
  TBSZ_COLLECTION_YEAR,
  PENSION_CREDITS,
  NYESZ_PENSION_PAYOUT,
] as const;
