/**
 * Every Hungarian string the home-loan module can show, together so they can be reviewed at a glance.
 * Field labels are the on-screen labels of the inputs (docs/product.md#home-loan in correct orthography); error
 * messages start with them, as {@link FinanceInputError} promises.
 */
import { formatDate, formatHuf, formatPercent, formatYearsMonths } from '../shared/format';
import { LOAN_LIMITS } from './constants';
import type { AffordabilityTarget, IncomeCliff } from './affordability';
import type { PrepaymentLoanKind, PrepaymentMode } from './constants';

/** On-screen label of every input field of the loan functions. */
export const LOAN_LABELS = /* @__PURE__ */ Object.freeze({
  price: 'Ingatlan ára',
  downPayment: 'Önerő',
  annualRate: 'Éves kamat',
  appreciation: 'Éves értéknövekedés',
  alternativeReturn: 'Alternatív befektetés hozama',
  years: 'Futamidő',
  loanAmount: 'Hitelösszeg',
  disbursementFee: 'Folyósítási díj',
  valuationFee: 'Értékbecslési díj',
  landRegistryFee: 'Földhivatali díj',
  otherFees: 'Egyéb egyszeri díjak',
  monthlyFee: 'Havi számlavezetési díj',
  fixationYears: 'Kamatfixálás',
  monthlyNetIncome: 'Havi nettó jövedelem',
  existingMonthlyPayments: 'Meglévő havi törlesztések',
  creditLineLimits: 'Hitelkártya- és folyószámlakeretek',
});

/** On-screen label of the HFM case choice and the Hungarian names of its options. */
export const LOAN_TO_VALUE_CASE_LABEL = 'Hitelfedezeti kategória';
export const LOAN_TO_VALUE_CASE_OPTIONS = /* @__PURE__ */ Object.freeze([
  { value: 'standard', label: 'Általános (80%)' },
  { value: 'firstHome', label: 'Első lakás vásárlása (90%)' },
  { value: 'green', label: 'Zöld (energiahatékony) lakáshitel (90%)' },
] as const);

/** A field of any loan input. */
export type LoanField = keyof typeof LOAN_LABELS;

/** Messages that are not a plain range check (those come from `checkNumber`). */
export const LOAN_MESSAGES = /* @__PURE__ */ Object.freeze({
  downPaymentAbovePrice: `${LOAN_LABELS.downPayment}: nem lehet nagyobb, mint az ingatlan ára.`,
  feesReachLoan: `${LOAN_LABELS.loanAmount}: az egyszeri díjak levonása után legalább ${formatHuf(LOAN_LIMITS.minMoney)}-nak kell maradnia.`,
  fixedToEnd:
    'A futamidő nem hosszabb a kamatfixálásnál, így a hitel a futamidő végéig fix kamatozású: a törlesztőrészlet nem változik.',
});

/*
 * The labels and texts of affordability and prepayment below are marked pure (`@__PURE__`) and hold
 * only literals and functions, so that a bundle using only the loan calculator (the loan embed, with
 * its size budget) leaves them all out; the ones above are read by every loan function.
 */

/** The on-screen labels of {@link affordability}'s own fields (the others are LOAN_LABELS'). */
export const AFFORDABILITY_LABELS = /* @__PURE__ */ Object.freeze({
  coBorrowerMonthlyNetIncome: 'Adóstárs havi nettó jövedelme',
  ownFunds: 'Rendelkezésre álló önerő',
});

/** A JTM or HFM limit given in percent, as the screen shows it: `60%`. */
const percent = (p: number) => formatPercent(p / 100, 0);

/** The sentences of {@link affordability}'s answer. No article stands before a number (a/az depends on how it is read). */
export const AFFORDABILITY_TEXT = /* @__PURE__ */ Object.freeze({
  incomesTooLarge: () =>
    `${AFFORDABILITY_LABELS.coBorrowerMonthlyNetIncome}: a két jövedelem együtt legfeljebb ${formatHuf(LOAN_LIMITS.maxMoney)} lehet.`,
  maxLoan: (loan: number, payment: number) =>
    loan > 0
      ? `Legfeljebb ${formatHuf(loan)} hitelt vehet fel, ${formatHuf(payment)} havi törlesztőrészlettel.`
      : 'Lakáshitelt most nem vehet fel.',
  bindingPaymentToIncome: (limitPercent: number, maxMonthlyPayment: number) =>
    `A korlátot a jövedelemarányos törlesztési mutató (JTM) szabja: a havi törlesztések együtt legfeljebb a nettó jövedelem ${percent(limitPercent)}-át ` +
    `tehetik ki, így új hitel törlesztésére havonta ${formatHuf(maxMonthlyPayment)} jut.`,
  bindingOwnFunds: (loanToValueLimit: number) =>
    `A korlátot az önerő szabja: a hitelfedezeti mutató (HFM) szerint a hitel legfeljebb a lakás árának ${formatPercent(loanToValueLimit, 0)}-a lehet, ` +
    `a többit önerőből kell fedezni.`,
  homeForMaxLoan: (price: number, ownFunds: number) =>
    `Ekkora hitelhez legalább ${formatHuf(price)} értékű ingatlan és legalább ${formatHuf(ownFunds)} önerő kell (HFM).`,
  dearestHome: (price: number, loan: number, ownFunds: number) =>
    `A legdrágább ingatlan, amelyet megvehet: ${formatHuf(price)} (${formatHuf(loan)} hitel és ${formatHuf(ownFunds)} önerő).`,
  target: (t: AffordabilityTarget, cliff: IncomeCliff): string[] => {
    const lines: string[] = [];
    const limit =
      t.binding === 'loanToValue'
        ? 'a hitelfedezeti mutató (HFM) szerint'
        : 'a jövedelemarányos törlesztési mutató (JTM) szerint';
    if (t.affordable === true) {
      lines.push(
        `${formatHuf(t.price)} értékű ingatlan megvehető: ${formatHuf(t.loanNeeded)} hitel kell hozzá, és legfeljebb ${formatHuf(t.maxLoan)} vehető fel rá.`,
      );
      return lines;
    }
    lines.push(
      `${formatHuf(t.price)} értékű ingatlanra ${limit} legfeljebb ${formatHuf(t.maxLoan)} hitel vehető fel, így legalább ${formatHuf(t.minOwnFunds)} önerő kell hozzá.`,
    );
    if (t.affordable === false) lines.push(`További ${formatHuf(t.extraOwnFundsNeeded)} önerővel megvehető.`);
    if (t.incomeNeeded === null) {
      lines.push(
        t.loanNeeded > t.maxLoanByLoanToValue
          ? `Több jövedelem ezen nem segít: a hitelfedezeti mutató (HFM) miatt legalább ${formatHuf(t.minOwnFunds)} önerő kell.`
          : 'A szükséges hitelhez a megadható legnagyobb jövedelem sem elég.',
      );
    } else if (t.extraIncomeNeeded !== null && t.extraIncomeNeeded > 0) {
      const need = `A szükséges hitelhez (${formatHuf(t.loanNeeded)}) ${formatHuf(t.extraIncomeNeeded)}-tal több havi nettó jövedelem kell, összesen ${formatHuf(t.incomeNeeded)}`;
      lines.push(
        t.reachedByThresholdJump
          ? `${need}: ekkor a háztartás eléri a jövedelemhatárt, és a JTM-korlát ${percent(cliff.limitAtPercent)}-ra nő.`
          : `${need}.`,
      );
    }
    return lines;
  },
  cliff: (c: IncomeCliff) => {
    if (c.limitAtPercent === c.limitBelowPercent) {
      return `Ennél a hitelnél a JTM-korlát (${percent(c.limitAtPercent)}) nem függ attól, hogy a jövedelem eléri-e a jövedelemhatárt (${formatHuf(c.threshold)}).`;
    }
    const rule =
      `A JTM jövedelemhatára ${formatHuf(c.threshold)}: alatta a korlát ${percent(c.limitBelowPercent)}, elérve ${percent(c.limitAtPercent)}. ` +
      `${formatHuf(c.threshold - 1)} jövedelemmel legfeljebb ${formatHuf(c.maxLoanBelow)}, ${formatHuf(c.threshold)} jövedelemmel legfeljebb ${formatHuf(c.maxLoanAt)} hitel vehető fel.`;
    return c.householdBelow
      ? `${rule} A háztartás havi nettó jövedelméből ${formatHuf(c.extraIncomeToThreshold)} hiányzik a határig.`
      : `${rule} A háztartás jövedelme eléri a határt, ezért a magasabb korlát érvényes.`;
  },
});

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
