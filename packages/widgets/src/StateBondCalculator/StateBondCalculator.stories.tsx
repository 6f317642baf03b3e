import { compareSavings } from '@penzugy/finance-core';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import * as kit from '../calculator-kit/test-support';
import { elementsPastRightEdge, interactionEvent, nb, UNTIL_READY } from '../test-support';
import { STATE_BOND_CALCULATOR_DEFAULTS, type StateBondCalculatorValue } from './constants';
import { stateBondInputOf } from './input';
import { StateBondCalculator } from './StateBondCalculator';
import { STATE_BOND_CALCULATOR_STRINGS as S } from './strings';

/** The saver: a PMÁP, an ETF portfolio in a TBSZ and a deposit over five years. */
const SAVER: Partial<StateBondCalculatorValue> = { amount: 2_000_000, options: ['pmap', 'etfTbsz', 'deposit'] };
const headlineOf = (v: Partial<StateBondCalculatorValue>) =>
  nb(compareSavings(stateBondInputOf({ ...STATE_BOND_CALCULATOR_DEFAULTS, ...v })).headline);
const headline = (canvasElement: HTMLElement) =>
  nb(canvasElement.querySelector('[data-testid="state-bonds-headline"]')?.textContent ?? '');

const meta = {
  title: 'Kalkulátorok/Állampapír-kalkulátor',
  component: StateBondCalculator,
  ...kit.formCalculatorStoryMeta(),
  args: { ...kit.calculatorStoryArgs(), methodologyHref: (id: string) => `/modszertan#${id}` },
} satisfies Meta<typeof StateBondCalculator>;
export default meta;
type Story = StoryObj<typeof meta>;

/** finance-core's defaults, computed on first load; dark theme. */
export const Default: Story = {
  play: kit.firstLoadPlay('state-bonds', 'Állampapír-kalkulátor', async (canvas) => {
    await expect(canvas.getByRole('radio', { name: S.view.nominal })).toBeChecked();
    await expect(canvas.getByRole('table', { name: S.table.caption })).toBeVisible();
    await expect(canvas.getByText(/^TBSZ: az első nap, amikor a számla adó nélkül bontható:/)).toBeVisible();
  }),
};

export const Light: Story = { ...Default, globals: { theme: 'light' } };

/** The issue's comparison with the site's glossary: the headline is compareSavings'. */
export const PmapEtfDeposit: Story = {
  args: { defaultValue: SAVER, glossaryLink: kit.dictionaryLink },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(headline(canvasElement)).toBe(headlineOf(SAVER));
    await expect(canvas.getByRole('link', { name: 'PMÁP' })).toHaveAttribute('href', '/dictionary/pm%C3%A1p');
  },
};

/** In start-month forints: the switch redraws the chart, and the host hears of it. */
export const RealTerms: Story = {
  args: { defaultValue: SAVER },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('radio', { name: S.view.real }));
    await expect(args.onEvent).toHaveBeenCalledWith(interactionEvent('state-bonds', 'change', 'view'));
    await expect(canvas.getByRole('figure', { name: S.chart.title.real })).toBeVisible();
  },
};

/** A term over 30 years: the Hungarian message names the field, no NaN; then fixed. */
export const InvalidInput: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await kit.retype(canvas, 'Befektetési idő', '40');
    await expect(canvas.getAllByRole('alert')[0]).toHaveTextContent(/^Befektetési idő: /);
    await expect(canvas.getByRole('textbox', { name: 'Befektetési idő' })).toHaveAttribute('aria-invalid', 'true');
    await expect(canvasElement.textContent).not.toMatch(/NaN|Infinity|undefined/);
    await expect(args.onEvent).toHaveBeenCalledWith(
      expect.objectContaining({ type: 'error', calculator: 'state-bonds' }),
    );
    await kit.retype(canvas, 'Befektetési idő', '5');
    await waitFor(() => expect(canvas.queryByRole('alert')).not.toBeInTheDocument());
  },
};

/** On a phone: the option with the most left after tax and inflation, in a bar under the screen's edge while the form is in view. */
export const PhoneSummary: Story = {
  args: { defaultValue: SAVER },
  play: kit.summaryBarPlay(/^Legtöbb adó és infláció után: .+, [\d\u00a0]+\u00a0Ft$/),
};

/**
 * A phone (a 390 px screen less the page's margins, and 360 px): nothing sticks out of the calculator but
 * what scrolls in its own box (the wide table) or is clipped (the charts' screen-reader tables).
 */
export const Phone: Story = {
  args: { defaultValue: SAVER },
  play: async ({ canvasElement }) => {
    const root = canvasElement.firstElementChild as HTMLElement;
    const outside = () => elementsPastRightEdge(root);
    for (const width of [358, 328]) {
      root.style.width = `${width}px`;
      // The chart takes its width from a resize observer, a frame or two later.
      await waitFor(() => expect(outside(), `at ${width} px`).toEqual([]), UNTIL_READY);
    }
    await expect(headline(canvasElement)).toBe(headlineOf(SAVER));
  },
};
