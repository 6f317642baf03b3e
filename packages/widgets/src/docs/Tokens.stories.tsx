import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { TokensPage } from './Tokens';
import { darkTokens } from '../theme';

const meta = {
  title: 'Dizájn/Tokenek',
  component: TokensPage,
  tags: ['!autodocs'],
  parameters: { docs: { description: { component: 'A téma minden tokenje; a színek a témaszerződés változói.' } } },
  render: (_args, { globals }) => <TokensPage theme={globals.theme === 'light' ? 'light' : 'dark'} />,
  args: { theme: 'dark' },
} satisfies Meta<typeof TokensPage>;
export default meta;

export const Tokens: StoryObj<typeof meta> = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Színek' })).toBeVisible();
    // Every colour token of the contract is listed.
    for (const name of Object.keys(darkTokens.color)) {
      await expect(canvas.getByText(`color.${name}`)).toBeInTheDocument();
    }
    // …with the custom property plain CSS sets (the package README, Theming).
    await expect(canvas.getByText(/^--penzugy-color-accent-hover: /)).toBeInTheDocument();
  },
};
