import { rentOrBuy, type RentOrBuyInput } from '@penzugy/finance-core';

/**
 * The break-even sentence the calculator should write for an input, built from finance-core's month
 * independently of the widget's own formatting (test and story support, not exported).
 */
export function breakEvenSentence(input: RentOrBuyInput = {}): string {
  const month = rentOrBuy(input).breakEvenMonth;
  const years = Math.floor(month / 12);
  const months = month % 12;
  // A zero part is not written: '9 hónap', '2 év', '1 év 3 hónap'.
  const duration = [years ? `${years} év` : '', months || !years ? `${months} hónap` : ''].filter(Boolean).join(' ');
  return `A vásárlás ${duration} után válik kedvezőbbé a bérlésnél.`;
}
