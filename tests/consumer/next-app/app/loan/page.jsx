// A server page that renders only the loan calculator, from its own entry: its first load must not
// carry the rent-or-buy calculator the app's other page renders.
import { LoanCalculator } from '@penzugy/widgets/loan-calculator';

export default function Loan() {
  return (
    <main>
      <LoanCalculator />
    </main>
  );
}
