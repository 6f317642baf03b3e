import * as chartStory from '../shared/story-fixtures';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { SensitivityChart, SENSITIVITY_VARIANTS } from './SensitivityChart';

// Rent-or-buy (docs/product.md#rent-or-buy): the appreciation shifted by −2 … +2 percentage points → buy − rent
// net worth after 10 years (illustrative values that cross zero).
const offsets = [
  { x: -2, label: '−2 pp', value: -6_850_000 },
  { x: -1, label: '−1 pp', value: -2_930_000 },
  { x: 0, label: '0 pp', value: 1_420_000 },
  { x: 1, label: '+1 pp', value: 6_140_000 },
  { x: 2, label: '+2 pp', value: 11_260_000 },
];
// Home loan (docs/product.md#home-loan): appreciation 0 … 10 % → property value after 30 years (50 M Ft today).
const appreciation = Array.from({ length: 11 }, (_, a) => ({
  x: a,
  label: `${a}%`,
  value: Math.round(50_000_000 * (1 + a / 100) ** 30),
}));

const meta = {
  title: 'Grafikonok/SensitivityChart',
  component: SensitivityChart,
  argTypes: { variant: { control: 'inline-radio', options: SENSITIVITY_VARIANTS } },
  ...chartStory.meta({
    title: 'Értéknövekedés hatása: vásárlás − bérlés',
    points: offsets,
    baseX: 0,
    xLabel: 'Értéknövekedés eltérése',
    valueLabel: 'Vásárlás − bérlés',
  }),
} satisfies Meta<typeof SensitivityChart>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Offsets −2 … +2 pp: the line crosses zero, so a zero line is drawn; the base case is highlighted. */
export const OffsetsLine: Story = {
  play: chartStory.walk('Értéknövekedés hatása: vásárlás − bérlés', async ({ chart, status }) => {
    await expect(chart.querySelector('[data-zero-line]')).not.toBeNull();
    await expect(status).toHaveTextContent('−2 pp');
    await userEvent.keyboard('{ArrowRight}{ArrowRight}');
    await expect(status).toHaveTextContent('0 pp (alapeset)');
    await expect(status).toHaveTextContent(/1\s420\s000\sFt/);
  }),
};

/** The same sweep as bars growing from 0. */
export const OffsetsBar: Story = {
  args: { variant: 'bar' },
  play: chartStory.playTooltipAfter('{End}', '+2 pp'),
};

/** Appreciation 0 … 10 % → property value after 30 years; all positive, no zero line. Light theme. */
export const AppreciationLight: Story = {
  globals: { theme: 'light' },
  args: {
    title: 'Értéknövekedés hatása az ingatlan értékére (30 év)',
    points: appreciation,
    baseX: 3,
    xLabel: 'Éves értéknövekedés',
    valueLabel: 'Ingatlan értéke',
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const chart = await canvas.findByRole('img');
    await expect(chart.querySelector('[data-zero-line]')).toBeNull();
    chart.focus();
    await userEvent.keyboard('{Home}{ArrowRight}{ArrowRight}{ArrowRight}');
    await expect(canvas.getByRole('status')).toHaveTextContent('3% (alapeset)');
  },
};

/** Light theme bars. */
export const AppreciationBarLight: Story = {
  globals: { theme: 'light' },
  args: { ...AppreciationLight.args, variant: 'bar' },
};

/** No points: the empty state. */
export const Empty: Story = {
  args: { points: [] },
  play: chartStory.playEmptyState,
};

/** Hidden: renders nothing. */
export const Hidden: Story = {
  args: { hidden: true },
  play: chartStory.playRendersNothing,
};
