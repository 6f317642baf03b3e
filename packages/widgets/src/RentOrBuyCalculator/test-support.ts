import { rentOrBuy, type RentOrBuyInput } from '@penzugy/finance-core';

/**
 * The break-even sentence the calculator should write for an input, built from finance-core's month
 * independently of the widget's own formatting (test and story support, not exported).
 */
export function breakEvenSentence(input: RentOrBuyInput = {}): string {
  const month = rentOrBuy(input).breakEvenMonth;
  return `A vásárlás ${Math.floor(month / 12)} év ${month % 12} hónap után válik kedvezőbbé a bérlésnél.`;
}
