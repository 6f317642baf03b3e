import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { GlossaryLetterList } from './GlossaryLetterList';
import { GLOSSARY_GROUPS } from './story-data';
import { groupsLoadError, groupsLoading, groupsMeta, playStatus } from './story-fixtures';

const meta = {
  title: 'Szótár/Egy betű összes tétele',
  component: GlossaryLetterList,
  args: { groups: GLOSSARY_GROUPS, letter: 'A' },
  ...groupsMeta,
} satisfies Meta<typeof GlossaryLetterList>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Every 'A' term (15, not just the landing's 12); 'A' is the current page in the switcher. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Összes A tétel' })).toBeVisible();
    await expect(within(canvas.getByRole('list', { name: 'Összes A tétel' })).getAllByRole('link')).toHaveLength(15);
    const nav = canvas.getByRole('navigation', { name: 'Betűválasztó' });
    await expect(within(nav).getByRole('link', { name: 'A' })).toHaveAttribute('aria-current', 'page');
  },
};

export const Light: Story = { ...Default, globals: { theme: 'light' } };

/** `?letter=sz` from a URL finds the digraph 'Sz'. */
export const Digraph: Story = {
  args: { letter: 'sz' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { name: 'Összes Sz tétel' })).toBeVisible();
  },
};

/** An accented capital letter. */
export const AccentedLetter: Story = {
  args: { letter: 'Ő' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('link', { name: 'Őrzési díj' })).toBeVisible();
  },
};

export const UnknownLetter: Story = {
  args: { letter: 'Q' },
  play: playStatus('Ehhez a betűhöz nincs fogalom a szótárban: „Q”.'),
};

export const Loading: Story = groupsLoading;

export const LoadError: Story = groupsLoadError();
