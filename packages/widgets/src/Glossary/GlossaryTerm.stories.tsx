import type { Meta, StoryObj } from '@storybook/react-vite';
import { playRetry, playStatus } from './story-fixtures';
import { expect, fn, within } from 'storybook/test';
import { GlossaryTerm } from './GlossaryTerm';
import { SZORAS_TERM, THM_TERM } from './story-data';

const meta = {
  title: 'Szótár/Fogalom',
  component: GlossaryTerm,
  args: { term: THM_TERM, as: 'h1' },
  argTypes: { termHref: { control: false } },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof GlossaryTerm>;
export default meta;
type Story = StoryObj<typeof meta>;

/** THM: the definition in three paragraphs, related terms and the loan calculator. */
export const WithCalculator: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Teljes hiteldíj mutató (THM)' })).toBeVisible();
    await expect(within(canvas.getByRole('list', { name: 'Kapcsolódó fogalmak' })).getAllByRole('link')).toHaveLength(
      4,
    );
    await expect(canvas.getByRole('link', { name: 'Lakáshitel kalkulátor megnyitása' })).toHaveAttribute(
      'href',
      '/kalkulatorok/lakas-kamat',
    );
  },
};

export const Light: Story = { ...WithCalculator, globals: { theme: 'light' } };

/** A term with only a definition. */
export const DefinitionOnly: Story = {
  args: { term: SZORAS_TERM },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('list')).toBeNull();
  },
};

export const Loading: Story = {
  args: { term: undefined },
  play: playStatus('Fogalom betöltése...'),
};

export const NotFound: Story = {
  args: { term: null },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent('Ez a fogalom nem szerepel a szótárban.');
    await expect(canvas.getByRole('link', { name: 'Vissza a szótárhoz' })).toBeVisible();
  },
};

export const LoadError: Story = {
  args: { term: undefined, error: 'Nem sikerült betölteni a fogalmat.', onRetry: fn() },
  play: playRetry,
};
