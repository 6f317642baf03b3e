import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { TOOLTIP_LONG_PRESS_SHOW_DELAY_MS, TOOLTIP_TOUCH_END_HIDE_DELAY_MS } from './constants';
import { Tooltip } from './Tooltip';

const THM = 'Teljes hiteldíj mutató: a hitel teljes éves költsége.';

function renderTooltip() {
  render(
    <>
      <Tooltip content={THM}>
        <button type="button">THM</button>
      </Tooltip>
      <button type="button">Tovább</button>
    </>,
  );
  return screen.getByRole('button', { name: 'THM' });
}

// jsdom has no ResizeObserver; Radix's arrow measures itself with one.
class ResizeObserverStub {
  observe() {}
  unobserve() {}
  disconnect() {}
}
beforeAll(() => vi.stubGlobal('ResizeObserver', globalThis.ResizeObserver ?? ResizeObserverStub));
afterAll(() => vi.unstubAllGlobals());
afterEach(() => vi.useRealTimers());

describe('Tooltip', () => {
  it('opens on keyboard focus at once and describes the trigger', async () => {
    const user = userEvent.setup();
    const trigger = renderTooltip();
    await user.tab();
    expect(trigger).toHaveFocus();
    expect(screen.getByRole('tooltip')).toHaveTextContent(THM);
    expect(trigger).toHaveAccessibleDescription(THM);
    await user.tab();
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
  });

  it('closes on Escape', async () => {
    const user = userEvent.setup();
    renderTooltip();
    await user.tab();
    expect(screen.getByRole('tooltip')).toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
  });

  it('opens after a 500 ms long press and hides 1500 ms after the touch ends', () => {
    vi.useFakeTimers();
    const trigger = renderTooltip();
    fireEvent.pointerDown(trigger, { pointerType: 'touch' });
    act(() => vi.advanceTimersByTime(TOOLTIP_LONG_PRESS_SHOW_DELAY_MS - 1));
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.getByRole('tooltip')).toHaveTextContent(THM);

    fireEvent.pointerUp(trigger, { pointerType: 'touch' });
    // Radix's own close requests (pointer leave, click after touch) wait for the timer.
    fireEvent.pointerLeave(trigger, { pointerType: 'touch' });
    fireEvent.click(trigger);
    act(() => vi.advanceTimersByTime(TOOLTIP_TOUCH_END_HIDE_DELAY_MS - 1));
    expect(screen.getByRole('tooltip')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
  });

  it('does not open on a short tap', () => {
    vi.useFakeTimers();
    const trigger = renderTooltip();
    fireEvent.pointerDown(trigger, { pointerType: 'touch' });
    act(() => vi.advanceTimersByTime(200));
    fireEvent.pointerUp(trigger, { pointerType: 'touch' });
    act(() => vi.advanceTimersByTime(TOOLTIP_LONG_PRESS_SHOW_DELAY_MS * 2));
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
  });

  it('honours a hide delay when one is given', async () => {
    vi.useFakeTimers();
    render(
      <Tooltip content={THM} hideDelay={300}>
        <button type="button">THM</button>
      </Tooltip>,
    );
    const trigger = screen.getByRole('button', { name: 'THM' });
    act(() => trigger.focus());
    expect(screen.getByRole('tooltip')).toBeInTheDocument();
    act(() => trigger.blur());
    expect(screen.getByRole('tooltip')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(300));
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
  });
});
