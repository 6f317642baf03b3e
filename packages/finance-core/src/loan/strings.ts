/**
 * Every Hungarian string the home-loan module can show, together so they can be reviewed at a glance.
 * Field labels are the on-screen labels of the inputs (docs/product.md#home-loan in correct orthography); error
 * messages start with them, as {@link FinanceInputError} promises.
 */
import { formatHuf } from '../shared/format';
import { LOAN_LIMITS } from './constants';

/** On-screen label of every input field of the loan functions. */
export const LOAN_LABELS = Object.freeze({
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
export const LOAN_TO_VALUE_CASE_OPTIONS = Object.freeze([
  { value: 'standard', label: 'Általános (80%)' },
  { value: 'firstHome', label: 'Első lakás vásárlása (90%)' },
  { value: 'green', label: 'Zöld (energiahatékony) lakáshitel (90%)' },
] as const);

/** A field of any loan input. */
export type LoanField = keyof typeof LOAN_LABELS;

/** Messages that are not a plain range check (those come from `checkNumber`). */
export const LOAN_MESSAGES = Object.freeze({
  downPaymentAbovePrice: `${LOAN_LABELS.downPayment}: nem lehet nagyobb, mint az ingatlan ára.`,
  feesReachLoan: `${LOAN_LABELS.loanAmount}: az egyszeri díjak levonása után legalább ${formatHuf(LOAN_LIMITS.minMoney)}-nak kell maradnia.`,
  fixedToEnd:
    'A futamidő nem hosszabb a kamatfixálásnál, így a hitel a futamidő végéig fix kamatozású: a törlesztőrészlet nem változik.',
});
