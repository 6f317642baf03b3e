import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { HtmlDocumentFrame } from './HtmlDocumentFrame';
import { filingHtmlUrl } from './story-fixtures';

const meta = {
  title: 'Dokumentumok/HtmlDocumentFrame',
  component: HtmlDocumentFrame,
  args: { url: filingHtmlUrl, title: 'Rendkívüli jelentés 2023', fileName: '2023-12-15_8-K.html', height: '480px' },
} satisfies Meta<typeof HtmlDocumentFrame>;
export default meta;
type Story = StoryObj<typeof meta>;

/** EDGAR's native HTML filing, in a frame with every sandbox restriction on (no scripts). */
export const Filing: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const frame = canvas.getByTitle('HTML-dokumentum: Rendkívüli jelentés 2023') as HTMLIFrameElement;
    await expect(frame).toHaveAttribute('sandbox', '');
    await expect(canvas.getByRole('link', { name: 'Letöltés' })).toHaveAttribute('download', '2023-12-15_8-K.html');
    await expect(canvas.getByRole('link', { name: 'Megnyitás új lapon' })).toHaveAttribute('href', filingHtmlUrl);
  },
};

/** The light theme. */
export const Light: Story = { globals: { theme: 'light' } };
