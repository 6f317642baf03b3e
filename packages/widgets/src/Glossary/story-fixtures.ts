/**
 * Plays the glossary stories share. Test support only: reached by path, never through the folder's
 * index, so storybook/test stays out of the runtime bundle.
 */
import { expect, fn, userEvent, within } from 'storybook/test';

interface PlayContext {
  canvasElement: HTMLElement;
}

/** The view's status line (loading, empty, unknown letter) says `text`. */
export function playStatus(text: string) {
  return async ({ canvasElement }: PlayContext): Promise<void> => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent(text);
  };
}

/** A failed load shows an alert whose retry button calls `onRetry` once. */
export async function playRetry({ canvasElement, args }: PlayContext & { args: { onRetry?: unknown } }) {
  const alert = within(canvasElement).getByRole('alert');
  await userEvent.click(within(alert).getByRole('button', { name: 'Újrapróbálkozás' }));
  await expect(args.onRetry).toHaveBeenCalledOnce();
}

/** What the landing's and the letter list's metas share: the link builders are not controls. */
export const groupsMeta = {
  argTypes: { termHref: { control: false }, allTermsHref: { control: false } },
  parameters: { layout: 'padded' },
} as const;

/** The landing or letter list while the groups load. */
export const groupsLoading = { args: { groups: undefined }, play: playStatus('Szótár betöltése...') };

/** The landing or letter list after the groups failed to load, with a fresh retry spy. */
export function groupsLoadError() {
  return { args: { groups: undefined, error: 'Nem sikerült betölteni a szótárat.', onRetry: fn() }, play: playRetry };
}
