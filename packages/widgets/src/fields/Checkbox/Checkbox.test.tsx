import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRef, useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { Checkbox } from './Checkbox';

function Consent({ onChange }: { onChange?: (checked: boolean) => void }) {
  const [checked, setChecked] = useState(false);
  return (
    <Checkbox
      label="Hozzájárulok az adataim kezeléséhez."
      checked={checked}
      onChange={(next) => {
        setChecked(next);
        onChange?.(next);
      }}
    />
  );
}

describe('Checkbox', () => {
  it('is a checkbox named by its label; a click on the box or the label reports the new state', async () => {
    const onChange = vi.fn();
    render(<Consent onChange={onChange} />);
    const box = screen.getByRole('checkbox', { name: 'Hozzájárulok az adataim kezeléséhez.' });
    expect(box).not.toBeChecked();
    await userEvent.click(box);
    expect(box).toBeChecked();
    await userEvent.click(screen.getByText('Hozzájárulok az adataim kezeléséhez.'));
    expect(box).not.toBeChecked();
    expect(onChange.mock.calls).toEqual([[true], [false]]);
  });

  it('toggles with the space key', async () => {
    render(<Consent />);
    await userEvent.tab();
    const box = screen.getByRole('checkbox');
    expect(box).toHaveFocus();
    await userEvent.keyboard(' ');
    expect(box).toBeChecked();
  });

  it('is described by its error, then its hint, and forwards its ref', () => {
    const ref = createRef<HTMLInputElement>();
    render(
      <Checkbox
        ref={ref}
        label="Illeték"
        hint="Az ingatlan árának 4%-a."
        error="Fogadja el a feltételeket."
        checked={false}
        onChange={() => {}}
      />,
    );
    const box = screen.getByRole('checkbox', { name: 'Illeték' });
    expect(ref.current).toBe(box);
    expect(box).toHaveAttribute('aria-invalid', 'true');
    expect(box).toHaveAccessibleDescription('Fogadja el a feltételeket. Az ingatlan árának 4%-a.');
    expect(screen.getByRole('alert')).toHaveTextContent('Fogadja el a feltételeket.');
  });

  it('has no description and is not invalid without hint or error', () => {
    render(<Checkbox label="Igen" checked onChange={() => {}} />);
    const box = screen.getByRole('checkbox', { name: 'Igen' });
    expect(box).toBeChecked();
    expect(box).not.toHaveAttribute('aria-describedby');
    expect(box).not.toHaveAttribute('aria-invalid');
  });
});
