/**
 * Every user-facing string of the loan calculator, together so it can be read and reviewed at a
 * glance. Field labels are finance-core's LOAN_LABELS, so the messages finance-core
 * throws ('Önerő: nem lehet nagyobb, mint az ingatlan ára.') name the field exactly as the form does.
 */
import {
  formatHuf,
  formatNumber,
  formatPercent,
  formatPercentPoints,
  LOAN_LABELS,
  type LoanToValueCase,
  type LoanVerdict,
} from '@penzugy/finance-core';
import { CALCULATOR_KIT_STRINGS as KIT } from '../calculator-kit';

/** '+12 345 Ft', '−1 200 Ft', '0 Ft'. */
function signedHuf(value: number): string {
  return value > 0 ? `+${formatHuf(value)}` : formatHuf(value);
}

/** '+4,25%' for a change in percent. */
function signedPercent(percent: number): string {
  return percent > 0 ? `+${formatPercentPoints(percent, 2)}` : formatPercentPoints(percent, 2);
}

export const LOAN_CALCULATOR_STRINGS = {
  title: 'Lakáshitel kalkulátor',
  description:
    'Mennyit ér a hitelből vett lakás a futamidő végén ahhoz képest, ha az önerőt befektetné? A számítás a böngészőjében fut.',

  /** Field labels (finance-core's, so error messages match). */
  labels: LOAN_LABELS,
  groups: {
    loan: 'Ingatlan és hitel',
    fees: 'Díjak (a THM-hez)',
    stress: 'Kamatkockázat',
  },
  hints: {
    /** Under 'Önerő' when the glossary is linked. */
    downPaymentGlossary: 'Mi az önerő?',
    fixationYears: 'Ennyi évig nem változhat a kamat; 0 = változó kamatozás.',
  },
  /** Explains the spec's update rule (docs/product.md#home-loan) next to the button. */
  liveHint: 'Az ingatlan ára és az önerő azonnal frissíti az eredményt. A többi mező a Számítás gombbal frissül.',
  pending: 'Van még nem alkalmazott módosítás: nyomja meg a Számítás gombot.',
  submit: 'Számítás',
  share: { ...KIT.share, copied: 'A kalkuláció linkjét a vágólapra másoltuk.' },
  stale: KIT.stale,
  invalidField: KIT.invalidField,

  headline: {
    label: 'Eredmények',
    monthlyPayment: 'Havi törlesztő',
    loanAmount: 'Hitelösszeg',
    totalInterest: 'Összes kamat',
    totalInterestHint: (years: number) => `${formatNumber(years)} év alatt`,
    verdict: (better: LoanVerdict, difference: number): string => {
      const amount = formatHuf(Math.abs(difference));
      if (better === 'buy')
        return `A futamidő végén a lakás ${amount}-tal több vagyont jelent, mint az önerő befektetése.`;
      if (better === 'alternative')
        return `A futamidő végén az önerő befektetése ${amount}-tal több vagyont hoz, mint a lakás.`;
      return 'A futamidő végén a lakás és az önerő befektetése ugyanannyi vagyont jelent.';
    },
  },

  chart: {
    title: 'Saját tőke és alternatív befektetés',
    equity: 'Saját tőke a lakásban',
    alternative: 'Az önerő befektetve',
    xLabel: 'Idő',
    note: 'Saját tőke: a lakás értéke mínusz a tartozás; alternatíva: az önerő az alternatív hozammal befektetve.',
  },

  sensitivity: {
    intro:
      'A futamidő végi saját tőke és a befektetett önerő különbsége egy-egy feltétel változásával; pozitív értéknél a lakás hoz többet.',
    valueLabel: 'Saját tőke − befektetés',
    appreciation: KIT.sensitivity.appreciation,
    downPayment: { title: 'Az önerő hatása', xLabel: 'Önerő az ár százalékában' },
    term: { title: 'A futamidő hatása', xLabel: 'Futamidő' },
    /** Label of a term on the sweep's axis. */
    termLabel: (years: number) => `${formatNumber(years)} év`,
  },

  table: {
    caption: 'Havi bontás',
    month: 'Hónap',
    loanBalance: 'Hitelegyenleg',
    propertyPrice: 'Ingatlanérték',
    equity: 'Saját tőke',
    cumulativeROE: 'Kumulatív ROE',
    monthlyROE: 'Havi ROE',
    /**
     * One sentence on ROE, from finance-core's definition (home-loan.ts): cumulative ROE = (equity −
     * cash paid in) / cash paid in; monthly ROE = (the month's appreciation − its interest) / cash
     * paid in. Rendered with the term 'ROE' linked to the glossary first, hence the two parts.
     */
    roeNote: {
      term: 'ROE',
      after:
        ' (a saját tőke hozama): a kumulatív ROE a saját tőke nyeresége a befizetett önerőhöz és törlesztőkhöz mérve, a havi ROE a hónap értéknövekedése mínusz kamata ugyanahhoz mérve.',
    },
  },

  thm: {
    title: 'THM (teljes hiteldíj mutató)',
    thm: 'THM',
    glossary: 'Mi a THM?',
    totalCost: 'Teljes hiteldíj',
    totalPayable: 'Teljes visszafizetendő összeg',
    /** The monthly outflow: instalment plus account fee. */
    monthlyOutflow: (amount: number) => `Havonta fizetendő (törlesztő és számlavezetési díj): ${formatHuf(amount)}.`,
    note: 'A THM a kamat mellett a fenti egyszeri díjakat és a számlavezetési díjat tartalmazza, a közjegyzői és az előtörlesztési díjat nem.',
  },

  /** The MNB debt brake panel (HFM and JTM; MNB Decree 32/2014). */
  debtBrake: {
    title: 'Adósságfék: felvehető-e a hitel?',
    caseLegend: 'Hitelfedezeti kategória',
    /** A case with its HFM limit on today's rules: „Első lakás vásárlása (90%)”. */
    caseOption: (c: LoanToValueCase, limit: number) =>
      `${{ standard: 'Általános', firstHome: 'Első lakás vásárlása', green: 'Zöld (energiahatékony) lakáshitel' }[c]} (${formatPercent(limit, 0)})`,
    incomeHint: 'Nem kötelező; megadva a JTM-et is ellenőrizzük.',
    explanationTitle: 'Mit vizsgál az adósságfék?',
    /** The rule in words; its figures of the day are the rule notes above. */
    explanation:
      'Az MNB adósságféke (32/2014. MNB rendelet): a hitelfedezeti mutató (HFM) a hitelt az ingatlan értékéhez méri ' +
      '(első lakásnál és zöld hitelnél magasabb korláttal), a jövedelemarányos törlesztőrészlet-mutató (JTM) a havi ' +
      'törlesztőt a nettó jövedelemhez (a korlát a kamatfixálástól és a jövedelemtől függ). A bankok szigorúbbak lehetnek.',
    hfmOnly: (limit: number, maxLoan: number, ok: boolean) =>
      `Hitelfedezeti mutató: a hitel legfeljebb az ár ${formatPercent(limit, 0)}-a, azaz ${formatHuf(maxLoan)} lehet; ${ok ? 'ez a hitel belefér.' : 'ez a hitel ennél nagyobb.'}`,
    allowed: 'Az adósságfék szerint ez a hitel felvehető.',
    notAllowed: 'Az adósságfék szerint ez a hitel így nem vehető fel.',
    label: 'Adósságfék',
    hfm: 'Hitelfedezeti mutató (HFM)',
    jtm: 'Jövedelemarányos törlesztés (JTM)',
    maxLoan: 'Legnagyobb felvehető hitel',
    minDownPayment: 'Legkisebb szükséges önerő',
    ofLimit: (value: number, limit: number) => `${formatPercent(value, 1)} (korlát: ${formatPercent(limit, 0)})`,
    binding: (binding: 'loanToValue' | 'paymentToIncome') =>
      binding === 'loanToValue'
        ? 'A legnagyobb hitelt a hitelfedezeti mutató (HFM) korlátozza.'
        : 'A legnagyobb hitelt a jövedelem (JTM) korlátozza.',
    fixation: (fixedToEnd: boolean, years: number) =>
      fixedToEnd
        ? 'A kamat a futamidő végéig fix, ezért a legmagasabb JTM-korlát érvényes.'
        : `A JTM-korlát a ${formatNumber(years)} éves kamatfixáláshoz tartozik.`,
  },

  /** The panels loaded when opened (LazyPanel). */
  panels: {
    subsidies: {
      title: 'Támogatott hitelek',
      intro:
        'Otthon Start, CSOK Plusz, falusi CSOK, Babaváró: melyik vehető igénybe, és mennyi a csomag havi törlesztője.',
    },
    prepayment: {
      title: 'Előtörlesztés',
      intro: 'Egyszeri vagy rendszeres: mennyi kamatot takarít meg a díjak után, és mikor lesz adósságmentes.',
    },
    realReturn: {
      // Short on purpose: every byte here is in the embed's first load (46 080 B budget).
      title: 'Infláció + x %',
      intro: 'Az önerő hozama az infláció felett.',
    },
    loading: 'Betöltés…',
    failed: 'A panelt nem sikerült betölteni.',
    retry: 'Újrapróbálkozás',
  },

  stress: {
    title: 'Ha emelkedik a kamat',
    /** The sentence above the scenarios. */
    intro: (fixationYears: number, balance: number) =>
      fixationYears === 0
        ? 'Változó kamatnál a kamat az első hónaptól változhat. A törlesztő, ha most emelkedne:'
        : `A kamatfixálás végén (${formatNumber(fixationYears)} év után) a bank a maradék ${formatHuf(balance)} tartozásra új törlesztőt számol. A törlesztő, ha a kamat addig emelkedik:`,
    caption: 'Törlesztő a kamatfixálás után',
    shock: 'Kamatemelkedés',
    shockValue: (points: number) => `+${formatNumber(points)} százalékpont`,
    newRate: 'Új kamat',
    newPayment: 'Új törlesztő',
    change: 'Változás',
    changePercent: 'Változás (%)',
    jtm: 'JTM',
    /** '<JTM> now: the payment is 23,5% of the income'; the term is linked, hence the parts. */
    jtmBefore: (percent: number) =>
      `: a mostani törlesztő a havi nettó jövedelem ${formatPercentPoints(percent, 1)}-a.`,
    jtmGlossaryTerm: 'JTM',
    formatHuf,
    signedHuf,
    signedPercent,
    rate: (percent: number) => formatPercentPoints(percent, 2),
    jtmValue: (percent: number | null) => (percent === null ? '–' : formatPercentPoints(percent, 1)),
  },

  glossaryTerms: { downPayment: 'Önerő', thm: 'THM', roe: 'ROE', jtm: 'JTM' },
} as const;
