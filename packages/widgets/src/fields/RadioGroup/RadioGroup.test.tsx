import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { RadioGroup } from './RadioGroup';

const OPTIONS = [
  { value: true, label: 'Igen' },
  { value: false, label: 'Nem' },
] as const;

describe('RadioGroup', () => {
  it('is a named group of radios with the value checked; choosing reports the option’s value', async () => {
    const onChange = vi.fn<(v: boolean) => void>();
    render(
      <RadioGroup<boolean> label="Short pozíciók engedélyezése" options={OPTIONS} value={false} onChange={onChange} />,
    );
    const group = screen.getByRole('group', { name: 'Short pozíciók engedélyezése' });
    expect(group).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Nem' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'Igen' })).not.toBeChecked();
    await userEvent.click(screen.getByRole('radio', { name: 'Igen' }));
    expect(onChange).toHaveBeenCalledWith(true);
  });

  it('gives every radio the same name, so arrow keys move within the group', () => {
    render(<RadioGroup<boolean> label="Kérdés" name="kerdes" options={OPTIONS} value={true} onChange={() => {}} />);
    for (const radio of screen.getAllByRole('radio')) expect(radio).toHaveAttribute('name', 'kerdes');
  });

  it('describes the group by its hint and error', () => {
    render(
      <RadioGroup<boolean>
        label="Kérdés"
        options={OPTIONS}
        value={true}
        onChange={() => {}}
        hint="Súgó."
        error="Hiba."
      />,
    );
    expect(screen.getByRole('group', { name: 'Kérdés' })).toHaveAccessibleDescription('Hiba. Súgó.');
  });
});
