/**
 * LazyPanel's own load state (it replaced useAsyncData to keep the embed's first load small,
 * issue 25): nothing loads while closed; opening shows the loading line, a failed chunk the alert
 * with its retry button, and the retry loads again and draws the module. The disclosure's button
 * keeps the panel's title as its name and says open or closed with aria-expanded.
 */
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { LazyPanel } from './LazyPanel';
import { LOAN_CALCULATOR_STRINGS } from './strings';

const S = LOAN_CALCULATOR_STRINGS.panels;

function Harness({ load }: { load: () => Promise<{ text: string }> }) {
  const [open, setOpen] = useState(false);
  return (
    <LazyPanel
      title="Próbapanel"
      intro="Egy panel a teszthez."
      open={open}
      onToggle={() => setOpen((o) => !o)}
      load={load}
    >
      {(m) => <p>{m.text}</p>}
    </LazyPanel>
  );
}

describe('LazyPanel', () => {
  it('loads when opened, offers a retry when the chunk fails, and draws the module after it', async () => {
    const user = userEvent.setup();
    let fail!: (e: Error) => void;
    const load = vi
      .fn<() => Promise<{ text: string }>>()
      .mockImplementationOnce(() => new Promise((_, reject) => (fail = reject)))
      .mockImplementationOnce(() => Promise.resolve({ text: 'A panel tartalma' }));
    render(<Harness load={load} />);

    const button = screen.getByRole('button', { name: 'Próbapanel' });
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(load).not.toHaveBeenCalled();
    const body = document.getElementById(button.getAttribute('aria-controls')!)!;
    expect(body).not.toBeVisible();

    await user.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'true');
    expect(body).toBeVisible();
    expect(await screen.findByRole('status')).toHaveTextContent(S.loading);
    expect(load).toHaveBeenCalledTimes(1);

    fail(new Error('chunk'));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(S.failed);
    expect(screen.queryByRole('status')).toBeNull();

    await user.click(screen.getByRole('button', { name: S.retry }));
    expect(await screen.findByText('A panel tartalma')).toBeVisible();
    expect(load).toHaveBeenCalledTimes(2);
    expect(screen.queryByRole('alert')).toBeNull();

    // Closing hides the module but keeps it: opening again loads nothing more.
    await user.click(button);
    expect(body).not.toBeVisible();
    await user.click(button);
    expect(screen.getByText('A panel tartalma')).toBeVisible();
    expect(load).toHaveBeenCalledTimes(2);
  });
});
