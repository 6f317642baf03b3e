/**
 * The MNB debt brake (adósságfék): MNB Decree 32/2014. (IX. 10.) on the payment-to-income (JTM) and
 * loan-to-value (HFM) ratios, in force since 2015-01-01, and its amendments. Banks may be stricter,
 * never looser.
 */
import { formatHuf, formatPercent } from '../shared/format';
import { official, secondary } from './sources';
import type { Rule } from './types';

const DECREE = '32/2014. (IX. 10.) MNB rendelet';
const MNB_PAGE =
  'https://www.mnb.hu/penzugyi-stabilitas/makroprudencialis-politika/makroprudencialis-eszkoztar/adossagfek-szabalyok-hfm-jtm';

/** A JTM band: the limits (percent of the net income) for fixations of at least `fromFixationYears`. */
export interface JtmBand {
  /** Shortest fixation in years the band applies to; `Infinity` never appears (fixed to the end is the top band). */
  readonly fromFixationYears: number;
  /** Limit in percent below the income threshold. */
  readonly belowThreshold: number;
  /** Limit in percent at or above the income threshold. */
  readonly fromThreshold: number;
}

/** The HFM case for a first-time buyer: the limit, and the age under which it applied (dropped 2025-09-02). */
export interface FirstHomeLoanToValue {
  readonly limit: number;
  /** The borrower had to be younger than this many years; undefined: no age limit. */
  readonly underAge?: number;
}

const percent = (p: number) => formatPercent(p / 100, 0);

export const JTM_BANDS: Rule<readonly JtmBand[]> = {
  id: 'debtBrake.jtmBands',
  area: 'debt-brake',
  title: 'JTM-korlátok a kamatfixálás szerint',
  describe: (bands) =>
    bands
      .map((b, i) => {
        const next = bands[i - 1];
        const span =
          i === 0
            ? `legalább ${b.fromFixationYears} év fixálás vagy végig fix`
            : b.fromFixationYears === 0
              ? `${next!.fromFixationYears} évnél rövidebb fixálás vagy változó kamat`
              : `${b.fromFixationYears}–${next!.fromFixationYears} év közötti fixálás`;
        return `${span}: ${percent(b.belowThreshold)} / ${percent(b.fromThreshold)}`;
      })
      .join('; '),
  versions: [
    {
      from: '2018-10-01',
      value: [
        { fromFixationYears: 10, belowThreshold: 50, fromThreshold: 60 },
        { fromFixationYears: 5, belowThreshold: 35, fromThreshold: 40 },
        { fromFixationYears: 0, belowThreshold: 25, fromThreshold: 30 },
      ],
      source: secondary(
        DECREE,
        MNB_PAGE,
        'https://bank360.hu/blog/juliustol-szigorubb-adossagfek-mnb-jtm',
        'A sávokat 2018-as és 2023-as sajtóforrások egyezően közlik; a rendelet táblázatát nem értük el. A 2018. október 1. előtti (fixálástól független) szabályt nem tartalmazza.',
      ),
    },
  ],
};

export const JTM_INCOME_THRESHOLD: Rule<number> = {
  id: 'debtBrake.jtmIncomeThreshold',
  area: 'debt-brake',
  title: 'JTM jövedelemhatár (havi nettó)',
  describe: (v) => formatHuf(v),
  versions: [
    {
      from: '2018-10-01',
      value: 400_000,
      source: secondary(
        DECREE,
        MNB_PAGE,
        'http://www.kisalfold.hu/gazdasag/ket_het_mulva_modosulnak_a_hitelfelvetelre_vonatkozo_jovedelemszabalyok/2573332/',
      ),
    },
    {
      from: '2019-07-01',
      value: 500_000,
      source: secondary(DECREE, MNB_PAGE, 'https://bank360.hu/blog/juliustol-szigorubb-adossagfek-mnb-jtm'),
    },
    {
      from: '2023-07-01',
      value: 600_000,
      source: secondary(
        `${DECREE}, a 2023. május 11-i Magyar Közlönyben kihirdetett módosítás`,
        MNB_PAGE,
        'https://bank360.hu/blog/juliustol-szigorubb-adossagfek-mnb-jtm',
        'A módosító rendelet számát nem találtuk meg.',
      ),
    },
    {
      from: '2026-01-01',
      value: 800_000,
      source: secondary(
        `${DECREE}, a 2025. szeptember 1-jei Magyar Közlönyben kihirdetett módosítás`,
        MNB_PAGE,
        'https://www.portfolio.hu/gazdasag/20250901/otthon-start-maris-megjelentek-az-uj-szabalyok-a-magyar-kozlonyben-783314',
        'Több sajtóforrás egyezően közli (portfolio.hu, vg.hu, magyarnemzet.hu); a módosító rendelet számát nem találtuk meg.',
      ),
    },
  ],
};

export const JTM_GREEN_LIMIT: Rule<number> = {
  id: 'debtBrake.jtmGreenLimit',
  area: 'debt-brake',
  title: 'JTM-korlát zöld (energiahatékony) lakáshitelnél, legalább 10 éves fixálással',
  describe: (v) => `${percent(v)}, a jövedelemtől függetlenül`,
  versions: [
    {
      from: '2025-01-01',
      value: 60,
      source: secondary(
        `${DECREE}, a 2024. novemberi módosítás`,
        MNB_PAGE,
        'https://www.portfolio.hu/bank/20250101/indul-a-munkashitel-bovul-a-10-os-onero-lehetosege-egy-sor-nagy-valtozast-hozott-az-uj-ev-732217',
        'Legfeljebb 68 kWh/m²/év energiaigényű (A+) lakásra.',
      ),
    },
  ],
};

export const JTM_EXEMPT_LOAN_AMOUNT: Rule<number> = {
  id: 'debtBrake.jtmExemptLoanAmount',
  area: 'debt-brake',
  title: 'Hitelösszeg, amely felett a JTM vizsgálata kötelező',
  describe: (v) => formatHuf(v),
  versions: [
    {
      from: '2015-01-01',
      value: 300_000,
      source: secondary(
        `${DECREE} 1. § (3) a)`,
        MNB_PAGE,
        'http://njt.hu/cgi_bin/njt_doc.cgi?docid=171695.320554',
        'A rendelet 2016–2018-as szövegének töredékéből olvastuk.',
      ),
    },
    {
      from: '2023-07-01',
      value: 450_000,
      source: secondary(DECREE, MNB_PAGE, 'https://bank360.hu/blog/juliustol-szigorubb-adossagfek-mnb-jtm'),
    },
    {
      from: '2026-01-01',
      value: 550_000,
      source: secondary(
        DECREE,
        MNB_PAGE,
        'https://www.vg.hu/penz-es-tokepiac/2026/02/hitel-igenyles-bank-adossagfek-jtm-szabaly-valtozas',
        'A támogatott hitelekre is vonatkozik.',
      ),
    },
  ],
};

export const CREDIT_LINE_MONTHLY_SHARE: Rule<number> = {
  id: 'debtBrake.creditLineMonthlyShare',
  area: 'debt-brake',
  title: 'Hitelkártya- és folyószámlahitel-keret havi törlesztőként beszámított része',
  describe: (v) => `a teljes keret ${formatPercent(v, 0)}-a havonta`,
  versions: [
    {
      // In force by 2023 (the source's date); the day it was introduced is not known.
      from: '2023-05-11',
      value: 0.05,
      source: secondary(
        DECREE,
        MNB_PAGE,
        'https://profitline.hu/varatlanul-szigoritott-az-mnb-a-hitelfelvetel-szabalyain-kiket-hogyan-erint-a-valtozas-448765',
        'Egyetlen 2023-as forrásból; a szabály bevezetésének napját nem ismerjük, az adatok a forrás napjától alkalmazzák.',
      ),
    },
  ],
};

export const HFM_STANDARD: Rule<number> = {
  id: 'debtBrake.hfmStandard',
  area: 'debt-brake',
  title: 'HFM: forint jelzáloghitel legfeljebb az ingatlan forgalmi értékének',
  describe: (v) => formatPercent(v, 0),
  versions: [
    {
      from: '2015-01-01',
      value: 0.8,
      source: official(DECREE, MNB_PAGE, 'A 80%-os korlátot a sajtó is egyezően közli (portfolio.hu, 2025).'),
    },
  ],
};

export const HFM_FIRST_HOME: Rule<FirstHomeLoanToValue> = {
  id: 'debtBrake.hfmFirstHome',
  area: 'debt-brake',
  title: 'HFM első lakás vásárlásakor',
  describe: (v) => `${formatPercent(v.limit, 0)}${v.underAge ? `, ha az igénylő ${v.underAge} évesnél fiatalabb` : ''}`,
  versions: [
    {
      from: '2024-01-01',
      value: { limit: 0.9, underAge: 41 },
      source: secondary(
        DECREE,
        MNB_PAGE,
        'https://www.vg.hu/vilaggazdasag-magyar-gazdasag/2025/09/otthon-start-program-mnb-korhatar-valtozas-tokepuffer',
        'Első lakás: a kérelemig egyik lakásban sem volt legalább 50%-os tulajdonrésze. A 2024. január 1-jei kezdőnapot egy 2025-ös sajtóforrás közli.',
      ),
    },
    {
      from: '2025-09-02',
      value: { limit: 0.9 },
      source: secondary(
        `${DECREE}, a 2025. szeptember 1-jei Magyar Közlönyben kihirdetett módosítás`,
        MNB_PAGE,
        'https://www.vg.hu/vilaggazdasag-magyar-gazdasag/2025/09/otthon-start-program-mnb-korhatar-valtozas-tokepuffer',
        'A 41 éves korhatár a kihirdetést követő naptól megszűnt.',
      ),
    },
  ],
};

export const HFM_GREEN: Rule<number> = {
  id: 'debtBrake.hfmGreen',
  area: 'debt-brake',
  title: 'HFM zöld (energiahatékony) lakáshitelnél',
  describe: (v) => formatPercent(v, 0),
  versions: [
    {
      from: '2025-01-01',
      value: 0.9,
      source: secondary(
        `${DECREE}, a 2024. novemberi módosítás`,
        MNB_PAGE,
        'https://www.portfolio.hu/bank/20250101/indul-a-munkashitel-bovul-a-10-os-onero-lehetosege-egy-sor-nagy-valtozast-hozott-az-uj-ev-732217',
      ),
    },
  ],
};

/** Every debt-brake rule, in the methodology page's order. */
export const DEBT_BRAKE_RULES = [
  JTM_INCOME_THRESHOLD,
  JTM_BANDS,
  JTM_GREEN_LIMIT,
  JTM_EXEMPT_LOAN_AMOUNT,
  CREDIT_LINE_MONTHLY_SHARE,
  HFM_STANDARD,
  HFM_FIRST_HOME,
  HFM_GREEN,
] as const;
