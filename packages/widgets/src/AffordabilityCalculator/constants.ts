/**
 * The affordability calculator's fields, groups and defaults in one place (docs/product.md#affordability).
 * The numbers are finance-core's AFFORDABILITY_DEFAULTS (the debt brake's rate, term and fixation, no
 * other debts); this file arranges them into the form and adds the one example finance-core leaves
 * out on purpose, the income.
 */
import {
  AFFORDABILITY_DEFAULTS,
  CREDIT_LINE_MONTHLY_SHARE,
  HFM_FIRST_HOME,
  HFM_GREEN,
  HFM_STANDARD,
  JTM_BANDS,
  JTM_EXEMPT_LOAN_AMOUNT,
  JTM_GREEN_LIMIT,
  JTM_INCOME_THRESHOLD,
  type LoanToValueCase,
} from '@penzugy/finance-core';
import { fieldUnits, type FieldUnit } from '../calculator-kit';

/** 'Jövedelem': the borrower's and an optional co-borrower's net monthly income. */
export const AFFORDABILITY_INCOME_FIELDS = ['monthlyNetIncome', 'coBorrowerMonthlyNetIncome'] as const;

/** 'A hitel': the fixation first (it sets the JTM limit), then the rate and the term. */
export const AFFORDABILITY_LOAN_FIELDS = ['fixationYears', 'annualRate', 'years'] as const;

/** 'Meglévő tartozások': other loans' instalments and the credit-card and overdraft limits. */
export const AFFORDABILITY_DEBT_FIELDS = ['existingMonthlyPayments', 'creditLineLimits'] as const;

/** 'Lakás és önerő' (after the HFM case): the own funds and a price in mind, both optional. */
export const AFFORDABILITY_HOME_FIELDS = ['ownFunds', 'price'] as const;

/** Every number field, in the order of the form. */
export const AFFORDABILITY_NUMBER_FIELDS = [
  ...AFFORDABILITY_INCOME_FIELDS,
  ...AFFORDABILITY_LOAN_FIELDS,
  ...AFFORDABILITY_DEBT_FIELDS,
  ...AFFORDABILITY_HOME_FIELDS,
] as const;

/** A number field of the affordability calculator. */
export type AffordabilityNumberField = (typeof AFFORDABILITY_NUMBER_FIELDS)[number];

/** Any input of the affordability calculator. */
export type AffordabilityCalculatorField = AffordabilityNumberField | 'loanToValueCase' | 'date';

/**
 * The whole input of the affordability calculator, as the form holds it. A number field is `null`
 * while it is empty or its text is not a number; the optional ones (co-borrower, own funds, price) may
 * be empty on purpose. `date` is `yyyy-mm-dd`, or '' for today.
 */
export type AffordabilityCalculatorValue = Record<AffordabilityNumberField, number | null> & {
  /** The HFM case: general, first home or green loan. */
  loanToValueCase: LoanToValueCase;
  /** The day whose rules apply, `yyyy-mm-dd`; '' is today in Hungary. */
  date: string;
};

/** Fields that may be left empty: no co-borrower, own funds or price given. */
export const AFFORDABILITY_OPTIONAL_FIELDS: readonly AffordabilityNumberField[] = [
  'coBorrowerMonthlyNetIncome',
  'ownFunds',
  'price',
];

/** Unit shown in each field. */
export const AFFORDABILITY_FIELD_UNITS: Record<AffordabilityNumberField, FieldUnit> = fieldUnits({
  Ft: [...AFFORDABILITY_INCOME_FIELDS, ...AFFORDABILITY_DEBT_FIELDS, ...AFFORDABILITY_HOME_FIELDS],
  '%': ['annualRate'],
  év: ['fixationYears', 'years'],
});

/**
 * An example income for the first screen, so that the page opens on an answer (and the prerendered
 * page carries one): finance-core has no default income, since the JTM cannot do without the
 * visitor's own. The field's hint says it is an example.
 */
export const AFFORDABILITY_EXAMPLE_INCOME = 500_000;

/** Defaults: finance-core's AFFORDABILITY_DEFAULTS, the example income, no co-borrower, own funds or price, today's rules. */
export const AFFORDABILITY_CALCULATOR_DEFAULTS: Readonly<AffordabilityCalculatorValue> = Object.freeze({
  monthlyNetIncome: AFFORDABILITY_EXAMPLE_INCOME,
  coBorrowerMonthlyNetIncome: null,
  fixationYears: AFFORDABILITY_DEFAULTS.fixationYears ?? null,
  annualRate: AFFORDABILITY_DEFAULTS.annualRate ?? null,
  years: AFFORDABILITY_DEFAULTS.years ?? null,
  existingMonthlyPayments: AFFORDABILITY_DEFAULTS.existingMonthlyPayments ?? null,
  creditLineLimits: AFFORDABILITY_DEFAULTS.creditLineLimits ?? null,
  ownFunds: null,
  price: null,
  loanToValueCase: AFFORDABILITY_DEFAULTS.loanToValueCase ?? 'standard',
  date: '',
});

/**
 * The glossary entries the calculator links to when given `glossaryLink` (the builder receives these
 * slugs, which are the entries' own addresses: packages/content/src/glossary/terms/loans.ts).
 */
export const AFFORDABILITY_GLOSSARY_TERMS = {
  debtBrake: 'adossagfek-szabalyok',
  paymentToIncome: 'jovedelemaranyos-torlesztoreszlet-mutato',
  loanToValue: 'hitelfedezeti-mutato',
  incomeThreshold: 'jtm-jovedelemhatar',
  ownFunds: 'onero',
} as const;

/**
 * The rules under each figure (a rule the answer did not apply is left out): the largest loan and its
 * instalment rest on the JTM (its limits by fixation, the income threshold, the green loans' limit, the
 * credit lines' monthly share, the amount exempt from the check); the home, the own funds and a
 * price's answer on the HFM of the case; the income cliff on the threshold and the limits either side.
 */
export const AFFORDABILITY_RULE_GROUPS = {
  paymentToIncome: [
    JTM_BANDS.id,
    JTM_GREEN_LIMIT.id,
    JTM_INCOME_THRESHOLD.id,
    CREDIT_LINE_MONTHLY_SHARE.id,
    JTM_EXEMPT_LOAN_AMOUNT.id,
  ],
  loanToValue: [HFM_STANDARD.id, HFM_FIRST_HOME.id, HFM_GREEN.id],
  cliff: [JTM_INCOME_THRESHOLD.id, JTM_BANDS.id, JTM_GREEN_LIMIT.id],
} as const satisfies Record<string, readonly string[]>;
