/**
 * Plays the glossary stories share. Test support only: reached by path, never through the folder's
 * index, so storybook/test stays out of the runtime bundle.
 */
import { expect, userEvent, within } from 'storybook/test';

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
