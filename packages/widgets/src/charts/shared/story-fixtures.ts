/**
 * Plays the chart stories share. Test support only: reached by path, never through the folder's index,
 * so storybook/test stays out of the runtime bundle.
 */
import { expect, userEvent, within } from 'storybook/test';

interface PlayContext {
  canvasElement: HTMLElement;
}

/** The empty state: the chart frame says there is nothing to show. */
export async function playEmptyState({ canvasElement }: PlayContext): Promise<void> {
  await expect(within(canvasElement).getByText('Nincs megjeleníthető adat')).toBeVisible();
}

/** A chart that renders nothing at all (hidden, or with nothing to draw): no figure. */
export async function playRendersNothing({ canvasElement }: PlayContext): Promise<void> {
  await expect(within(canvasElement).queryByRole('figure')).toBeNull();
}

/** Focuses the chart, presses `keys` and checks what the tooltip's live region then says. */
export function playTooltipAfter(keys: string, text: string | RegExp) {
  return async ({ canvasElement }: PlayContext): Promise<void> => {
    const canvas = within(canvasElement);
    (await canvas.findByRole('img')).focus();
    await userEvent.keyboard(keys);
    await expect(canvas.getByRole('status')).toHaveTextContent(text);
  };
}
