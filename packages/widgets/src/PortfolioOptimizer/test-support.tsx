/** What the PortfolioOptimizer component tests share: a service answer, the render helper, and the stock picker steps. */
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect, vi } from 'vitest';
import type { CalculatorEvent } from '../calculator-kit';
import { PortfolioOptimizer, type PortfolioOptimizerProps } from './PortfolioOptimizer';
import type { PortfolioOptimizeFn, PortfolioResponse } from './types';

export const RESPONSE: PortfolioResponse = {
  metrics: {
    annual_return: 0.123456,
    annual_volatility: 0.2,
    sharpe_ratio: 1.23456,
    cumulative_return: 0.5,
    max_drawdown: -0.08765,
    information_ratio: 0.5,
    sortino_ratio: 2,
    treynor_ratio: 0.07891,
    beta: 0.98765,
    alpha: null,
  },
  weights: { AAPL: 0.005, MSFT: 0.3, NVDA: 0.6, JPM: 0.095 },
  dates: ['2024-01-02', '2024-01-03', '2024-01-04'],
  timeSeries: { Portfolio: [100, 101, 102], AAPL: [100, 99, 98], MSFT: [100, 102, 104] },
};

export type Optimize = ReturnType<typeof vi.fn<PortfolioOptimizeFn>>;

export function setup(
  props: Partial<PortfolioOptimizerProps> = {},
  optimize: Optimize = vi.fn<PortfolioOptimizeFn>(async () => RESPONSE),
) {
  const user = userEvent.setup();
  const onEvent = vi.fn<(e: CalculatorEvent) => void>();
  const view = render(<PortfolioOptimizer optimize={optimize} onEvent={onEvent} {...props} />);
  const submit = () => screen.getByRole('button', { name: 'Portfólió frissítése' });
  return { user, onEvent, optimize, submit, ...view };
}

export const bubbles = () =>
  within(screen.getByRole('list', { name: 'Kiválasztott részvények' }))
    .getAllByRole('listitem')
    .map((li) => li.textContent?.replace('×', ''));

/** Picks a stock with the keyboard only: type into the picker (its first match is active), Enter, then the add button. */
export async function pickWithKeyboard(user: ReturnType<typeof userEvent.setup>, query: string) {
  screen.getByRole('combobox', { name: 'Részvény választása' }).focus();
  await user.keyboard(query);
  expect(screen.getByRole('listbox', { name: 'Részvény választása' })).toBeInTheDocument();
  await user.keyboard('{Enter}');
  await user.tab();
  expect(screen.getByRole('button', { name: 'Hozzáadás' })).toHaveFocus();
  await user.keyboard('{Enter}');
}

/** Radix's tooltip measures with ResizeObserver, which jsdom lacks: a stand-in that observes nothing. */
export function stubResizeObserver(): void {
  vi.stubGlobal(
    'ResizeObserver',
    class {
      observe() {}
      unobserve() {}
      disconnect() {}
    },
  );
}
