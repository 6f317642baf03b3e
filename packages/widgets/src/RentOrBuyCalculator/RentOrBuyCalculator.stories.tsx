import { interactionEvent, statText } from '../test-support';
import * as kit from '../calculator-kit/test-support';
import { formatHuf, rentOrBuy, type RentOrBuyInput } from '@penzugy/finance-core';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { RENT_OR_BUY_CALCULATOR_DEFAULTS, type RentOrBuyCalculatorValue } from './constants';
import { RentOrBuyCalculator } from './RentOrBuyCalculator';
import { breakEvenSentence } from './test-support';

const stat = statText;

/** A Budapest flat: dearer home and rent, 6,5 % mortgage, the 4 % duty and 3 % agent fee on sale. */
const BUDAPEST_FLAT: Partial<RentOrBuyCalculatorValue> = {
  price: 80_000_000,
  downPayment: 20_000_000,
  mortgageRate: 6.5,
  appreciation: 4,
  closingCosts: 800_000,
  propertyTax: 0,
  maintenance: 240_000,
  rent: 300_000,
  sellingCosts: 3,
  purchaseDuty: true,
};

/** A cheap rent: renting stays ahead for the whole term, so there is no break-even. */
const CHEAP_RENT: Partial<RentOrBuyCalculatorValue> = { rent: 80_000 };

const meta = {
  title: 'Kalkulátorok/Bérlés vagy vásárlás kalkulátor',
  component: RentOrBuyCalculator,
  ...kit.formCalculatorStoryMeta(),
} satisfies Meta<typeof RentOrBuyCalculator>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The spec's default scenario (docs/product.md#rent-or-buy), computed on first load; dark theme. */
export const Default: Story = {
  play: kit.firstLoadPlay('rent-or-buy', 'Bérlés vagy vásárlás kalkulátor', async (canvas) => {
    await expect(canvas.getByText('A vásárlás 9 hónap után válik kedvezőbbé a bérlésnél.')).toBeVisible();
    await expect(stat(canvas, 'Havi vásárlási költség')).toBe(formatHuf(rentOrBuy().monthlyBuyCost));
  }),
};

export const Light: Story = { ...Default, globals: { theme: 'light' } };

/** On a phone: the break-even in a bar under the screen's edge while the form is in view. */
export const PhoneSummary: Story = {
  play: kit.summaryBarPlay(/^Fordulópont: ((\d+ év)?( ?\d+ hónap)?|nincs, a bérlés végig előnyösebb)$/),
};

/** A realistic alternative: a Budapest flat with the purchase duty and selling costs. */
export const BudapestFlat: Story = {
  args: { defaultValue: BUDAPEST_FLAT },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = BUDAPEST_FLAT as RentOrBuyInput;
    await expect(canvas.getByRole('checkbox', { name: 'Vagyonszerzési illeték (4%)' })).toBeChecked();
    await expect(canvas.getByText(breakEvenSentence(input))).toBeVisible();
    await expect(stat(canvas, 'Havi bérlési költség')).toBe(formatHuf(rentOrBuy(input).monthlyRentCost));
  },
};

/** Renting stays ahead: 'Nem meghatározható', no break-even sentence, no marker on the chart. */
export const NoBreakEven: Story = {
  args: { defaultValue: CHEAP_RENT },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(stat(canvas, 'Fordulópont')).toBe('Nem meghatározható');
    await expect(canvas.queryByText(/válik kedvezőbbé a bérlésnél/)).not.toBeInTheDocument();
    await expect(canvasElement.querySelector('[data-marker]')).toBeNull();
    await expect(canvas.getByText(/a bérlés előnyösebb\.$/)).toBeVisible();
  },
};

/** Every valid input recomputes at once: a higher rent, then the duty switched on. */
export const LiveRecompute: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await kit.retype(canvas, 'Havi bérleti díj', '260000');
    await expect(stat(canvas, 'Havi bérlési költség')).toBe(formatHuf(rentOrBuy({ rent: 260_000 }).monthlyRentCost));
    await expect(canvas.getByText(breakEvenSentence({ rent: 260_000 }))).toBeVisible();
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Vagyonszerzési illeték (4%)' }));
    await expect(canvas.getByText(breakEvenSentence({ rent: 260_000, purchaseDuty: true }))).toBeVisible();
    await expect(args.onEvent).toHaveBeenCalledWith(interactionEvent('rent-or-buy', 'change', 'purchaseDuty'));
  },
};

/** A down payment above the price: the Hungarian message on the field and above the results, no NaN; then fixed. */
export const InvalidInput: Story = {
  play: async (context) => {
    await kit.expectDownPaymentAbovePrice(context, 'rent-or-buy');
    const canvas = within(context.canvasElement);

    await kit.retype(canvas, 'Hitelkamat', 'öt');
    await expect(canvas.getAllByText('Hitelkamat: adjon meg érvényes számot.')[0]).toBeVisible();

    await kit.retype(canvas, 'Hitelkamat', '5,5');
    await kit.retype(canvas, 'Önerő', '15000000');
    await waitFor(() => expect(canvas.queryByRole('alert')).not.toBeInTheDocument());
    await expect(canvas.getByText('A vásárlás 9 hónap után válik kedvezőbbé a bérlésnél.')).toBeVisible();
  },
};

/** The yearly table and its CSV export, reported through onEvent. */
export const CsvExport: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const table = canvas.getByRole('table', { name: 'Éves bontás' });
    await expect(within(table).getAllByRole('rowheader')).toHaveLength(25);
    await userEvent.click(canvas.getByRole('button', { name: 'CSV letöltése' }));
    // The CSV writer is imported when the button is pressed (Table/export-csv.ts): wait for it.
    await waitFor(() => expect(args.onEvent).toHaveBeenCalledWith(interactionEvent('rent-or-buy', 'export_csv')));
  },
};

/** 'Link másolása': the link goes to the clipboard (or is offered to copy by hand) with a polite message. */
export const ShareLink: Story = {
  args: { shareBaseUrl: 'https://penzugy.example/kalkulatorok/rent-or-buy', defaultValue: { rent: 250_000 } },
  play: kit.shareLinkPlay('rent-or-buy'),
};

/** Controlled: the host owns the input and can replace it — here with the cheap-rent scenario. */
export const Controlled: Story = kit.controlledStory(RentOrBuyCalculator, RENT_OR_BUY_CALCULATOR_DEFAULTS, {
  preset: ['Olcsó bérlet', CHEAP_RENT],
  shown: (v) => formatHuf(v.rent ?? 0),
  edit: ['Havi bérleti díj', '210000', '210 000 Ft'],
  afterPreset: (canvas) => expect(stat(canvas, 'Fordulópont')).toBe('Nem meghatározható'),
  afterDefaults: (canvas) => expect(stat(canvas, 'Fordulópont')).toBe('9 hónap'),
});

/** With the site's glossary: 'Önerő' and 'Vagyonszerzési illeték' link to /dictionary/…. */
export const WithGlossary: Story = {
  args: { glossaryLink: kit.dictionaryLink },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: 'Mi az önerő?' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Mi a vagyonszerzési illeték?' })).toBeVisible();
  },
};

/**
 * Buying with CSOK Plusz (issue 25): the programme's rate in place of the mortgage rate and no duty,
 * said in words with the rules and their methodology links; the monthly payment is finance-core's with
 * that `rate` financing.
 */
export const SubsidisedPurchase: Story = {
  args: {
    defaultValue: BUDAPEST_FLAT,
    methodologyHref: (id: string) => `/modszertan#${id}`,
    glossaryLink: kit.dictionaryLink,
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const option = canvas.getByRole('radio', { name: /^CSOK Plusz \(3% kamat, illetékmentes vásárlás\)$/ });
    await userEvent.click(option);
    await expect(args.onEvent).toHaveBeenCalledWith(interactionEvent('rent-or-buy', 'change', 'subsidy'));
    const financed = rentOrBuy({
      ...(BUDAPEST_FLAT as RentOrBuyInput),
      financing: { kind: 'rate', annualRate: 3, dutyExempt: true },
    });
    await waitFor(() => expect(stat(canvas, 'Havi vásárlási költség')).toBe(formatHuf(financed.monthlyBuyCost)));
    await expect(canvas.getByText(/a vásárlás illetékmentes/)).toBeVisible();
    const rule = canvas.getByRole('link', { name: 'CSOK Plusz feltételei' });
    await expect(rule).toHaveAttribute('href', '/modszertan#programmes.csokPlusz');
    await expect(rule.closest('li')).toHaveTextContent(/óta/);
    await expect(canvas.getByRole('link', { name: 'Mi a CSOK Plusz?' })).toHaveAttribute(
      'href',
      '/dictionary/csok%20plusz',
    );
  },
};

/**
 * In today's forints at 5 % inflation (issue 28 item 5): the wealth and the yearly table deflated, their
 * captions saying so; the break-even is the same month.
 */
export const RealTerms: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('radio', { name: 'Mai forintban' }));
    await kit.retype(canvas, 'Várható infláció', '5');
    const words = 'mai forintban, évi 5% inflációval';
    const table = await canvas.findByRole('table', { name: `Éves bontás (${words})` });
    const r = rentOrBuy();
    const row1 = within(table).getAllByRole('row')[1]!;
    await expect(within(row1).getAllByRole('cell')[3]!.textContent).toBe(formatHuf(r.years[0]!.loanBalance / 1.05));
    await expect(canvas.getByText(breakEvenSentence())).toBeVisible();
  },
};
