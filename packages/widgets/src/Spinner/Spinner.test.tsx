import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Spinner } from './Spinner';

describe('Spinner', () => {
  it('is a status with its visible Hungarian label as its name', () => {
    render(<Spinner label="Számítás folyamatban..." />);
    const status = screen.getByRole('status');
    expect(status).toHaveTextContent('Számítás folyamatban...');
    expect(screen.getByText('Számítás folyamatban...')).toBeVisible();
  });

  it('defaults to "Betöltés..."', () => {
    render(<Spinner />);
    expect(screen.getByRole('status')).toHaveTextContent('Betöltés...');
  });

  it('keeps a hidden label for screen readers', () => {
    render(<Spinner label="Szimuláció feldolgozása..." hideLabel />);
    expect(screen.getByRole('status')).toHaveTextContent('Szimuláció feldolgozása...');
  });
});
