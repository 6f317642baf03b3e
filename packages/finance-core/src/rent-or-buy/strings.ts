/**
 * Every user-facing Hungarian string of the rent-or-buy model, kept together for review. The labels are
 * the form's on-screen labels, so an error message names the field exactly as the user sees it.
 */
import type { RentOrBuyInput } from './types';

/** On-screen Hungarian label of each input field. */
export const RENT_OR_BUY_LABELS = {
  price: 'Ingatlan ára',
  downPayment: 'Önerő',
  mortgageRate: 'Hitelkamat',
  years: 'Futamidő',
  appreciation: 'Éves értéknövekedés',
  closingCosts: 'Vásárlási mellékköltségek',
  propertyTax: 'Éves ingatlanadó',
  insurance: 'Éves lakásbiztosítás',
  maintenance: 'Éves karbantartás',
  rent: 'Havi bérleti díj',
  rentIncrease: 'Éves béremelkedés',
  rentersInsurance: 'Bérlői biztosítás (évi)',
  investmentReturn: 'Befektetési hozam',
  sellingCosts: 'Eladási költségek',
  purchaseDuty: 'Vagyonszerzési illeték',
} as const satisfies Record<keyof RentOrBuyInput, string>;

/** On-screen labels of the optional financing and its fields. */
export const RENT_OR_BUY_FINANCING_LABELS = {
  financing: 'Finanszírozás',
  annualRate: 'Támogatott kamat',
  dutyExempt: 'Illetékmentes vásárlás',
} as const;

/** Messages of the checks that `checkNumber` cannot express. */
export const RENT_OR_BUY_MESSAGES = {
  downPaymentAbovePrice: `${RENT_OR_BUY_LABELS.downPayment}: nem lehet nagyobb, mint az ingatlan ára.`,
  purchaseDutyNotBoolean: `${RENT_OR_BUY_LABELS.purchaseDuty}: válassza az igen vagy a nem lehetőséget.`,
  dutyExemptNotBoolean: `${RENT_OR_BUY_FINANCING_LABELS.dutyExempt}: válassza az igen vagy a nem lehetőséget.`,
  financingKind: `${RENT_OR_BUY_FINANCING_LABELS.financing}: támogatott kamatot vagy finanszírozási tervet adjon meg (kind: „rate” vagy „plan”).`,
  plan: `${RENT_OR_BUY_FINANCING_LABELS.financing}: a terv havi részletei és tartozásai azonos hosszú, nemnegatív számsorok legyenek; az összegek nemnegatívak.`,
} as const;
