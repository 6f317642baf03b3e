import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { VisuallyHidden } from './VisuallyHidden';

describe('VisuallyHidden', () => {
  it('keeps its text in the accessible name of the surrounding control', () => {
    render(
      <button type="button">
        <span aria-hidden="true">✕</span>
        <VisuallyHidden>Bezárás</VisuallyHidden>
      </button>,
    );
    expect(screen.getByRole('button', { name: 'Bezárás' })).toBeInTheDocument();
  });

  it('renders the requested element', () => {
    render(<VisuallyHidden as="h2">Eredmények</VisuallyHidden>);
    expect(screen.getByRole('heading', { level: 2, name: 'Eredmények' })).toBeInTheDocument();
  });
});
