import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { GlossaryLanding } from './GlossaryLanding';
import { GLOSSARY_GROUPS } from './story-data';
import { groupsLoadError, groupsLoading, groupsMeta, playStatus } from './story-fixtures';

const meta = {
  title: 'Szótár/Szótár nyitóoldal',
  component: GlossaryLanding,
  args: { groups: GLOSSARY_GROUPS },
  ...groupsMeta,
} satisfies Meta<typeof GlossaryLanding>;
export default meta;
type Story = StoryObj<typeof meta>;

/** 32 letters of the Hungarian alphabet; 'A' has 15 terms, of which 12 are shown. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const nav = canvas.getByRole('navigation', { name: 'Ugrás betűre' });
    await expect(within(nav).getAllByRole('link')).toHaveLength(GLOSSARY_GROUPS.length);
    await expect(within(canvas.getByRole('list', { name: 'A' })).getAllByRole('link')).toHaveLength(12);
    await expect(canvas.getByRole('link', { name: 'Összes A tétel' })).toHaveAttribute('href', '/all-terms?letter=A');
  },
};

export const Light: Story = { ...Default, globals: { theme: 'light' } };

/** A letter of the bar scrolls to its section and moves focus to the section's heading. */
export const LetterNavigation: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const nav = canvas.getByRole('navigation', { name: 'Ugrás betűre' });
    await userEvent.click(within(nav).getByRole('link', { name: 'Sz' }));
    const heading = canvas.getByRole('heading', { level: 2, name: 'Sz' });
    await expect(heading).toHaveFocus();
    await waitFor(() => expect(heading.getBoundingClientRect().top).toBeLessThan(window.innerHeight));
    within(nav).getByRole('link', { name: 'Ő' }).focus();
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByRole('heading', { level: 2, name: 'Ő' })).toHaveFocus();
  },
};

export const Loading: Story = groupsLoading;

export const LoadError: Story = groupsLoadError();

export const Empty: Story = {
  args: { groups: [] },
  play: playStatus('A szótár még üres.'),
};
