/**
 * Every Hungarian string the home-loan module can show, together so they can be reviewed at a glance
 * (the prepayment tools' own are in prepayment-strings.ts, which says why).
 * Field labels are the on-screen labels of the inputs (docs/product.md#home-loan in correct orthography); error
 * messages start with them, as {@link FinanceInputError} promises.
 */
import { formatHuf, formatPercent } from '../shared/format';
import { LOAN_LIMITS } from './constants';
import type { AffordabilityTarget, IncomeCliff } from './affordability';

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
  // A function, as it formats a figure: built while the module evaluates, its forint formatter
  // loaded ICU's data on the main thread before the site's warm-up worker had (widgets/src/no-intl-at-load.test.ts).
  feesReachLoan: () =>
    `${LOAN_LABELS.loanAmount}: az egyszeri díjak levonása után legalább ${formatHuf(LOAN_LIMITS.minMoney)}-nak kell maradnia.`,
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
