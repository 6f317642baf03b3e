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

/** What a keyboard walk's steps get: the canvas, the focused chart and the tooltip's live region. */
export interface ChartWalk {
  canvas: ReturnType<typeof within>;
  chart: HTMLElement;
  status: HTMLElement;
}

/**
 * A keyboard walk through a chart: waits for the chart named `name`, tabs into it (it must take the
 * focus) and opens the tooltip at the first stop; runs `steps`; then Escape must empty the tooltip's
 * live region again.
 */
export function walk(name: string, steps: (walk: ChartWalk) => Promise<void>) {
  return async ({ canvasElement }: PlayContext): Promise<void> => {
    const canvas = within(canvasElement);
    const chart = await canvas.findByRole('img', { name });
    await userEvent.tab();
    await expect(chart).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    const status = canvas.getByRole('status');
    await steps({ canvas, chart, status });
    await userEvent.keyboard('{Escape}');
    await expect(status).toBeEmptyDOMElement();
  };
}
