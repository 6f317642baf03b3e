/**
 * Every user-facing string of the affordability calculator (docs/product.md#affordability), together so
 * it can be read and reviewed at a glance. Field labels are finance-core's LOAN_LABELS and
 * AFFORDABILITY_LABELS, so the messages finance-core throws ('Havi nettó jövedelem: nem lehet kisebb,
 * mint 1 Ft.') name the field exactly as the form does; the answer's sentences are finance-core's own
 * (`messages`). The calculator speaks formally, as the other calculators do (docs/ui-terms.md, Voice).
 */
import {
  AFFORDABILITY_LABELS,
  formatDate,
  formatHuf,
  formatNumber,
  formatPercent,
  LOAN_LABELS,
  LOAN_TO_VALUE_CASE_LABEL,
  RULES_DATE_LABEL,
  type AffordabilityBinding,
} from '@penzugy/finance-core';
import { CALCULATOR_KIT_STRINGS as KIT } from '../calculator-kit';
import type { AffordabilityNumberField } from './constants';

/** A JTM limit given in percent, as the screen shows it: `50%`. */
const percent = (p: number) => formatPercent(p / 100, 0);

const labels: Record<AffordabilityNumberField, string> = {
  monthlyNetIncome: LOAN_LABELS.monthlyNetIncome,
  coBorrowerMonthlyNetIncome: AFFORDABILITY_LABELS.coBorrowerMonthlyNetIncome,
  fixationYears: LOAN_LABELS.fixationYears,
  annualRate: LOAN_LABELS.annualRate,
  years: LOAN_LABELS.years,
  existingMonthlyPayments: LOAN_LABELS.existingMonthlyPayments,
  creditLineLimits: LOAN_LABELS.creditLineLimits,
  ownFunds: AFFORDABILITY_LABELS.ownFunds,
  price: LOAN_LABELS.price,
};

export const AFFORDABILITY_CALCULATOR_STRINGS = {
  title: 'Mekkora hitelt kaphatok?',
  description:
    'Mekkora lakáshitelt enged a jövedelme alapján az MNB adósságféke, és milyen drága lakást vehet belőle? A számítás a böngészőjében fut, a választott nap szabályaival.',

  /** Field labels (finance-core's, so error messages match). */
  labels: { ...labels, loanToValueCase: LOAN_TO_VALUE_CASE_LABEL, date: RULES_DATE_LABEL },
  groups: {
    income: 'Jövedelem',
    loan: 'A hitel',
    debts: 'Meglévő tartozások',
    home: 'Lakás és önerő',
  },
  hints: {
    monthlyNetIncome: 'Rendszeres havi nettó jövedelem. A kezdőérték csak példa: írja be a sajátját.',
    coBorrowerMonthlyNetIncome:
      'Nem kötelező. Ha adóstárssal (például a házastársával) igényli a hitelt: a bank a két jövedelmet összeadja.',
    fixationYears:
      'Ennyi évig nem változhat a kamat; 0 = változó kamatozás. Hosszabb kamatfixálásnál nagyobb törlesztőt enged a szabály.',
    annualRate: 'A kamatfixálás idejére ajánlott éves kamat.',
    years: 'Egész évek.',
    existingMonthlyPayments: 'Más hitelek (autóhitel, személyi kölcsön) havi törlesztőrészletei együtt.',
    creditLineLimits:
      'A teljes keret számít, akkor is, ha nem használja: a szabály minden hónapban a keret egy részét törlesztőnek veszi.',
    ownFunds: 'Nem kötelező. Megadásával kiszámoljuk a legdrágább lakást, amelyet megvehet.',
    ownFundsGlossary: 'Mi számít önerőnek?',
    price: 'Nem kötelező. Ha már kinézett egy lakást: megmutatjuk, elég-e hozzá a jövedelem és az önerő.',
    date: 'Üresen a mai nap szabályaival számolunk. Egy korábbi nap megadásával megnézheti, mit engedtek akkor a szabályok.',
  },
  /** The fold of the rarely changed settings (the rules' date). */
  advanced: 'Haladó beállítások',
  share: { ...KIT.share, copied: 'A számítás linkjét a vágólapra másoltuk.' },
  stale: KIT.stale,
  invalidField: KIT.invalidField,

  headline: {
    label: 'Eredmények',
    maxLoan: 'Legnagyobb felvehető hitel',
    monthlyPayment: 'Havi törlesztőrészlet',
    monthlyPaymentHint: (years: number) => `${formatNumber(years)} év futamidőre`,
    dearestHome: 'Legdrágább megvehető lakás',
    dearestHomeHint: (ownFunds: number) => `${formatHuf(ownFunds)} önerővel`,
    minOwnFunds: 'Ehhez szükséges önerő',
    minOwnFundsHint: (price: number) => `legalább ${formatHuf(price)} értékű lakáshoz`,
    binding: 'Ami a határt szabja',
    /** The binding rule in words (AffordabilityResult.binding). */
    bindingName: {
      paymentToIncome: 'A jövedelem (JTM)',
      loanToValue: 'A lakás értéke (HFM)',
      ownFunds: 'Az önerő (HFM)',
    } satisfies Record<AffordabilityBinding, string>,
    basisLabel: 'A számítás alapja',
    household: 'A háztartás havi nettó jövedelme',
    otherDebt: 'Meglévő havi terhek',
    otherDebtHint: (creditLineMonthly: number) =>
      creditLineMonthly > 0 ? `ebből ${formatHuf(creditLineMonthly)} a hitelkeretek miatt` : 'törlesztések',
    limit: 'JTM-korlát',
    limitValue: (limitPercent: number, maxPayment: number) =>
      `${percent(limitPercent)}, azaz havonta ${formatHuf(maxPayment)} új törlesztő`,
    /** The day whose rules the answer applies. */
    rulesDay: (date: string, today: boolean) =>
      // formatDate ends in a full stop ('2025. december 31.'), which also ends the sentence.
      `A szabályok napja: ${formatDate(date)}${today ? ' (ma).' : ''} A bankok ennél szigorúbbak is lehetnek.`,
  },

  glossary: {
    debtBrake: 'Az adósságfék-szabályok',
    paymentToIncome: 'Mi a JTM?',
    loanToValue: 'Mi a HFM?',
    incomeThreshold: 'Mi a JTM-jövedelemhatár?',
  },

  target: {
    title: (price: number) => `A kiszemelt lakás: ${formatHuf(price)}`,
    affordable: 'Ez a lakás megvehető.',
    notAffordable: 'Ez a lakás így nem vehető meg.',
    needOwnFunds: 'Adja meg a rendelkezésre álló önerőt is, és megmondjuk, megveheti-e.',
    label: 'A kiszemelt lakás',
    maxLoan: 'Legnagyobb hitel erre a lakásra',
    minOwnFunds: 'Legkisebb szükséges önerő',
    extraOwnFunds: 'Hiányzó önerő',
    incomeNeeded: 'Szükséges havi nettó jövedelem',
    incomeNeededHint: (extra: number | null) =>
      extra === null
        ? 'jövedelemmel nem érhető el'
        : extra > 0
          ? `${formatHuf(extra)}-tal több a mostaninál`
          : 'megvan',
    /** No income can do it (the HFM refuses the loan, or it is beyond any income). */
    noIncome: '–',
  },

  cliff: {
    title: 'A jövedelemhatár',
    chartTitle: 'Legnagyobb hitel a jövedelemhatár két oldalán',
    xLabel: 'Havi nettó jövedelem',
    valueLabel: 'Legnagyobb hitel',
    label: 'A jövedelemhatár',
    threshold: 'Jövedelemhatár',
    limits: 'JTM-korlát a határ alatt / a határtól',
    limitsValue: (below: number, at: number) => `${percent(below)} / ${percent(at)}`,
    jump: 'Ennyivel több hitel a határtól',
    missing: 'Ennyi hiányzik a határig',
  },
} as const;
