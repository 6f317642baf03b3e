import { FinanceInputError } from '@penzugy/finance-core';
import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { NumberField, NumberFieldTypingPause, type NumberFieldChangeInfo } from './NumberField';

const NBSP = '\u00a0';

/** A parent holding the field's value: it echoes every report, resets to 5,5 and can take the field away. */
function ControlledRate({ onReport }: { onReport?: (value: number | null, info: NumberFieldChangeInfo) => void }) {
  const [v, setV] = useState<number | null>(7.5);
  const [shown, setShown] = useState(true);
  return (
    <>
      {shown && (
        <NumberField
          label="Kamat"
          unit="%"
          min={0}
          max={100}
          value={v}
          onChange={(next, info) => {
            onReport?.(next, info);
            setV(next);
          }}
        />
      )}
      <output aria-label="érték">{String(v)}</output>
      <button type="button" onClick={() => setV(5.5)}>
        Visszaállítás
      </button>
      <button type="button" onClick={() => setShown(false)}>
        Elrejtés
      </button>
    </>
  );
}

describe('NumberField', () => {
  it('is a labelled text input with a decimal keypad, unit and range hint', () => {
    render(<NumberField label="Futamidő" unit="év" min={1} max={30} defaultValue={30} />);
    const input = screen.getByRole('textbox', { name: 'Futamidő' });
    expect(input).toHaveAttribute('type', 'text');
    expect(input).toHaveAttribute('inputmode', 'decimal');
    expect(input).toHaveAccessibleDescription(`év Tartomány: 1–30${NBSP}év`);
    // getByText normalises the no-break space to a plain one.
    expect(screen.getByText('Tartomány: 1–30 év')).toBeVisible();
  });

  it('selects the value when reached with Tab, so typing replaces it', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<NumberField label="Önerő" unit="Ft" defaultValue={9_000_000} onChange={onChange} />);
    const input = screen.getByRole<HTMLInputElement>('textbox', { name: 'Önerő' });
    // What a browser does on Tab: select the whole text, then focus. (user-event's own tab() selects
    // after the focus handlers have run, which hides the bug: the field swaps "9 000 000" for
    // "9000000" on focus, and setting a value moves the caret to its end.)
    input.setSelectionRange(0, input.value.length);
    act(() => input.focus());
    await user.keyboard('5000000');
    expect(input).toHaveValue('5000000');
    expect(onChange).toHaveBeenLastCalledWith(5_000_000, expect.objectContaining({ valid: true }));
  });

  it('keeps the caret where a click puts it (no select-all on pointer focus)', async () => {
    const user = userEvent.setup();
    render(<NumberField label="Önerő" unit="Ft" defaultValue={9_000_000} />);
    const input = screen.getByRole('textbox', { name: 'Önerő' });
    await user.click(input);
    await user.keyboard('1');
    expect(input).toHaveValue('90000001');
  });

  it('parses "50 000 000", reports it on each keystroke and shows it grouped after blur', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<NumberField label="Ingatlan ára" unit="Ft" onChange={onChange} />);
    const input = screen.getByRole('textbox', { name: 'Ingatlan ára' });
    await user.type(input, '50 000 000');
    expect(input).toHaveValue('50 000 000');
    expect(onChange).toHaveBeenLastCalledWith(50_000_000, expect.objectContaining({ valid: true, trigger: 'input' }));
    await user.tab();
    expect(input).toHaveValue(`50${NBSP}000${NBSP}000`);
    expect(onChange).toHaveBeenLastCalledWith(50_000_000, expect.objectContaining({ trigger: 'commit' }));
  });

  it('shows the raw text while editing and the hu-HU form when not focused', async () => {
    const user = userEvent.setup();
    render(<NumberField label="Kamat" unit="%" defaultValue={7.5} />);
    const input = screen.getByRole('textbox', { name: 'Kamat' });
    expect(input).toHaveValue('7,5');
    render(<NumberField label="Önerő" unit="Ft" defaultValue={10_000_000} />);
    const downPayment = screen.getByRole('textbox', { name: 'Önerő' });
    expect(downPayment).toHaveValue(`10${NBSP}000${NBSP}000`);
    await user.click(downPayment);
    expect(downPayment).toHaveValue('10000000');
  });

  it('reports null for text that is not a number and names the field after blur, never NaN', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<NumberField label="Ingatlan ára" unit="Ft" defaultValue={50_000_000} onChange={onChange} />);
    const input = screen.getByRole('textbox', { name: 'Ingatlan ára' });
    await user.clear(input);
    await user.type(input, 'abc');
    expect(onChange).toHaveBeenLastCalledWith(null, expect.objectContaining({ valid: false, reason: 'notANumber' }));
    // No message while typing ...
    expect(input).not.toHaveAttribute('aria-invalid');
    await user.tab();
    // ... and after the commit: message, aria-invalid, description, and the typed text stays.
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription(expect.stringContaining('Ingatlan ára: adjon meg érvényes számot.'));
    expect(screen.getByText('Ingatlan ára: adjon meg érvényes számot.')).toBeVisible();
    expect(input).toHaveValue('abc');
    expect(document.body).not.toHaveTextContent('NaN');
    for (const [v] of onChange.mock.calls) expect(Number.isNaN(v)).toBe(false);
  });

  it('refuses values above max with "nem lehet nagyobb" and clears the error on the first valid keystroke', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<NumberField label="Futamidő" unit="év" min={1} max={30} defaultValue={30} onChange={onChange} />);
    const input = screen.getByRole('textbox', { name: 'Futamidő' });
    await user.clear(input);
    await user.type(input, '35{Enter}');
    expect(onChange).toHaveBeenLastCalledWith(null, expect.objectContaining({ reason: 'aboveMax', trigger: 'commit' }));
    expect(screen.getByText('Futamidő: nem lehet nagyobb, mint 30.')).toBeVisible();
    await user.type(input, '{Backspace}');
    expect(onChange).toHaveBeenLastCalledWith(3, expect.objectContaining({ valid: true }));
    expect(screen.queryByText('Futamidő: nem lehet nagyobb, mint 30.')).not.toBeInTheDocument();
    expect(input).not.toHaveAttribute('aria-invalid');
  });

  it('refuses values below min', async () => {
    const user = userEvent.setup();
    render(<NumberField label="Szimulációs pályák" min={10} max={10000} step={10} defaultValue={500} />);
    const input = screen.getByRole('textbox', { name: 'Szimulációs pályák' });
    await user.clear(input);
    await user.type(input, '5');
    await user.tab();
    expect(screen.getByText('Szimulációs pályák: nem lehet kisebb, mint 10.')).toBeVisible();
  });

  it('asks for a value when a required field is left empty', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<NumberField label="Önerő" unit="Ft" defaultValue={1} onChange={onChange} />);
    await user.clear(screen.getByRole('textbox', { name: 'Önerő' }));
    await user.tab();
    expect(onChange).toHaveBeenLastCalledWith(null, expect.objectContaining({ reason: 'empty' }));
    expect(screen.getByText('Önerő: adjon meg egy értéket.')).toBeVisible();
  });

  it('shows an external FinanceInputError message', () => {
    const error = new FinanceInputError('downPayment', 'Önerő', 'Önerő: nem lehet nagyobb, mint az ingatlan ára.');
    render(<NumberField label="Önerő" unit="Ft" defaultValue={60_000_000} error={error} />);
    const input = screen.getByRole('textbox', { name: 'Önerő' });
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription(
      expect.stringContaining('Önerő: nem lehet nagyobb, mint az ingatlan ára.'),
    );
  });

  it('never shows NaN, even when handed NaN', () => {
    render(<NumberField label="Drift" unit="%" value={Number.NaN} onChange={() => {}} />);
    expect(screen.getByRole('textbox', { name: 'Drift' })).toHaveValue('');
  });

  it('works controlled: keeps the draft while the parent echoes, takes an outside reset', async () => {
    const user = userEvent.setup();
    render(<ControlledRate />);
    const input = screen.getByRole('textbox', { name: 'Kamat' });
    await user.clear(input);
    await user.type(input, '6,25');
    expect(input).toHaveValue('6,25');
    expect(screen.getByLabelText('érték')).toHaveTextContent('6.25');
    await user.type(input, 'x');
    expect(screen.getByLabelText('érték')).toHaveTextContent('null');
    expect(input).toHaveValue('6,25x');
    await user.click(screen.getByRole('button', { name: 'Visszaállítás' }));
    expect(input).toHaveValue('5,5');
    expect(screen.queryByText(/adjon meg/)).not.toBeInTheDocument();
  });

  it('formats with fixed decimals when asked', () => {
    render(<NumberField label="Kockázatmentes hozam" unit="%" decimals={2} defaultValue={5.5} />);
    expect(screen.getByRole('textbox', { name: 'Kockázatmentes hozam' })).toHaveValue('5,50');
  });

  it('gives a full keyboard to fields that allow negatives', () => {
    render(<NumberField label="Ugrás átlaga" min={-0.5} max={0.5} defaultValue={-0.05} />);
    const input = screen.getByRole('textbox', { name: 'Ugrás átlaga' });
    expect(input).toHaveAttribute('inputmode', 'text');
    expect(input).toHaveValue('-0,05');
  });
});

describe('NumberField with a typing pause', () => {
  // The clock moves only when the test moves it, so "typing has not paused" does not depend on how
  // fast a loaded machine types. (Keys are input events fired one by one: user-event waits on timers
  // between keys, which a fake clock never runs.)
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());
  /** Types `text` after what the field holds, one input event per character, as keystrokes do. */
  const typeKeys = (input: HTMLInputElement, text: string) => {
    for (const ch of text) fireEvent.change(input, { target: { value: input.value + ch } });
  };
  const focusEmpty = (input: HTMLInputElement) => {
    act(() => input.focus());
    fireEvent.change(input, { target: { value: '' } });
  };

  it('reports once typing has paused, not on every keystroke; the field shows each key at once', () => {
    const onChange = vi.fn();
    render(<NumberField label="Vételár" unit="Ft" defaultValue={50_000_000} typingPause={150} onChange={onChange} />);
    const input = screen.getByRole<HTMLInputElement>('textbox', { name: 'Vételár' });
    focusEmpty(input);
    typeKeys(input, '4500');
    act(() => vi.advanceTimersByTime(100));
    typeKeys(input, '0000');
    expect(input).toHaveValue('45000000');
    act(() => vi.advanceTimersByTime(149));
    expect(onChange).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1));
    expect(onChange).toHaveBeenCalledTimes(1);
    expect(onChange).toHaveBeenCalledWith(45_000_000, expect.objectContaining({ trigger: 'input', text: '45000000' }));
  });

  it('reports at once on blur and on Enter, and nothing after that for the same text', () => {
    const onChange = vi.fn();
    render(<NumberField label="Vételár" unit="Ft" defaultValue={50_000_000} typingPause={150} onChange={onChange} />);
    const input = screen.getByRole<HTMLInputElement>('textbox', { name: 'Vételár' });
    focusEmpty(input);
    typeKeys(input, '4');
    fireEvent.keyDown(input, { key: 'Enter' });
    typeKeys(input, '5');
    act(() => input.blur());
    act(() => vi.advanceTimersByTime(1_000));
    expect(onChange.mock.calls.map(([v, info]) => [v, (info as NumberFieldChangeInfo).trigger])).toEqual([
      [4, 'commit'],
      [45, 'commit'],
    ]);
    expect(input).toHaveValue('45');
  });

  it('drops the waiting report when a value comes from outside, and when the field goes away', () => {
    const onChange = vi.fn();
    render(
      <NumberFieldTypingPause.Provider value={150}>
        <ControlledRate onReport={onChange} />
      </NumberFieldTypingPause.Provider>,
    );
    const input = screen.getByRole<HTMLInputElement>('textbox', { name: 'Kamat' });
    focusEmpty(input);
    typeKeys(input, '6');
    // A preset or a reset from outside while the report waits: the outside value stays.
    fireEvent.click(screen.getByRole('button', { name: 'Visszaállítás' }));
    act(() => vi.advanceTimersByTime(1_000));
    expect(onChange).not.toHaveBeenCalled();
    expect(input).toHaveValue('5,5');
    focusEmpty(input);
    typeKeys(input, '8');
    fireEvent.click(screen.getByRole('button', { name: 'Elrejtés' }));
    act(() => vi.advanceTimersByTime(1_000));
    expect(onChange).not.toHaveBeenCalled();
  });

  it('takes the pause of the nearest NumberFieldTypingPause; its own typingPause={0} reports every key', () => {
    const inherited = vi.fn();
    const own = vi.fn();
    render(
      <NumberFieldTypingPause.Provider value={150}>
        <NumberField label="Önerő" onChange={inherited} />
        <NumberField label="Futamidő" typingPause={0} onChange={own} />
      </NumberFieldTypingPause.Provider>,
    );
    typeKeys(screen.getByRole<HTMLInputElement>('textbox', { name: 'Önerő' }), '12');
    typeKeys(screen.getByRole<HTMLInputElement>('textbox', { name: 'Futamidő' }), '12');
    expect(inherited).not.toHaveBeenCalled();
    expect(own.mock.calls.map(([v]) => v)).toEqual([1, 12]);
    act(() => vi.advanceTimersByTime(150));
    expect(inherited.mock.calls.map(([v]) => v)).toEqual([12]);
  });
});
