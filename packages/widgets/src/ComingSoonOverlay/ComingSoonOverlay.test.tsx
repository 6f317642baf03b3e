import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ComingSoonOverlay } from './ComingSoonOverlay';

describe('ComingSoonOverlay', () => {
  it("announces 'Hamarosan' as a labelled region by default", () => {
    render(
      <ComingSoonOverlay>
        <button type="button">Blog</button>
      </ComingSoonOverlay>,
    );
    expect(screen.getByRole('region', { name: 'Hamarosan' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Hamarosan' })).toBeInTheDocument();
  });

  it('keeps the covered content in the DOM but inert', () => {
    render(
      <ComingSoonOverlay>
        <button type="button">Blog</button>
      </ComingSoonOverlay>,
    );
    const button = screen.getByText('Blog');
    expect(button.closest('[inert]')).not.toBeNull();
  });

  it('lists the upcoming features under the description', () => {
    render(
      <ComingSoonOverlay
        title="Tudástár Hamarosan"
        description="Az alábbiakkal készülünk:"
        features={['Pénzügyi oktatási anyagok', 'Befektetési alapismeretek', 'Részletes elemzések']}
      />,
    );
    const region = screen.getByRole('region', { name: 'Tudástár Hamarosan' });
    expect(region).toHaveTextContent('Az alábbiakkal készülünk:');
    expect(screen.getAllByRole('listitem').map((li) => li.textContent)).toEqual([
      'Pénzügyi oktatási anyagok',
      'Befektetési alapismeretek',
      'Részletes elemzések',
    ]);
  });
});
