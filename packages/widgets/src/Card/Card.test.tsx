import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Card } from './Card';

describe('Card', () => {
  it('renders the title as an h2 by default, with its content', () => {
    render(
      <Card title="Havi törlesztő" description="30 év, 7,5%">
        <p>312 345 Ft</p>
      </Card>,
    );
    expect(screen.getByRole('heading', { level: 2, name: 'Havi törlesztő' })).toBeInTheDocument();
    expect(screen.getByText('30 év, 7,5%')).toBeInTheDocument();
    expect(screen.getByText('312 345 Ft')).toBeInTheDocument();
  });

  it('uses the heading level given in `as`', () => {
    render(<Card title="Bérlés havi költsége" as="h4" />);
    expect(screen.getByRole('heading', { level: 4, name: 'Bérlés havi költsége' })).toBeInTheDocument();
  });

  it('renders no heading without a title', () => {
    render(<Card>Tartalom</Card>);
    expect(screen.queryByRole('heading')).not.toBeInTheDocument();
  });
});
