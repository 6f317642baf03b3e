import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Button } from './Button';

describe('Button', () => {
  it('is a non-submitting button by default and calls onClick', async () => {
    const onClick = vi.fn();
    render(<Button onClick={onClick}>Számítás</Button>);
    const button = screen.getByRole('button', { name: 'Számítás' });
    expect(button).toHaveAttribute('type', 'button');
    await userEvent.click(button);
    expect(onClick).toHaveBeenCalledTimes(1);
  });
});
