import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { SelectField } from './SelectField';

const OPTIONS = [
  { value: 'USD', label: 'USD – amerikai dollár' },
  { value: 'HUF', label: 'HUF – forint' },
] as const;

describe('SelectField', () => {
  it('is a labelled select that reports the chosen value', async () => {
    const onChange = vi.fn<(v: 'USD' | 'HUF') => void>();
    render(<SelectField label="Elemzés devizája" options={OPTIONS} value="USD" onChange={onChange} />);
    const select = screen.getByRole('combobox', { name: 'Elemzés devizája' });
    expect(select).toHaveValue('USD');
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(['USD – amerikai dollár', 'HUF – forint']);
    await userEvent.selectOptions(select, 'HUF');
    expect(onChange).toHaveBeenCalledWith('HUF');
  });

  it('describes itself by its hint and error', () => {
    render(<SelectField label="Deviza" options={OPTIONS} value="USD" onChange={() => {}} hint="Súgó." error="Hiba." />);
    const select = screen.getByRole('combobox', { name: 'Deviza' });
    expect(select).toHaveAttribute('aria-invalid', 'true');
    expect(select).toHaveAccessibleDescription('Hiba. Súgó.');
  });
});
