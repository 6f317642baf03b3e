import { interactionEvent } from '../test-support';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PortfolioOptimizer } from './PortfolioOptimizer';
import { stubClipboard } from '../calculator-kit/unit/test-support';
import { RESPONSE, setup } from './test-support';
import type { PortfolioCurrency, PortfolioOptimizeFn } from './types';

const currencyField = () => screen.getByRole('combobox', { name: 'Elemzés devizája' });
const TWO = { tickers: ['AAPL', 'MSFT'] };

afterEach(() => {
  window.history.replaceState(null, '', '/');
});

describe('PortfolioOptimizer: the analysis currency', () => {
  it('offers USD (the default) and HUF', () => {
    setup();
    expect(currencyField()).toHaveValue('USD');
    const options = Array.from((currencyField() as HTMLSelectElement).options).map((o) => [o.value, o.textContent]);
    expect(options).toEqual([
      ['USD', 'USD – amerikai dollár'],
      ['HUF', 'HUF – forint'],
    ]);
  });

  it('sends the old payload for USD and says the figures are in USD', async () => {
    const { user, optimize, submit } = setup({ defaultValue: TWO });
    await user.click(submit());
    await waitFor(() => expect(optimize).toHaveBeenCalledTimes(1));
    const [payload] = optimize.mock.calls[0]!;
    expect('currency' in payload).toBe(false);
    expect(await screen.findByText('(USD-ben számolva)')).toBeInTheDocument();
  });

  it("sends currency: 'HUF' when forint is chosen, reports the change, and shows HUF on the results", async () => {
    const onCurrencyChange = vi.fn<(c: PortfolioCurrency) => void>();
    const { user, optimize, submit, onEvent } = setup({ defaultValue: TWO, onCurrencyChange });
    await user.selectOptions(currencyField(), 'HUF');
    expect(onCurrencyChange).toHaveBeenCalledWith('HUF');
    expect(onEvent).toHaveBeenCalledWith(interactionEvent('portfolio', 'change', 'currency'));
    await user.click(submit());
    await waitFor(() => expect(optimize).toHaveBeenCalledTimes(1));
    expect(optimize.mock.calls[0]![0]).toMatchObject({ currency: 'HUF' });
    expect(await screen.findByText('(HUF-ban számolva)')).toBeInTheDocument();
    expect(screen.queryByText('(USD-ben számolva)')).toBeNull();
  });

  it('shows the currency the service says it computed in', async () => {
    const optimize = vi.fn<PortfolioOptimizeFn>(async () => ({ ...RESPONSE, currency: 'HUF' }));
    const { user, submit } = setup({ defaultValue: TWO }, optimize);
    await user.click(submit());
    expect(await screen.findByText('(HUF-ban számolva)')).toBeInTheDocument();
  });

  it('shows the exchange rate’s last fixing and source when the service converted with it', async () => {
    const fx = { pair: 'USD/HUF', source: 'EKB', asOf: '2025-12-31' };
    const optimize = vi.fn<PortfolioOptimizeFn>(async () => ({ ...RESPONSE, currency: 'HUF', fx }));
    const { user, submit } = setup({ defaultValue: TWO }, optimize);
    await user.click(submit());
    expect(await screen.findByText('Árfolyam (USD/HUF): 2025. december 31., forrás: EKB')).toBeInTheDocument();
  });

  it('shows no exchange-rate line when nothing was converted', async () => {
    const { user, submit } = setup({ defaultValue: TWO });
    await user.click(submit());
    await screen.findByText('(USD-ben számolva)');
    expect(screen.queryByText(/^Árfolyam \(/)).toBeNull();
  });

  it('starts from defaultCurrency, and works controlled', async () => {
    const user = userEvent.setup();
    const optimize = vi.fn<PortfolioOptimizeFn>(async () => RESPONSE);
    const first = render(<PortfolioOptimizer optimize={optimize} defaultCurrency="HUF" />);
    expect(currencyField()).toHaveValue('HUF');
    first.unmount();

    const seen: PortfolioCurrency[] = [];
    function Host() {
      const [currency, setCurrency] = useState<PortfolioCurrency>('HUF');
      return (
        <PortfolioOptimizer
          optimize={optimize}
          currency={currency}
          onCurrencyChange={(c) => {
            seen.push(c);
            setCurrency(c);
          }}
        />
      );
    }
    render(<Host />);
    expect(currencyField()).toHaveValue('HUF');
    await user.selectOptions(currencyField(), 'USD');
    expect(seen).toEqual(['USD']);
    expect(currencyField()).toHaveValue('USD');
  });

  it('keeps a fixed currency when controlled and the parent does not follow', async () => {
    const user = userEvent.setup();
    render(<PortfolioOptimizer optimize={vi.fn<PortfolioOptimizeFn>()} currency="USD" />);
    await user.selectOptions(currencyField(), 'HUF');
    expect(currencyField()).toHaveValue('USD');
  });

  it('reads and writes the currency in the URL and in the share link', async () => {
    window.history.replaceState(null, '', '/?currency=HUF');
    const { user } = setup({ syncUrl: true });
    const writeText = stubClipboard();
    expect(currencyField()).toHaveValue('HUF');
    await user.selectOptions(currencyField(), 'USD');
    // USD is the default, so it leaves the URL.
    expect(window.location.search).toBe('');
    await user.selectOptions(currencyField(), 'HUF');
    expect(window.location.search).toBe('?currency=HUF');
    await user.click(screen.getByRole('button', { name: 'Link másolása' }));
    expect(writeText).toHaveBeenCalledWith(expect.stringContaining('currency=HUF'));
  });
});
