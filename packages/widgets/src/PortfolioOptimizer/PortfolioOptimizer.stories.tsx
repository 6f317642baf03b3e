import { elementsPastRightEdge, interactionEvent, UNTIL_READY } from '../test-support';
import { calculatorStoryArgs, summaryBarPlay } from '../calculator-kit/test-support';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { PortfolioOptimizer, type PortfolioOptimizerProps } from './PortfolioOptimizer';
import { createStoryOptimizer, type StoryOptimizerOptions } from './story-data';
import type { PortfolioOptimizerValue } from './types';

/** Four stocks over the story market's year, so every story shows the same numbers. */
const STORY_VALUE = {
  tickers: ['AAPL', 'MSFT', 'NVDA', 'JPM'],
  fromDate: '2024-01-01',
  toDate: '2024-12-31',
} satisfies Partial<PortfolioOptimizerValue>;

/**
 * A fresh story optimiser per mounted story, so a story that fails once fails again each time it is
 * opened (a module-level one would remember its earlier calls).
 */
function WithStoryOptimizer({ optimizer, ...props }: PortfolioOptimizerProps & { optimizer?: StoryOptimizerOptions }) {
  const [optimize] = useState(() => createStoryOptimizer(optimizer));
  return <PortfolioOptimizer optimize={optimize} {...props} />;
}

const meta = {
  title: 'Kalkulátorok/Portfólió optimalizálás',
  component: PortfolioOptimizer,
  render: (args) => <WithStoryOptimizer {...args} />,
  args: calculatorStoryArgs(),
  argTypes: { optimize: { control: false }, value: { control: false } },
} satisfies Meta<typeof PortfolioOptimizer>;
export default meta;
type Story = StoryObj<typeof meta>;

const body = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);
const SUBMIT = 'Portfólió frissítése';
const WEIGHTS = 'Portfólió súlyok (≥ 1%)';

async function waitForResults(canvasElement: HTMLElement) {
  return within(canvasElement).findByRole('table', { name: WEIGHTS }, UNTIL_READY);
}

function bubbleNames(canvasElement: HTMLElement) {
  return within(within(canvasElement).getByRole('list', { name: 'Kiválasztott részvények' }))
    .getAllByRole('listitem')
    .map((li) => li.textContent?.replace('×', ''));
}

/**
 * The whole flow with today's default dates: quick-add FAANG, submit, results. The story market
 * only has 2024, so the "service" answers with that year and says so.
 */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 2, name: 'Portfólió optimalizálás' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'FAANG' }));
    await userEvent.click(canvas.getByRole('button', { name: SUBMIT }));
    await waitForResults(canvasElement);
    await expect(
      canvas.getByText(
        /^A kért időszakra nincs adat; a legközelebbi elérhető időszakot mutatjuk: 2024\. január 2\. – 2024\. december 31\.$/,
      ),
    ).toBeVisible();
    await expect(args.onEvent).toHaveBeenCalledWith(
      expect.objectContaining({ type: 'result', calculator: 'portfolio' }),
    );
  },
};

/** Light theme with results. */
export const Light: Story = {
  globals: { theme: 'light' },
  args: { defaultValue: STORY_VALUE, autoSubmit: true },
  play: async ({ canvasElement }) => {
    await waitForResults(canvasElement);
  },
};

/** No stocks yet: the submit button is disabled and says why (docs/product.md#portfolio-optimiser). */
export const Empty: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Még nincs kiválasztott részvény.')).toBeVisible();
    const submit = canvas.getByRole('button', { name: SUBMIT });
    await expect(submit).toBeDisabled();
    await expect(submit).toHaveAccessibleDescription('Legalább 2 részvényt válasszon ki a portfólió frissítéséhez.');
  },
};

/** Results: data range, metrics in two halves with formula tooltips, weights ≥ 1 %, line and pie charts. */
export const Ready: Story = {
  args: { defaultValue: STORY_VALUE, autoSubmit: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const weights = await waitForResults(canvasElement);
    await expect(canvas.getByText('Elemzett időszak: 2024. január 2. – 2024. december 31.')).toBeVisible();
    const first = canvas.getByRole('table', { name: 'Teljesítménymutatók, 1. rész' });
    const names = within(first)
      .getAllByRole('rowheader')
      .map((c) => c.textContent);
    await expect(names.slice(0, 4)).toEqual([
      'Éves hozam (CAGR)',
      'Éves volatilitás',
      'Kumulált hozam',
      'Maximális visszaesés',
    ]);
    for (const cell of within(first).getAllByRole('cell').slice(0, 4))
      await expect(cell.textContent).toMatch(/^-?\d+,\d{2}%$/);
    await expect(canvasElement.textContent).not.toMatch(/NaN|Infinity/);
    // Weights as percentages, largest first.
    const values = within(weights)
      .getAllByRole('cell')
      .map((c) => Number(c.textContent!.replace('%', '').replace(',', '.')));
    await expect(values.every((v) => Math.abs(v) >= 1)).toBe(true);
    await expect([...values].sort((a, b) => Math.abs(b) - Math.abs(a))).toEqual(values);
    await expect(canvas.getByRole('img', { name: 'Portfólió és részvények alakulása' })).toBeVisible();
    await expect(canvas.getByRole('img', { name: 'Portfólió súlyok' })).toBeVisible();
    // The conventions (in-sample, daily rebalanced, both annual returns, buy and hold) and the efficient frontier.
    await expect(
      canvas.getByText(/mintán belüli \(in-sample\) értékek egy naponta újrasúlyozott portfólióra/),
    ).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Éves számtani átlaghozam (252 × napi átlag)' })).toBeVisible();
    await expect(canvas.getAllByRole('list', { name: 'Jelmagyarázat' })[0]).toHaveTextContent(
      'Vétel és tartás (újrasúlyozás nélkül)',
    );
    await expect(canvas.getByRole('img', { name: 'Hatékony határ' })).toBeVisible();
    // The formula of a metric, from the keyboard.
    canvas.getByRole('button', { name: 'Sharpe-mutató' }).focus();
    await expect(await body(canvasElement).findByRole('tooltip')).toHaveTextContent(
      /Képlet: átlag\(rₜ − r_f\) \/ σ\(rₜ − r_f\) · √252/,
    );
  },
};

/** On a phone: the annual return in a bar under the screen's edge while the form is in view. */
export const PhoneSummary: Story = {
  args: { defaultValue: STORY_VALUE, autoSubmit: true },
  play: summaryBarPlay(/^[^:]+: -?[\d\u00a0]+,\d\d\u00a0?%$/),
};

/**
 * The results on a phone (a 390 px screen less the page's margins, and 360 px): nothing sticks out
 * of the calculator, and the metrics card's CSV button stays inside its card.
 */
export const Phone: Story = {
  args: { defaultValue: STORY_VALUE, autoSubmit: true },
  play: async ({ canvasElement }) => {
    await waitForResults(canvasElement);
    const root = canvasElement.firstElementChild as HTMLElement;
    const button = within(canvasElement).getByRole('button', {
      name: 'CSV letöltése',
      description: /Teljesítménymutatók/,
    });
    const outside = () => elementsPastRightEdge(root);
    for (const width of [358, 328]) {
      root.style.width = `${width}px`;
      // The charts take their width from a resize observer, a frame or two later.
      await waitFor(() => expect(outside(), `at ${width} px`).toEqual([]), UNTIL_READY);
      const card = button.closest('div[class] > div[class]')!.parentElement!;
      await expect(button.getBoundingClientRect().right).toBeLessThanOrEqual(card.getBoundingClientRect().right);
      // The metric tables fit their boxes (their names wrap) rather than scroll inside them.
      for (const table of within(root).getAllByRole('table', { name: /^Teljesítménymutatók/ }))
        await expect(
          table.scrollWidth,
          `${table.querySelector('caption')?.textContent} at ${width} px`,
        ).toBeLessThanOrEqual(table.parentElement!.clientWidth);
    }
  },
};

/** Shorting on: negative weights are allowed and the pie chart is not shown (docs/product.md#portfolio-optimiser, docs/product.md#charts). */
export const WithShorting: Story = {
  args: { defaultValue: { ...STORY_VALUE, shorting: true }, autoSubmit: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitForResults(canvasElement);
    await expect(canvas.getByRole('radio', { name: 'Igen' })).toBeChecked();
    await expect(canvas.getByRole('img', { name: 'Portfólió és részvények alakulása' })).toBeVisible();
    await expect(canvas.queryByRole('img', { name: 'Portfólió súlyok' })).not.toBeInTheDocument();
  },
};

/** While the service works: 'Elemzés folyamatban...', results hidden. */
export const Loading: Story = {
  args: { defaultValue: STORY_VALUE, autoSubmit: true, optimizer: { hang: true } } as Story['args'],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Elemzés folyamatban...')).toBeVisible();
    await expect(canvas.queryByRole('table')).not.toBeInTheDocument();
  },
};

/**
 * A refresh keeps the last results on screen, marked as the previous ones and busy, while the spinner
 * runs (the page no longer shrinks under a visitor who scrolled down to the button).
 */
export const Refreshing: Story = {
  args: { defaultValue: STORY_VALUE, autoSubmit: true, optimizer: { answers: 1 } } as Story['args'],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const weights = await waitForResults(canvasElement);
    const height = canvasElement.getBoundingClientRect().height;
    await userEvent.click(canvas.getByRole('button', { name: SUBMIT }));
    await expect(await canvas.findByText('Elemzés folyamatban...')).toBeVisible();
    await expect(canvas.getByText('Az új elemzés elkészültéig az előző eredmény látható.')).toBeVisible();
    await expect(weights).toBeInTheDocument();
    await expect(weights.closest('[aria-busy="true"]')).not.toBeNull();
    await expect(canvasElement.getBoundingClientRect().height).toBeGreaterThanOrEqual(height);
  },
};

/** The service cannot be reached: a Hungarian message and a retry that works (the original showed nothing). */
export const ErrorWithRetry: Story = {
  name: 'Error',
  args: { defaultValue: STORY_VALUE, autoSubmit: true, optimizer: { failures: 1 } } as Story['args'],
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent('Nem sikerült elérni a szervert.');
    await userEvent.click(within(alert).getByRole('button', { name: 'Újrapróbálkozás' }));
    await waitForResults(canvasElement);
    await expect(canvas.queryByRole('alert')).not.toBeInTheDocument();
    await expect(args.onEvent).toHaveBeenCalledWith(interactionEvent('portfolio', 'retry'));
  },
};

/** Keyboard only: open the picker, type to filter, pick with Enter, Tab to 'Hozzáadás', Enter; a duplicate is ignored. */
export const PickStockWithKeyboard: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const addWithKeyboard = async (query: string) => {
      const picker = canvas.getByRole('combobox', { name: 'Részvény választása' });
      picker.focus();
      await userEvent.keyboard('{ArrowDown}');
      await expect(picker).toHaveAttribute('placeholder', 'Keresés...');
      await userEvent.keyboard(query);
      // Typing makes the first match active (the only one for these queries): Enter picks it.
      const listbox = body(canvasElement).getByRole('listbox', { name: 'Részvény választása' });
      await expect(within(listbox).getAllByRole('option')).toHaveLength(1);
      await userEvent.keyboard('{Enter}');
      await userEvent.tab();
      await expect(canvas.getByRole('button', { name: 'Hozzáadás' })).toHaveFocus();
      await userEvent.keyboard('{Enter}');
    };
    await addWithKeyboard('nvid');
    await expect(bubbleNames(canvasElement)).toEqual(['NVDA']);
    await expect(canvas.getByText('NVDA hozzáadva.')).toBeVisible();
    await addWithKeyboard('nvid');
    await expect(bubbleNames(canvasElement)).toEqual(['NVDA']);
    await expect(canvas.getByText('NVDA: már a kiválasztott részvények között van.')).toBeVisible();
    await addWithKeyboard('boeing');
    await expect(bubbleNames(canvasElement)).toEqual(['NVDA', 'BA']);
    await expect(canvas.getByRole('button', { name: SUBMIT })).toBeEnabled();
  },
};

/** Quick-add FAANG, then S&P 500, whose NOVO is not in the catalogue and is skipped with a polite note. */
export const QuickAdd: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'FAANG' }));
    await expect(bubbleNames(canvasElement)).toEqual(['AAPL', 'NFLX', 'AMZN', 'GOOGL', 'META']);
    await userEvent.click(canvas.getByRole('button', { name: 'S&P 500' }));
    await expect(bubbleNames(canvasElement)).toEqual(['AAPL', 'NFLX', 'AMZN', 'GOOGL', 'META', 'NVDA', 'TSLA']);
    await expect(
      canvas.getByText(/NOVO: nem szerepel a választható részvények között, ezért kihagytuk\./),
    ).toBeVisible();
  },
};

/** Remove a bubble by keyboard; focus moves to the next bubble. */
export const RemoveStock: Story = {
  args: { defaultValue: { ...STORY_VALUE, tickers: ['AAPL', 'MSFT', 'NVDA'] } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    canvas.getByRole('button', { name: 'AAPL eltávolítása' }).focus();
    await userEvent.keyboard('{Enter}');
    await expect(bubbleNames(canvasElement)).toEqual(['MSFT', 'NVDA']);
    await expect(canvas.getByRole('button', { name: 'MSFT eltávolítása' })).toHaveFocus();
    await expect(args.onChange).toHaveBeenLastCalledWith(expect.objectContaining({ tickers: ['MSFT', 'NVDA'] }));
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(canvas.getByRole('button', { name: SUBMIT })).toBeDisabled());
  },
};

/**
 * A forint analysis after tax in a TBSZ and in today's forints (issue 29 item 3): the 'Számla' radios by
 * keyboard above the time series, the chart's title and the cumulative return saying so, the TBSZ's notes
 * and rules under it, the optimisation untouched. (The story market's prices are the same numbers
 * whatever the currency: this shows the screen, not forint data.)
 */
export const AfterTaxInForints: Story = {
  args: { defaultValue: { ...STORY_VALUE, currency: 'HUF' }, autoSubmit: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitForResults(canvasElement);
    const group = canvas.getByRole('group', { name: 'Számla' });
    within(group).getByRole('radio', { name: 'Adózás előtt (nem számolunk adót)' }).focus();
    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    await expect(within(group).getByRole('radio', { name: 'Tartós befektetési számla (TBSZ)' })).toBeChecked();
    await userEvent.click(canvas.getByRole('radio', { name: 'Mai forintban' }));
    await expect(
      await canvas.findByRole(
        'img',
        { name: /^Portfólió és részvények alakulása \(adózás után, TBSZ-en; mai forintban/ },
        UNTIL_READY,
      ),
    ).toBeVisible();
    await expect(
      canvas.getByText(/^Kumulált hozam az időszak végén \(adózás után, TBSZ-en; mai forintban.*\): -?\d+,\d{2}%$/),
    ).toBeVisible();
    await expect(
      canvas.getByText(/TBSZ: az első nap, amikor a számla adó nélkül bontható: 2030\. január 1\./),
    ).toBeVisible();
    await expect(canvas.getByText(/Az optimalizálás és a fenti mutatók adózás előtti/)).toBeVisible();
    await expect(canvasElement.textContent).not.toMatch(/NaN|Infinity/);
  },
};
