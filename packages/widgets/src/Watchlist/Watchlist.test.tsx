import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { STOCK_CATALOGUE } from '@penzugy/finance-core';
import { nb } from '../test-support';
import { WATCHLIST_ITEMS, WATCHLIST_QUOTES } from './story-data/story-data';
import { Watchlist, type WatchlistItem } from './Watchlist';
import { WatchlistButton } from './WatchlistButton';

function StatefulWatchlist({ initial = WATCHLIST_ITEMS }: { initial?: WatchlistItem[] }) {
  const [items, setItems] = useState(initial);
  return (
    <Watchlist
      items={items}
      signedIn
      quotes={WATCHLIST_QUOTES}
      onRemove={(n) => setItems((l) => l.filter((i) => i.name !== n))}
    />
  );
}

describe('Watchlist', () => {
  it('asks a signed-out visitor to sign in, with a link to /login, and hides any list', () => {
    render(<Watchlist items={WATCHLIST_ITEMS} signedIn={false} />);
    expect(screen.getByText('Jelentkezz be a figyelőlista használatához')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Bejelentkezés' })).toHaveAttribute('href', '/login');
    expect(screen.queryByRole('list')).toBeNull();
  });

  it('uses the login address it is given', () => {
    render(<Watchlist items={undefined} signedIn={false} loginHref="/belepes?vissza=%2Fbefektetesek" />);
    expect(screen.getByRole('link', { name: 'Bejelentkezés' })).toHaveAttribute(
      'href',
      '/belepes?vissza=%2Fbefektetesek',
    );
  });

  it('shows a spinner while loading, and a helpful empty state', () => {
    const { rerender } = render(<Watchlist items={undefined} signedIn />);
    expect(screen.getByRole('status')).toHaveTextContent('Figyelőlista betöltése...');
    rerender(<Watchlist items={[]} signedIn />);
    expect(screen.getByRole('status')).toHaveTextContent('A figyelőlistád üres.');
    expect(screen.getByText(/„Hozzáadás a figyelőlistához” gombbal/)).toBeInTheDocument();
  });

  it('ends the list with the quotes’ trading day and source, and says nothing of a date without quotes', () => {
    const { rerender } = render(
      <Watchlist items={WATCHLIST_ITEMS} signedIn quotes={WATCHLIST_QUOTES} source="Alpha Vantage" />,
    );
    expect(screen.getByText('Záróár: 2025. december 30. · Forrás: Alpha Vantage')).toBeInTheDocument();
    rerender(<Watchlist items={WATCHLIST_ITEMS} signedIn quotes={WATCHLIST_QUOTES} />);
    expect(screen.getByText('Záróár: 2025. december 30.')).toBeInTheDocument();
    rerender(<Watchlist items={WATCHLIST_ITEMS} signedIn source="Alpha Vantage" />);
    expect(screen.queryByText(/^Záróár:/)).toBeNull();
  });

  it('shows an index (kind: index) in points, not in its currency', () => {
    const bux = {
      symbol: 'BUX',
      name: 'BUX',
      value: 111032.45,
      change: 120.5,
      percentage: 0.0011,
      currency: 'HUF',
      asOf: '2025-12-30',
      kind: 'index' as const,
    };
    render(<Watchlist items={[{ name: 'BUX' }]} signedIn quotes={{ BUX: bux }} />);
    const row = within(screen.getByRole('list', { name: 'Figyelőlista' })).getByRole('listitem');
    expect(nb(row.textContent ?? '')).toContain('111 032,45 pont');
    expect(nb(row.textContent ?? '')).not.toContain('Ft');
  });

  it('lists the stocks with links, prices in their currency and signed changes', () => {
    render(<Watchlist items={WATCHLIST_ITEMS} signedIn quotes={WATCHLIST_QUOTES} />);
    const list = screen.getByRole('list', { name: 'Figyelőlista' });
    const rows = within(list).getAllByRole('listitem');
    expect(rows).toHaveLength(5);
    expect(within(rows[0]!).getByRole('link', { name: 'AAPL Apple Inc.' })).toHaveAttribute('href', '/stocks/AAPL');
    expect(nb(rows[0]!.textContent ?? '')).toContain('273,08 USD');
    expect(nb(rows[0]!.textContent ?? '')).toContain('▼-0,25%');
    expect(nb(rows[3]!.textContent ?? '')).toContain('35 100 Ft');
    expect(nb(rows[3]!.textContent ?? '')).toContain('▲+0,26%');
    expect(screen.getByText('5 részvény')).toBeInTheDocument();
    // Without onRemove there is nothing to press.
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('says when a stock has no quote', () => {
    render(<Watchlist items={[{ name: 'XYZ' }]} signedIn quotes={WATCHLIST_QUOTES} hrefFor={(n) => `/r/${n}`} />);
    expect(screen.getByRole('link', { name: 'XYZ' })).toHaveAttribute('href', '/r/XYZ');
    expect(screen.getByText('Nincs árfolyamadat')).toBeInTheDocument();
  });

  it('removes an item by its named button and moves focus to the next one', async () => {
    const user = userEvent.setup();
    render(<StatefulWatchlist />);
    await user.click(screen.getByRole('button', { name: 'NVDA eltávolítása a figyelőlistáról' }));
    expect(screen.queryByRole('link', { name: /^NVDA/ })).toBeNull();
    expect(screen.getByRole('button', { name: 'TSLA eltávolítása a figyelőlistáról' })).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'MOL eltávolítása a figyelőlistáról' }));
    expect(screen.getByRole('button', { name: 'OTP eltávolítása a figyelőlistáról' })).toHaveFocus();
  });

  it('moves an item by its named up and down buttons, keeping the focus on the moved item', async () => {
    const user = userEvent.setup();
    function Movable() {
      const [items, setItems] = useState<WatchlistItem[]>([{ name: 'AAPL' }, { name: 'MSFT' }, { name: 'OTP' }]);
      return (
        <Watchlist
          items={items}
          signedIn
          onRemove={(n) => setItems((l) => l.filter((i) => i.name !== n))}
          onMove={(n, step) =>
            setItems((l) => {
              const from = l.findIndex((i) => i.name === n);
              const next = [...l];
              [next[from], next[from + step]] = [next[from + step]!, next[from]!];
              return next;
            })
          }
        />
      );
    }
    render(<Movable />);
    const order = () =>
      within(screen.getByRole('list', { name: 'Figyelőlista' }))
        .getAllByRole('link')
        .map((l) => l.textContent?.trim());
    const up = screen.getByRole('button', { name: 'OTP mozgatása feljebb' });
    up.focus();
    await user.keyboard('{Enter}');
    expect(order()).toEqual(['AAPL', 'OTP', 'MSFT']);
    expect(screen.getByRole('button', { name: 'OTP mozgatása feljebb' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(order()).toEqual(['OTP', 'AAPL', 'MSFT']);
    // At the top the button stays focused and says it is unavailable; pressing it changes nothing.
    const top = screen.getByRole('button', { name: 'OTP mozgatása feljebb' });
    expect(top).toHaveFocus();
    expect(top).toHaveAttribute('aria-disabled', 'true');
    await user.keyboard('{Enter}');
    expect(order()).toEqual(['OTP', 'AAPL', 'MSFT']);
    expect(screen.getByRole('button', { name: 'MSFT mozgatása lejjebb' })).toHaveAttribute('aria-disabled', 'true');
    await user.click(screen.getByRole('button', { name: 'AAPL mozgatása lejjebb' }));
    expect(order()).toEqual(['OTP', 'MSFT', 'AAPL']);
    // Removing still moves the focus to the next item's remove button.
    await user.click(screen.getByRole('button', { name: 'OTP eltávolítása a figyelőlistáról' }));
    expect(screen.getByRole('button', { name: 'MSFT eltávolítása a figyelőlistáról' })).toHaveFocus();
  });

  it('waits for the removed item to be gone before moving the focus, however often the host re-renders', async () => {
    const user = userEvent.setup();
    const items = [{ name: 'AAPL' }, { name: 'MSFT' }, { name: 'OTP' }];
    const { rerender } = render(<Watchlist items={items} signedIn onRemove={() => {}} />);
    await user.click(screen.getByRole('button', { name: 'MSFT eltávolítása a figyelőlistáról' }));
    rerender(<Watchlist items={[...items]} signedIn onRemove={() => {}} />);
    expect(screen.getByRole('button', { name: 'MSFT eltávolítása a figyelőlistáról' })).toHaveFocus();
    rerender(<Watchlist items={[items[0]!, items[2]!]} signedIn onRemove={() => {}} />);
    expect(screen.getByRole('button', { name: 'OTP eltávolítása a figyelőlistáról' })).toHaveFocus();
  });

  it('moves focus to the title when the last item is removed', async () => {
    const user = userEvent.setup();
    render(<StatefulWatchlist initial={[{ name: 'AAPL' }]} />);
    await user.click(screen.getByRole('button', { name: 'AAPL eltávolítása a figyelőlistáról' }));
    expect(screen.getByRole('heading', { name: 'Figyelőlista' }).firstElementChild).toHaveFocus();
    expect(screen.getByRole('status')).toHaveTextContent('A figyelőlistád üres.');
  });

  it('has an add row only with onAdd: it offers the catalogue stocks not yet listed and adds the pick (issue 27 item 13)', async () => {
    const user = userEvent.setup();
    const { rerender } = render(<Watchlist items={[{ name: 'AAPL' }]} signedIn />);
    expect(screen.queryByRole('combobox', { name: 'Részvény hozzáadása' })).toBeNull();
    const onAdd = vi.fn(() => Promise.resolve());
    rerender(<Watchlist items={[{ name: 'AAPL' }]} signedIn onAdd={onAdd} />);
    await user.click(screen.getByRole('button', { name: 'Hozzáadás' }));
    expect(onAdd).not.toHaveBeenCalled();
    expect(screen.getByRole('status')).toHaveTextContent('Előbb válassz részvényt a listából');
    await user.click(screen.getByRole('combobox', { name: 'Részvény hozzáadása' }));
    const options = within(screen.getByRole('listbox')).getAllByRole('option');
    expect(options.map((o) => o.textContent)).not.toContain('AAPL – Apple Inc.');
    expect(options.length).toBe(STOCK_CATALOGUE.length - 1);
    await user.click(within(screen.getByRole('listbox')).getByRole('option', { name: /^OTP/ }));
    await user.click(screen.getByRole('button', { name: 'Hozzáadás' }));
    expect(onAdd).toHaveBeenCalledWith('OTP');
    expect(await screen.findByText('OTP felkerült a figyelőlistádra.')).toBeInTheDocument();
  });

  it('says when adding failed and keeps the pick for another try (a rejected onAdd is handled, not thrown)', async () => {
    const user = userEvent.setup();
    const onAdd = vi.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValueOnce(undefined);
    render(<Watchlist items={[{ name: 'AAPL' }]} signedIn onAdd={onAdd} />);
    await user.click(screen.getByRole('combobox', { name: 'Részvény hozzáadása' }));
    await user.click(within(screen.getByRole('listbox')).getByRole('option', { name: /^OTP/ }));
    await user.click(screen.getByRole('button', { name: 'Hozzáadás' }));
    expect(await screen.findByText('OTP: nem sikerült felvenni a figyelőlistádra. Próbáld újra.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Hozzáadás' }));
    expect(onAdd).toHaveBeenNthCalledWith(2, 'OTP');
    expect(await screen.findByText('OTP felkerült a figyelőlistádra.')).toBeInTheDocument();
  });

  it('says so when every catalogue stock is listed, and suggests the add row in the empty state', async () => {
    const user = userEvent.setup();
    const all = STOCK_CATALOGUE.map((s) => ({ name: s.ticker }));
    const { rerender } = render(<Watchlist items={all} signedIn onAdd={vi.fn()} />);
    await user.click(screen.getByRole('button', { name: 'Hozzáadás' }));
    expect(screen.getByRole('status')).toHaveTextContent('Minden választható részvény a figyelőlistádon van már.');
    rerender(<Watchlist items={[]} signedIn onAdd={vi.fn()} />);
    expect(screen.getByText(/Fent választhatsz részvényt/)).toBeInTheDocument();
  });

  it('shows a load error with retry', async () => {
    const user = userEvent.setup();
    const onRetry = vi.fn();
    render(<Watchlist items={undefined} signedIn error="Nem sikerült betölteni a figyelőlistát." onRetry={onRetry} />);
    await user.click(within(screen.getByRole('alert')).getByRole('button', { name: 'Újrapróbálkozás' }));
    expect(onRetry).toHaveBeenCalledOnce();
  });
});

describe('WatchlistButton', () => {
  function Host({ signedIn = true }: { signedIn?: boolean }) {
    const [on, setOn] = useState(false);
    return <WatchlistButton symbol="AAPL" inWatchlist={on} signedIn={signedIn} onToggle={setOn} />;
  }

  it('adds and removes, and announces each confirmed change', async () => {
    const user = userEvent.setup();
    render(<Host />);
    const status = screen.getByRole('status');
    expect(status).toBeEmptyDOMElement();
    await user.click(screen.getByRole('button', { name: 'Hozzáadás a figyelőlistához' }));
    expect(screen.getByRole('button', { name: 'Eltávolítás a figyelőlistáról' })).toHaveFocus();
    expect(status).toHaveTextContent('AAPL felkerült a figyelőlistádra.');
    await user.click(screen.getByRole('button', { name: 'Eltávolítás a figyelőlistáról' }));
    expect(status).toHaveTextContent('AAPL lekerült a figyelőlistádról.');
  });

  it('is disabled when signed out and points to the login page', async () => {
    const user = userEvent.setup();
    const onToggle = vi.fn();
    render(
      <WatchlistButton symbol="AAPL" inWatchlist={false} signedIn={false} onToggle={onToggle} loginHref="/login" />,
    );
    const button = screen.getByRole('button', { name: 'Hozzáadás a figyelőlistához' });
    expect(button).toBeDisabled();
    expect(button).toHaveAccessibleDescription('Előbb jelentkezz be');
    expect(screen.getByRole('link', { name: 'Előbb jelentkezz be' })).toHaveAttribute('href', '/login');
    await user.click(button);
    expect(onToggle).not.toHaveBeenCalled();
  });

  it('ignores clicks while a change is saved, and shows a failure', async () => {
    const user = userEvent.setup();
    const onToggle = vi.fn();
    const { rerender } = render(
      <WatchlistButton symbol="AAPL" inWatchlist={false} signedIn pending onToggle={onToggle} />,
    );
    await user.click(screen.getByRole('button', { name: 'Hozzáadás a figyelőlistához' }));
    expect(onToggle).not.toHaveBeenCalled();
    rerender(
      <WatchlistButton
        symbol="AAPL"
        inWatchlist={false}
        signedIn
        onToggle={onToggle}
        error="Hiba történt: nincs hálózat."
      />,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Hiba történt: nincs hálózat.');
    await user.click(screen.getByRole('button', { name: 'Hozzáadás a figyelőlistához' }));
    expect(onToggle).toHaveBeenCalledWith(true);
    // The host did not confirm: nothing is announced.
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
  });
});
