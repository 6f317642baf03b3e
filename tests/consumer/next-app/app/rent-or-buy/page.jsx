// The app's second widget page: with every widget behind one 'use client' entry, it made the loan
// page pay for this calculator too (issue 26).
import { RentOrBuyCalculator } from '@penzugy/widgets/rent-or-buy-calculator';

export default function RentOrBuy() {
  return (
    <main>
      <RentOrBuyCalculator />
    </main>
  );
}
