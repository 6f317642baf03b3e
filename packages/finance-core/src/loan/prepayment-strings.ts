/**
 * The prepayment tools' Hungarian strings ({@link prepayment}, {@link extraPaymentForPayoff}), apart from
 * strings.ts: a bundle that loads the prepayment code on demand (the loan calculator's panel) would
 * otherwise carry these in its first load with the shared loan labels, since a bundler splits by module.
 */
import { formatDate, formatHuf, formatPercent, formatYearsMonths } from '../shared/format';
import type { PrepaymentLoanKind, PrepaymentMode } from './constants';
import { LOAN_LABELS } from './strings';

/** The on-screen labels of {@link prepayment}'s and {@link extraPaymentForPayoff}'s own fields (the others are LOAN_LABELS'). */
export const PREPAYMENT_LABELS = /* @__PURE__ */ Object.freeze({
  extraMonthly: 'Rendszeres havi többletbefizetés',
  extraFromMonth: 'Többletbefizetés kezdő hónapja',
  contractFeePercent: 'Szerződés szerinti előtörlesztési díj',
  prepayments: 'Egyszeri előtörlesztések',
  startDate: 'Első törlesztés napja',
  mode: 'Előtörlesztés módja',
  loanKind: 'Hitel típusa',
  target: 'Adósságmentes ekkorra',
});

/** The Hungarian names of the prepayment modes, as a choice shows them. */
export const PREPAYMENT_MODE_OPTIONS = /* @__PURE__ */ Object.freeze([
  { value: 'shorterTerm', label: 'Rövidebb futamidő (a törlesztőrészlet marad)' },
  { value: 'lowerPayment', label: 'Kisebb törlesztőrészlet (a futamidő marad)' },
] as const satisfies readonly { value: PrepaymentMode; label: string }[]);

/** The Hungarian names of the loan kinds, as a choice shows them. */
export const PREPAYMENT_LOAN_KIND_OPTIONS = /* @__PURE__ */ Object.freeze([
  { value: 'market', label: 'Piaci lakáshitel' },
  { value: 'mfl', label: 'Minősített Fogyasztóbarát Lakáshitel (MFL)' },
  { value: 'otthonStart', label: 'Otthon Start' },
  { value: 'csokPlusz', label: 'CSOK Plusz' },
] as const satisfies readonly { value: PrepaymentLoanKind; label: string }[]);

/** The loan kinds' short names, in a fee's explanation. */
const LOAN_KIND_SHORT_NAMES: Readonly<Record<PrepaymentLoanKind, string>> = /* @__PURE__ */ Object.freeze({
  market: 'piaci lakáshitel',
  mfl: 'MFL',
  otthonStart: 'Otthon Start',
  csokPlusz: 'CSOK Plusz',
});

/** The options' labels for a choice field's error message, `a; b`. */
const choices = (options: readonly { label: string }[]) => options.map((o) => o.label).join('; ');

/**
 * The sentences of {@link prepayment} and {@link extraPaymentForPayoff}, error messages included (as
 * functions, so that nothing is computed unless used). A Hungarian date ends with a full stop already.
 */
export const PREPAYMENT_TEXT = /* @__PURE__ */ Object.freeze({
  loanAmountWithPrice: () =>
    `${LOAN_LABELS.loanAmount}: vagy a hitelösszeget, vagy az ingatlan árát és az önerőt adja meg; együtt csak akkor, ha az ár és az önerő különbsége éppen a hitelösszeg.`,
  nothingToPrepay: () =>
    `${LOAN_LABELS.downPayment}: kisebbnek kell lennie az ingatlan áránál, különben nincs hitel, amelyet elő lehetne törleszteni.`,
  unknownMode: (value: string) =>
    `${PREPAYMENT_LABELS.mode}: ismeretlen mód („${value}”). Választható: ${choices(PREPAYMENT_MODE_OPTIONS)}.`,
  unknownLoanKind: (value: string) =>
    `${PREPAYMENT_LABELS.loanKind}: ismeretlen típus („${value}”). Választható: ${choices(PREPAYMENT_LOAN_KIND_OPTIONS)}.`,
  notAList: () => `${PREPAYMENT_LABELS.prepayments}: tételek listáját adja meg (hónap és összeg).`,
  tooMany: (max: number) => `${PREPAYMENT_LABELS.prepayments}: legfeljebb ${max} tétel adható meg.`,
  notAnItem: (index: number) => `${PREPAYMENT_LABELS.prepayments} (${index}. tétel): adjon meg hónapot és összeget.`,
  /** The label of one number of one item, which the range message follows. */
  itemField: (index: number, field: 'month' | 'amount') =>
    `${PREPAYMENT_LABELS.prepayments} (${index}. tétel, ${field === 'month' ? 'hónap' : 'összeg'})`,
  badTarget: () => `${PREPAYMENT_LABELS.target}: adjon meg egy hónapot (1, 2, …) vagy egy napot (éééé-hh-nn).`,
  fee: {
    free: (amount: number, periodMonths: number) =>
      `Díjmentes: ${periodMonths} hónapon belül az első, legfeljebb ${formatHuf(amount)} összegű előtörlesztés.`,
    contract: (share: number) => `A szerződés szerinti díj: az előtörlesztett összeg ${formatPercent(share)}-a.`,
    cap: (share: number, kind: PrepaymentLoanKind, contractShare: number | null) =>
      `${contractShare === null ? 'A díj felső határa' : `A szerződés szerinti ${formatPercent(contractShare)} helyett a felső határ`}: ` +
      `az előtörlesztett összeg ${formatPercent(share)}-a (${LOAN_KIND_SHORT_NAMES[kind]}).`,
  },
  shorter: (monthsSaved: number, endDate: string) =>
    `A futamidő rövidülése: ${formatYearsMonths(monthsSaved)}; az utolsó törlesztés napja: ${formatDate(endDate)}`,
  lower: (newPayment: number, finalPayment: number, oldPayment: number) =>
    formatHuf(newPayment) === formatHuf(finalPayment)
      ? `Az új havi törlesztőrészlet: ${formatHuf(newPayment)} (korábban ${formatHuf(oldPayment)}).`
      : `Az új havi törlesztőrészlet: ${formatHuf(newPayment)}, a futamidő végére ${formatHuf(finalPayment)} (korábban ${formatHuf(oldPayment)}).`,
  savings: (interestSaved: number, fees: number, net: number) =>
    `Megtakarított kamat: ${formatHuf(interestSaved)}; előtörlesztési díjak: ${formatHuf(fees)}; nettó megtakarítás: ${formatHuf(net)}.`,
  targetBeforeFirstPayment: (firstPayment: string) =>
    `A cél korábbi az első törlesztésnél (${formatDate(firstPayment)}), így nem érhető el.`,
  targetBeforeExtra: (fromMonth: number, targetMonth: number) =>
    `A rendszeres többletbefizetés kezdő hónapja (${fromMonth}.) későbbi a cél hónapjánál (${targetMonth}.), így a cél többletbefizetéssel nem érhető el.`,
  payoff: (extra: number, endDate: string) =>
    extra > 0
      ? `Havi ${formatHuf(extra)} többletbefizetéssel az utolsó törlesztés napja: ${formatDate(endDate)}`
      : `A hitel többletbefizetés nélkül is kifut a célig; az utolsó törlesztés napja: ${formatDate(endDate)}`,
});
