/**
 * Helpers of the form calculators' unit tests (Testing Library's `screen` in jsdom). Test support
 * only: reached by path, never through the folder's index.
 */
import { screen, within } from '@testing-library/react';
import type userEvent from '@testing-library/user-event';
import { afterEach, expect, vi, type Mock } from 'vitest';
import { interactionEvent, retype as retypeIn, statText } from '../../test-support';
import type { CalculatorId } from '../events';

type User = ReturnType<typeof userEvent.setup>;

/** A text field, by its label. */
export const field = (name: string) => screen.getByRole('textbox', { name });

/** The figure of a headline stat, by its label. */
export const stat = (label: string) => statText(screen, label);

/** Replaces a field's text and leaves the field, as a user would. */
export const retype = (user: User, name: string, text: string) => retypeIn(screen, user, name, text);

/** Types into a field without leaving it (no blur, so no commit unless the text ends with Enter). */
export async function typeInto(user: User, name: string, text: string): Promise<void> {
  const input = field(name);
  await user.clear(input);
  await user.type(input, text);
}

/** The table named `caption`, once its column headers are checked to be `headers`, in order. */
export function tableWithHeaders(caption: string, headers: readonly string[]): HTMLElement {
  const table = screen.getByRole('table', { name: caption });
  const shown = within(table)
    .getAllByRole('columnheader')
    .map((h) => h.textContent);
  expect(shown).toEqual(headers);
  return table;
}

/** Puts the page URL back after every test: the syncUrl tests write it. */
export function resetUrlAfterEach(): void {
  afterEach(() => {
    window.history.replaceState(null, '', '/');
  });
}

/**
 * Types a down payment above the price: finance-core's message in the alert and on the field, an
 * 'error' event to the host, and no NaN or Infinity anywhere in `container`.
 */
export async function expectDownPaymentRefused(
  user: User,
  onEvent: Mock,
  container: HTMLElement,
  calculator: CalculatorId,
): Promise<string> {
  await retype(user, 'Önerő', '60000000');
  const message = 'Önerő: nem lehet nagyobb, mint az ingatlan ára.';
  expect(screen.getByRole('alert')).toHaveTextContent(message);
  expect(field('Önerő')).toHaveAttribute('aria-invalid', 'true');
  expect(onEvent).toHaveBeenCalledWith({ type: 'error', calculator, message });
  expect(container.textContent).not.toMatch(/NaN|Infinity/);
  return message;
}

/**
 * Retypes a field (`edit`: its label, the text, its key): the host hears of the change and then of a
 * new result whose summary holds `summary`.
 */
export async function expectChangeReported(
  user: User,
  onEvent: Mock,
  calculator: CalculatorId,
  [label, text, key]: [label: string, text: string, key: string],
  summary: Record<string, unknown>,
): Promise<void> {
  await retype(user, label, text);
  expect(onEvent).toHaveBeenCalledWith(interactionEvent(calculator, 'change', key));
  expect(onEvent).toHaveBeenCalledWith(
    expect.objectContaining({ type: 'result', summary: expect.objectContaining(summary) }),
  );
}

/**
 * Puts a clipboard on `navigator` whose `writeText` is the one returned (by default one that
 * succeeds). Call it after userEvent.setup(), which installs a clipboard of its own.
 */
export function stubClipboard(writeText: (text: string) => Promise<void> = vi.fn(() => Promise.resolve())) {
  Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
  return writeText;
}

/** Presses 'Link másolása': the link goes to the clipboard, the calculator says so and tells the host. */
export async function expectLinkShared(
  user: User,
  { writeText, url, copied }: { writeText: (text: string) => Promise<void>; url: string; copied: string },
  onEvent: Mock,
  calculator: CalculatorId,
): Promise<void> {
  await user.click(screen.getByRole('button', { name: 'Link másolása' }));
  expect(writeText).toHaveBeenCalledWith(url);
  expect(await screen.findByText(copied)).toBeInTheDocument();
  expect(onEvent).toHaveBeenCalledWith(interactionEvent(calculator, 'share'));
}
