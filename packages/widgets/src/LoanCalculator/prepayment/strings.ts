/**
 * Every text of the prepayment panel ('Előtörlesztés'), apart from the calculator's strings.ts because
 * the panel is its own chunk, loaded when opened. Field labels, choices, fee explanations and the
 * result's sentences are finance-core's (PREPAYMENT_LABELS, PREPAYMENT_MODE_OPTIONS,
 * PREPAYMENT_LOAN_KIND_OPTIONS, src/loan/strings.ts), so its messages name the fields as the panel does.
 */
import { formatDate, formatHuf, formatPercent, PREPAYMENT_LABELS } from '@penzugy/finance-core';

export const PREPAYMENT_PANEL_STRINGS = {
  labels: PREPAYMENT_LABELS,
  rows: {
    legend: PREPAYMENT_LABELS.prepayments,
    month: (n: number) => `${n}. előtörlesztés hónapja`,
    amount: (n: number) => `${n}. előtörlesztés összege`,
    /** Under a row's month: its due day. */
    monthHint: (day: string | null) =>
      day === null
        ? 'Hányadik törlesztés után (az első törlesztés hónapja az 1.).'
        : `A törlesztés napja: ${formatDate(day)}`,
    add: 'Előtörlesztés hozzáadása',
    /** The remove button's name: its visible 'Törlés' first, then which row (axe: label-content-name-mismatch). */
    remove: (n: number) => `Törlés (${n}. előtörlesztés)`,
    removeShort: 'Törlés',
  },
  extra: {
    legend: 'Rendszeres többletbefizetés',
    monthlyHint: 'Nem kötelező: havonta ennyit fizet a törlesztőn felül.',
    fromHint: 'Hányadik hónaptól (alapból az elsőtől).',
  },
  terms: {
    legend: 'Az előtörlesztés feltételei',
    feeHint:
      'Nem kötelező: a szerződésben vállalt díj, az előtörlesztett összeg százalékában. Enélkül a jogszabályi felső határral számolunk.',
  },
  results: {
    heading: 'Mit hoz az előtörlesztés?',
    label: 'Az előtörlesztés eredménye',
    interestSaved: 'Megtakarított kamat',
    fees: 'Előtörlesztési díjak',
    netSaving: 'Nettó megtakarítás',
    endDate: 'Az utolsó törlesztés napja',
    endDateHint: (original: string) => `korábban ${formatDate(original)}`,
    newPayment: 'Új havi törlesztő',
    newPaymentHint: (original: number) => `korábban ${formatHuf(original)}`,
    date: formatDate,
    none: 'Adjon meg egy előtörlesztést (hónap és összeg) vagy rendszeres többletbefizetést.',
    events: {
      caption: 'Az előtörlesztések díja',
      month: 'Hónap',
      date: 'Dátum',
      amount: 'Összeg',
      fee: 'Díj',
      share: 'Díj aránya',
      explanation: 'Miért ennyi?',
      shareValue: (share: number) => formatPercent(share, 2),
    },
    schedule: 'Havi bontás előtörlesztéssel',
    payment: 'Törlesztő',
    prepayment: 'Előtörlesztés',
    fee: 'Díj',
    glossary: 'Mi az előtörlesztés?',
    glossaryTerm: 'Előtörlesztés',
  },
  goal: {
    heading: 'Adósságmentes ekkorra',
    hint: 'Válasszon egy napot: kiszámoljuk, mekkora rendszeres havi többletbefizetéssel fut ki addig a hitel (a törlesztőrészlet marad).',
    extra: 'Szükséges havi többletbefizetés',
    apply: 'Beállítom rendszeres többletbefizetésnek',
  },
} as const;
