import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { RentOrBuyCalculator } from '../RentOrBuyCalculator';
import { CalculatorLayout } from './CalculatorLayout';

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
