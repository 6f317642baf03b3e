/**
 * Every text of the subsidised-loan panel ('Támogatott hitelek'), apart from the calculator's
 * strings.ts because the panel is its own chunk, loaded when opened. The questions, the verdicts'
 * reasons, the plan's events, problems and notes are finance-core's (src/subsidies/strings.ts); the
 * regulatory figures come from the rules of the day, never from here.
 */
import {
  FINANCING_PLAN_LABELS,
  formatHuf,
  formatNumber,
  formatPercentPoints,
  formatYearsMonths,
  PLAN_LOAN_NAMES,
  SUBSIDY_ANSWER_LABELS,
  type PlanLoanKind,
  type SubsidyAnswerField,
  type SubsidyProgramme,
} from '@penzugy/finance-core';

// Built on first use, not while the calculator's chunk evaluates (see finance-core's shared/format.ts).
let monthName: Intl.DateTimeFormat | undefined;

/** `2027-03` → „2027. március”. */
export function formatMonth(yearMonth: string): string {
  const [y, m] = yearMonth.split('-').map(Number) as [number, number];
  return (monthName ??= new Intl.DateTimeFormat('hu-HU', { year: 'numeric', month: 'long', timeZone: 'UTC' })).format(
    new Date(Date.UTC(y, m - 1, 1)),
  );
}

export const SUBSIDY_PANEL_STRINGS = {
  yes: 'Igen',
  no: 'Nem',
  questions: 'Kérdőív',
  /** Under the price and the own funds, which are the calculator's own fields. */
  sharedField: (label: string) => `Ugyanaz, mint a kalkulátor „${label}” mezője.`,

  verdicts: {
    heading: 'Melyik program vehető igénybe?',
    label: 'A programok elbírálása',
    open: 'Igénybe vehető',
    closed: 'Nem vehető igénybe',
    undecided: 'Még nem dönthető el',
    /** The largest amount of an open programme (the grant for falusi CSOK). */
    amount: (programme: SubsidyProgramme, amount: number, loan?: number) =>
      programme === 'falusiCsok'
        ? `Vissza nem térítendő támogatás: legfeljebb ${formatHuf(amount)}` +
          (loan ? `; mellette falusi CSOK-kölcsön: legfeljebb ${formatHuf(loan)}.` : '.')
        : `Legfeljebb ${formatHuf(amount)}.`,
    missing: (fields: readonly SubsidyAnswerField[]) =>
      `Még meg kell adni: ${fields.map((f) => SUBSIDY_ANSWER_LABELS[f]).join(', ')}.`,
  },
  /** Glossary entries of the programmes (the site resolves names and aliases). */
  glossaryTerms: {
    otthonStart: 'Otthon Start',
    csokPlusz: 'CSOK Plusz',
    falusiCsok: 'Falusi CSOK',
    babavaro: 'Babaváró kölcsön',
    stacking: 'Támogatott hitelek halmozása',
    forgiveness: 'Tartozáselengedés',
    duty: 'Vagyonszerzési illeték',
    thm: 'THM',
  } satisfies Record<SubsidyProgramme | string, string>,
  stackingGlossary: 'Mit jelent a halmozás?',

  plan: {
    heading: 'Finanszírozási terv',
    ownFunds: FINANCING_PLAN_LABELS.ownFunds,
    ownFundsHint: 'A vételárhoz saját pénzből hozzátett összeg.',
    takeUp: (name: string) => `${name} igénybevétele`,
    noneOpen: 'A válaszok szerint egyik támogatott hitel sem vehető igénybe: a terv piaci hitellel számol.',
    birth: (index: number) => `${index}. tervezett gyermek születése`,
    birthHint: (month: string | null) =>
      month === null
        ? 'Hányadik hónapban (az első törlesztés hónapja az 1.). Nem kötelező: enélkül a terv nem számol születéssel.'
        : `Ez ${month}.`,
    buyerAge: FINANCING_PLAN_LABELS.buyerAge,
    buyerAgeHint: 'Nem kötelező: a fiatal első lakásvásárlók illetékkedvezményéhez.',
    feasible: 'A terv fedezi a vételárat.',
    infeasible: 'A terv így nem valósítható meg:',
    label: 'A terv számai',
    monthlyPayment: 'Havi törlesztő összesen',
    monthlyPaymentHint: 'az első hónapban, minden hitel és a számlavezetési díj együtt',
    peakPayment: 'Legmagasabb havi törlesztő',
    thm: 'A csomag THM-je',
    totalRepaid: 'Teljes visszafizetés',
    totalRepaidHint: 'törlesztők és díjak a futamidő végéig',
    dutySaved: 'Megtakarított illeték',
    dutyFull: (paid: number) => `A teljes illetéket meg kell fizetni: ${formatHuf(paid)}.`,
    forgiven: 'Elengedett tartozás',
    forgivenHint: 'a tervezett születéseknél',
    /** A THM that cannot be computed (nothing borrowed). */
    none: '–',
    thmValue: (thm: number | null) => (thm === null ? '–' : formatPercentPoints(thm, 2)),
    sources: {
      caption: 'Források',
      source: 'Forrás',
      amount: 'Összeg',
      rate: 'Kamat',
      term: 'Futamidő',
      firstPayment: 'Első havi részlet',
      ownFunds: 'Saját megtakarítás',
      grant: 'Falusi CSOK (vissza nem térítendő)',
      rateValue: (rate: number | null) => (rate === null ? '–' : formatPercentPoints(rate, 2)),
      termValue: (months: number | null) => (months === null ? '–' : formatYearsMonths(months)),
      paymentValue: (payment: number | null) => (payment === null ? '–' : formatHuf(payment)),
    },
    excluded: 'Kimaradt támogatások',
    events: 'Események a futamidő alatt',
    event: (month: string, text: string) => `${month}: ${text}`,
    notes: 'Amivel a terv számol',
  },

  chart: {
    title: 'Saját tőke a támogatott csomaggal',
    equity: 'Saját tőke a lakásban',
    alternative: 'Az önerő befektetve',
    xLabel: 'Idő',
    /** A marker's label: the kinds of event of that month. */
    marker: (kinds: readonly ('birth' | 'forgiveness')[]) => (kinds.includes('forgiveness') ? 'Elengedés' : 'Születés'),
    note: 'A függőleges jelek a tervezett születéseket és a tartozáselengedéseket mutatják; a lakás saját tőkéje ekkor ugrik.',
  },

  table: {
    caption: 'Havi bontás a támogatott csomaggal',
    month: 'Hónap',
    calendarMonth: 'Időszak',
    payment: 'Havi részlet',
    loans: 'Hitelenként',
    events: 'Esemény',
    /** One loan's part of a month: „Otthon Start hitel: 254 000 Ft”. */
    part: (loan: PlanLoanKind, payment: number, suspended: boolean) =>
      `${PLAN_LOAN_NAMES[loan]}: ${suspended ? 'szünetel' : formatHuf(payment)}`,
  },

  /** A count in words for the number fields' hints. */
  count: (n: number) => formatNumber(n),
} as const;
