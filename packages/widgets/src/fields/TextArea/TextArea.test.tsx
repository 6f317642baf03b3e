import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRef } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { TextArea } from './TextArea';

describe('TextArea', () => {
  it('is a labelled, required multi-line box that forwards its ref and events', async () => {
    const ref = createRef<HTMLTextAreaElement>();
    const onChange = vi.fn();
    render(<TextArea ref={ref} label="Üzenet" defaultValue="" onChange={onChange} />);
    const box = screen.getByRole('textbox', { name: 'Üzenet' });
    expect(box.tagName).toBe('TEXTAREA');
    expect(box).toBeRequired();
    expect(box).toHaveAttribute('rows', '6');
    expect(ref.current).toBe(box);
    await userEvent.type(box, 'Első sor{Enter}második sor');
    expect(box).toHaveValue('Első sor\nmásodik sor');
    expect(onChange).toHaveBeenCalled();
  });

  it('announces its error and is described by the error, then the hint', () => {
    render(<TextArea label="Üzenet" hint="Legfeljebb 2000 karakter." error="Írja meg az üzenetét." />);
    const box = screen.getByRole('textbox', { name: 'Üzenet' });
    expect(box).toHaveAttribute('aria-invalid', 'true');
    expect(box).toHaveAccessibleDescription('Írja meg az üzenetét. Legfeljebb 2000 karakter.');
    expect(screen.getByRole('alert')).toHaveTextContent('Írja meg az üzenetét.');
  });
});
