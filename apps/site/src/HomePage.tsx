import { homeLoan, formatHuf, formatPercentPoints } from '@penzugy/finance-core';

/** A first home page: the spec's default home-loan scenario, computed by finance-core. */
export function HomePage() {
  const loan = homeLoan({});
  return (
    <main style={{ maxWidth: 720, margin: '0 auto', padding: 24, minHeight: '100vh' }}>
      <h1>Pénzügyi kalkulátorok</h1>
      <p>
        Egy {formatHuf(50_000_000)} értékű lakás {formatHuf(10_000_000)} önerővel, {formatPercentPoints(7.5, 1)} kamattal,
        30 évre:
      </p>
      <p>
        Havi törlesztő: <strong data-testid="monthly-payment">{formatHuf(loan.monthlyPayment)}</strong>
      </p>
    </main>
  );
}
