/**
 * The meta and plays the chart stories share, imported as a namespace (`chartStory.meta(…)`). Test
 * support only: reached by path, never through the folder's index, so storybook/test stays out of the
 * runtime bundle.
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

/** What every chart story file's meta holds besides its title and component: the default args, padded. */
export function meta<Args>(args: Args) {
  return { args, parameters: { layout: 'padded' } } as const;
}

/**
 * Waits for the chart (named `name` when given), tabs into it, checks it took the focus and shows
 * the tooltip at the first stop. Returns the canvas, the chart and the tooltip's live region.
 */
export async function tabInto(canvasElement: HTMLElement, name?: string) {
  const canvas = within(canvasElement);
  const chart = await canvas.findByRole('img', name === undefined ? {} : { name });
  await userEvent.tab();
  await expect(chart).toHaveFocus();
  await userEvent.keyboard('{ArrowRight}');
  return { canvas, chart, status: canvas.getByRole('status') };
}

/** Escape hides the tooltip: its live region is empty again. */
export async function escapeHidesTooltip(status: HTMLElement): Promise<void> {
  await userEvent.keyboard('{Escape}');
  await expect(status).toBeEmptyDOMElement();
}
