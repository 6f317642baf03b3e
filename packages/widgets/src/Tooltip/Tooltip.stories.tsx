import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button';
import { UNTIL_READY } from '../test-support';
import { VisuallyHidden } from '../VisuallyHidden';
import { lightTheme } from '../theme';
import { Tooltip, TOOLTIP_SIDES } from './Tooltip';

const THM = 'Teljes hiteldíj mutató: a kamaton felül a díjakat is tartalmazó éves költség.';

const meta = {
  title: 'Primitívek/Tooltip',
  component: Tooltip,
  args: {
    content: THM,
    children: (
      <Button variant="ghost" size="sm">
        THM
        <svg width="16" height="16" viewBox="0 0 16 16" aria-hidden="true" focusable="false">
          <circle cx="8" cy="8" r="7" fill="none" stroke="currentColor" strokeWidth="1.5" />
          <path d="M8 7v4M8 4.5v.5" stroke="currentColor" strokeWidth="1.5" strokeLinecap="round" />
        </svg>
        <VisuallyHidden>– mit jelent?</VisuallyHidden>
      </Button>
    ),
  },
  argTypes: { side: { control: 'inline-radio', options: TOOLTIP_SIDES }, children: { control: false } },
  decorators: [(Story) => <div style={{ padding: '72px 24px' }}>{Story()}</div>],
} satisfies Meta<typeof Tooltip>;
export default meta;
type Story = StoryObj<typeof meta>;

const page = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

/** Keyboard focus opens it at once (show delay 0); it describes the trigger; Escape closes it. */
export const OnFocus: Story = {
  play: async ({ canvasElement }) => {
    const trigger = within(canvasElement).getByRole('button', { name: 'THM – mit jelent?' });
    await userEvent.tab();
    await expect(trigger).toHaveFocus();
    await expect(await page(canvasElement).findByRole('tooltip')).toHaveTextContent(THM);
    await expect(trigger).toHaveAccessibleDescription(THM);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(page(canvasElement).queryByRole('tooltip')).not.toBeInTheDocument());
    // Focus again and leave it open, so axe checks the bubble too.
    trigger.blur();
    await userEvent.tab();
    await expect(await page(canvasElement).findByRole('tooltip')).toBeInTheDocument();
  },
};

/** Hover opens it at once and leaving hides it at once (docs/product.md#dropdowns: delays 0). */
export const OnHover: Story = {
  args: { side: 'bottom' },
  play: async ({ canvasElement }) => {
    const trigger = within(canvasElement).getByRole('button', { name: /THM/ });
    await userEvent.hover(trigger);
    await expect(await page(canvasElement).findByRole('tooltip')).toHaveTextContent(THM);
    await userEvent.unhover(trigger);
    await waitFor(() => expect(page(canvasElement).queryByRole('tooltip')).not.toBeInTheDocument());
  },
};

/** Touch: hold 500 ms to open; it hides 1500 ms after the finger lifts. */
export const LongPress: Story = {
  play: async ({ canvasElement }) => {
    const trigger = within(canvasElement).getByRole('button', { name: /THM/ });
    // One user-event instance for press and release, so it remembers the finger is down.
    const user = userEvent.setup();
    await user.pointer({ keys: '[TouchA>]', target: trigger });
    await expect(page(canvasElement).queryByRole('tooltip')).not.toBeInTheDocument();
    await expect(await page(canvasElement).findByRole('tooltip', {}, UNTIL_READY)).toHaveTextContent(THM);
    await user.pointer({ keys: '[/TouchA]', target: trigger });
    await expect(page(canvasElement).getByRole('tooltip')).toBeInTheDocument();
    await waitFor(() => expect(page(canvasElement).queryByRole('tooltip')).not.toBeInTheDocument(), UNTIL_READY);
  },
};

/** Light theme: the portalled bubble carries the light theme class (ThemeRoot.tsx, useThemeClass). */
export const Light: Story = {
  globals: { theme: 'light' },
  play: async (context) => {
    await OnFocus.play?.(context);
    const bubble = context.canvasElement.ownerDocument.querySelector('[data-radix-popper-content-wrapper] > div');
    await expect(bubble).toHaveClass(lightTheme);
  },
};
