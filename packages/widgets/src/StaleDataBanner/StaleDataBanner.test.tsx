import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { StaleDataBanner } from './StaleDataBanner';
import { STALE_DATASETS } from './story-data/story-data';

describe('StaleDataBanner', () => {
  it('names each stale dataset with its as-of date in Hungarian and its source', () => {
    render(<StaleDataBanner datasets={STALE_DATASETS} onDismiss={() => {}} />);
    const banner = screen.getByRole('region', { name: 'Nem friss adatok' });
    expect(within(banner).getByRole('heading', { level: 2, name: 'Nem friss adatok' })).toBeInTheDocument();
    expect(within(banner).getByText(/menetrendje megenged/)).toBeInTheDocument();
    expect(
      within(banner)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual([
      'Euró-referenciaárfolyamok (EUR/HUF, EUR/USD): 2026. április 13., forrás: EKB',
      'Részvény- és indexárfolyamok (napi záróárak): 2025. december 31., forrás: Alpha Vantage',
    ]);
  });

  it('renders nothing when no dataset is stale', () => {
    const { container } = render(<StaleDataBanner datasets={[]} onDismiss={() => {}} />);
    expect(container).toBeEmptyDOMElement();
  });

  it('tells the host when the visitor closes it, and adds the host’s placement class', async () => {
    const onDismiss = vi.fn();
    render(<StaleDataBanner datasets={STALE_DATASETS} onDismiss={onDismiss} className="host-place" />);
    expect(screen.getByRole('region', { name: 'Nem friss adatok' })).toHaveClass('host-place');
    await userEvent.click(screen.getByRole('button', { name: 'Bezárás' }));
    expect(onDismiss).toHaveBeenCalledTimes(1);
  });
});
