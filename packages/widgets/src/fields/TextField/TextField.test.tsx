import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRef } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { TextField } from './TextField';

describe('TextField', () => {
  it('is a labelled, required input that forwards its ref and events', async () => {
    const ref = createRef<HTMLInputElement>();
    const onChange = vi.fn();
    render(<TextField ref={ref} label="E-mail-cím" type="email" defaultValue="" onChange={onChange} />);
    const input = screen.getByRole('textbox', { name: 'E-mail-cím' });
    expect(input).toBeRequired();
    expect(ref.current).toBe(input);
    await userEvent.type(input, 'a');
    expect(onChange).toHaveBeenCalled();
  });

  it('announces its error and is described by the error, then the hint', () => {
    render(<TextField label="Jelszó" hint="Legalább 8 karakter." error="Adja meg a jelszót." required={false} />);
    const input = screen.getByLabelText('Jelszó');
    expect(input).not.toBeRequired();
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('Adja meg a jelszót. Legalább 8 karakter.');
    expect(screen.getByRole('alert')).toHaveTextContent('Adja meg a jelszót.');
  });
});
