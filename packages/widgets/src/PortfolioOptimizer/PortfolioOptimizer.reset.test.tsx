import { interactionEvent } from '../test-support';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { CalculatorEvent } from '../calculator-kit';
import { defaultDateRange } from './dates';
import { PortfolioOptimizer } from './PortfolioOptimizer';
import type { PortfolioOptimizeFn } from './types';

afterEach(() => {
  window.history.replaceState(null, '', '/');
});

const rate = () => screen.getByRole('textbox', { name: 'Kockázatmentes hozam' });

describe('PortfolioOptimizer: Alaphelyzet (docs/product.md#portfolio-optimiser)', () => {
  it('clears the chosen stocks and sets the risk-free rate to 2,5 %, and says so', async () => {
    const user = userEvent.setup();
    const onEvent = vi.fn<(e: CalculatorEvent) => void>();
    const optimize = vi.fn<PortfolioOptimizeFn>();
    render(
      <PortfolioOptimizer
        optimize={optimize}
        onEvent={onEvent}
        defaultValue={{ tickers: ['AAPL', 'MSFT', 'NVDA'], riskFreeRatePercent: 7 }}
      />,
    );
    expect(within(screen.getByRole('list', { name: 'Kiválasztott részvények' })).getAllByRole('listitem')).toHaveLength(
      3,
    );
    expect(rate()).toHaveValue('7');

    await user.click(screen.getByRole('button', { name: 'Alaphelyzet' }));
    expect(screen.queryByRole('list', { name: 'Kiválasztott részvények' })).toBeNull();
    expect(rate()).toHaveValue('2,5');
    expect(screen.getByRole('button', { name: 'Portfólió frissítése' })).toBeDisabled();
    expect(
      screen.getByText('Alaphelyzet: a kiválasztott részvényeket töröltük, a kockázatmentes hozam 2,5 %.'),
    ).toBeInTheDocument();
    expect(onEvent).toHaveBeenCalledWith(interactionEvent('portfolio', 'reset'));
    expect(optimize).not.toHaveBeenCalled();
  });

  it('drops a message about the rate that no longer applies', async () => {
    const user = userEvent.setup();
    render(<PortfolioOptimizer optimize={vi.fn<PortfolioOptimizeFn>()} defaultValue={{ tickers: ['AAPL', 'MSFT'] }} />);
    await user.clear(rate());
    await user.type(rate(), 'sok');
    await user.tab();
    await waitFor(() => expect(rate()).toHaveAttribute('aria-invalid', 'true'));
    await user.click(screen.getByRole('button', { name: 'Alaphelyzet' }));
    await waitFor(() => expect(rate()).toHaveValue('2,5'));
    expect(rate()).not.toHaveAttribute('aria-invalid', 'true');
  });
});

describe("PortfolioOptimizer: the default period follows the data's last day (docs/product.md#portfolio-optimiser)", () => {
  it('is the year up to dataEndDate when that is before today', () => {
    render(<PortfolioOptimizer optimize={vi.fn<PortfolioOptimizeFn>()} dataEndDate="2025-12-30" />);
    expect(screen.getByLabelText('Elemzés kezdete')).toHaveValue('2024-12-30');
    expect(screen.getByLabelText('Elemzés vége')).toHaveValue('2025-12-30');
  });

  it('moves an untouched default period when the date arrives later, and keeps a chosen one', async () => {
    const { fromDate, toDate } = defaultDateRange(new Date());
    const optimize = vi.fn<PortfolioOptimizeFn>();
    const { rerender } = render(<PortfolioOptimizer optimize={optimize} />);
    expect(screen.getByLabelText('Elemzés kezdete')).toHaveValue(fromDate);
    expect(screen.getByLabelText('Elemzés vége')).toHaveValue(toDate);
    rerender(<PortfolioOptimizer optimize={optimize} dataEndDate="2025-12-30" />);
    await waitFor(() => expect(screen.getByLabelText('Elemzés vége')).toHaveValue('2025-12-30'));
    expect(screen.getByLabelText('Elemzés kezdete')).toHaveValue('2024-12-30');

    const chosen = render(
      <PortfolioOptimizer optimize={optimize} defaultValue={{ fromDate: '2023-01-02', toDate: '2023-06-30' }} />,
    );
    chosen.rerender(
      <PortfolioOptimizer
        optimize={optimize}
        defaultValue={{ fromDate: '2023-01-02', toDate: '2023-06-30' }}
        dataEndDate="2025-12-30"
      />,
    );
    const fields = within(chosen.container);
    expect(fields.getByLabelText('Elemzés kezdete')).toHaveValue('2023-01-02');
    expect(fields.getByLabelText('Elemzés vége')).toHaveValue('2023-06-30');
  });
});
