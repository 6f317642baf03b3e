import { formatHuf, homeLoan } from '@penzugy/finance-core';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { AffordabilityCalculator } from '../AffordabilityCalculator';
import { LoanCalculator } from '../LoanCalculator';
import { RentOrBuyCalculator } from '../RentOrBuyCalculator';
import { CalculatorLayout } from './CalculatorLayout';
import * as ui from './unit/test-support';

describe('CalculatorLayout heading level', () => {
  it('is an h2 by default and an h1 when the page has no heading of its own', () => {
    const { unmount } = render(<CalculatorLayout title="Próba kalkulátor" form={null} />);
    expect(screen.getByRole('heading', { level: 2, name: 'Próba kalkulátor' })).toBeInTheDocument();
    unmount();
    render(<CalculatorLayout title="Próba kalkulátor" form={null} headingLevel="h1" />);
    expect(screen.getByRole('heading', { level: 1, name: 'Próba kalkulátor' })).toBeInTheDocument();
  });

  it('reaches the layout from a calculator', () => {
    render(<RentOrBuyCalculator headingLevel="h1" />);
    expect(screen.getByRole('heading', { level: 1, name: 'Bérlés vagy vásárlás kalkulátor' })).toBeInTheDocument();
  });
});

describe('CalculatorLayout summary bar (issue 27 item 12)', () => {
  /** The bar's polite line (an <output>: role status); the calculators have other status lines too. */
  const bar = () => {
    const outputs = screen.getAllByRole('status').filter((el) => el.tagName === 'OUTPUT');
    expect(outputs).toHaveLength(1);
    return outputs[0]!;
  };

  it('shows the headline and a button that takes focus to the results; none without a summary', async () => {
    const user = userEvent.setup();
    const { rerender } = render(
      <CalculatorLayout title="Próba" form={null} summary={null}>
        <p>Eredmény</p>
      </CalculatorLayout>,
    );
    expect(document.querySelector('output')).toBeNull();
    rerender(
      <CalculatorLayout title="Próba" form={null} summary="Havi törlesztő: 1 Ft">
        <p>Eredmény</p>
      </CalculatorLayout>,
    );
    expect(bar()).toHaveTextContent('Havi törlesztő: 1 Ft');
    await user.click(screen.getByRole('button', { name: 'Részletek' }));
    expect(document.activeElement).toContainElement(screen.getByText('Eredmény'));
  });

  it('says what is wrong instead of a figure while there is an alert', () => {
    render(<CalculatorLayout title="Próba" form={null} summary="Havi törlesztő: 1 Ft" alert="Futamidő: hiba." />);
    expect(bar()).toHaveTextContent('Futamidő: hiba.');
    expect(bar()).not.toHaveTextContent('Ft');
  });

  it("follows the loan calculator's monthly payment, and names the field when its text is not a number", async () => {
    const user = userEvent.setup();
    render(<LoanCalculator />);
    expect(bar().textContent).toBe(`Havi törlesztő: ${formatHuf(homeLoan().monthlyPayment)}`);
    await ui.retype(user, 'Ingatlan ára', '60000000');
    expect(bar().textContent).toBe(`Havi törlesztő: ${formatHuf(homeLoan({ price: 60_000_000 }).monthlyPayment)}`);
    await ui.retype(user, 'Ingatlan ára', 'ötvenmillió');
    expect(bar()).toHaveTextContent('Ingatlan ára: adjon meg érvényes számot.');
    expect(bar().textContent).not.toMatch(/NaN|Ft/);
  });

  it('gives the rent-or-buy break-even and the largest affordable loan', () => {
    const { unmount } = render(<RentOrBuyCalculator />);
    expect(bar()).toHaveTextContent(
      /^Fordulópont: (\d+ év)?( ?\d+ hónap)?$|^Fordulópont: nincs, a bérlés végig előnyösebb$/,
    );
    unmount();
    render(<AffordabilityCalculator />);
    expect(bar().textContent).toMatch(/^Legnagyobb felvehető hitel: [\d\u00a0]+\u00a0Ft$/);
  });
});
