import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { DateField } from './DateField';

describe('DateField', () => {
  it('is a labelled date input that reports YYYY-MM-DD, or an empty string when cleared', () => {
    const onChange = vi.fn<(v: string) => void>();
    render(<DateField label="Elemzés kezdete" value="2024-01-02" onChange={onChange} />);
    const input = screen.getByLabelText('Elemzés kezdete');
    expect(input).toHaveAttribute('type', 'date');
    expect(input).toHaveValue('2024-01-02');
    fireEvent.change(input, { target: { value: '2024-02-03' } });
    expect(onChange).toHaveBeenLastCalledWith('2024-02-03');
    fireEvent.change(input, { target: { value: '' } });
    expect(onChange).toHaveBeenLastCalledWith('');
  });

  it('can be marked invalid by a message shown elsewhere', () => {
    render(
      <>
        <DateField label="Elemzés vége" value="" onChange={() => {}} invalid describedBy="periodus" />
        <p id="periodus">A kezdet nem lehet a vége után.</p>
      </>,
    );
    const input = screen.getByLabelText('Elemzés vége');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('A kezdet nem lehet a vége után.');
  });
});
