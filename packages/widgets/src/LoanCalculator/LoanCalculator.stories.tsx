import { interactionEvent, statText } from '../test-support';
import * as kit from '../calculator-kit/test-support';
import { debtBrake, formatHuf, homeLoan, type HomeLoanInput } from '@penzugy/finance-core';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { LOAN_CALCULATOR_DEFAULTS, type LoanCalculatorValue } from './constants';
import { LoanCalculator } from './LoanCalculator';

const stat = statText;

const payment = (input: HomeLoanInput = {}) => formatHuf(homeLoan(input).monthlyPayment);

/**
 * An 'Otthon Start'-like loan (from 2025-09-01; docs/rules.md records the programme's rules): 3 % fixed for the full term, at most
 * 25 years, 10 % down payment; with typical fees and an income for the JTM.
 */
const OTTHON_START: Partial<LoanCalculatorValue> = {
  price: 60_000_000,
  downPayment: 6_000_000,
  annualRate: 3,
  appreciation: 4,
  alternativeReturn: 6,
  years: 25,
  disbursementFee: 150_000,
  valuationFee: 50_000,
  landRegistryFee: 12_600,
  monthlyFee: 1_000,
  fixationYears: 25,
  monthlyNetIncome: 900_000,
};

const meta = {
  title: 'Kalkulátorok/Lakáshitel kalkulátor',
  component: LoanCalculator,
  ...kit.formCalculatorStoryMeta(),
} satisfies Meta<typeof LoanCalculator>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The spec's default scenario (docs/product.md#home-loan), computed on load; dark theme. */
export const Default: Story = {
  play: kit.firstLoadPlay('home-loan', 'Lakáshitel kalkulátor', async (canvas) => {
    await expect(stat(canvas, 'Havi törlesztő')).toBe(payment());
    await expect(canvas.getByText(/A többi mező a Számítás gombbal frissül\./)).toBeVisible();
  }),
};

export const Light: Story = { ...Default, globals: { theme: 'light' } };

/** An 'Otthon Start'-like loan: 3 % fixed to the end, fees in the THM, JTM from the income. */
/** On a phone: the monthly payment in a bar under the screen's edge while the form is in view. */
export const PhoneSummary: Story = { play: kit.summaryBarPlay(/^Havi törlesztő: [\d\u00a0]+\u00a0Ft$/) };

/** The same bar in the light theme (axe checks its contrast). */
export const PhoneSummaryLight: Story = { ...PhoneSummary, globals: { theme: 'light' } };

export const OtthonStart: Story = {
  args: { defaultValue: OTTHON_START },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(stat(canvas, 'Havi törlesztő')).toBe(payment(OTTHON_START as HomeLoanInput));
    await expect(canvas.getByText(/végéig fix kamatozású/)).toBeVisible();
    await expect(canvas.getByText(/a mostani törlesztő a havi nettó jövedelem/)).toBeVisible();
  },
};

/**
 * The MNB debt brake (32/2014. MNB rendelet): the 'Otthon Start'-like loan with a 10 % down payment is
 * over the general 80 % HFM, so it is not allowed; as a first home (90 %) it is, and the panel gives
 * the largest loan the income and the fixation allow.
 */
export const DebtBrake: Story = {
  args: { defaultValue: OTTHON_START },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Adósságfék: felvehető-e a hitel?' })).toBeVisible();
    // The verdict first; the rule in words is folded below it (DebtBrakePanel.tsx).
    await expect(canvas.getByText('Az adósságfék szerint ez a hitel így nem vehető fel.')).toBeVisible();
    await userEvent.click(canvas.getByText('Mit vizsgál az adósságfék?'));
    await expect(canvas.getByText(/32\/2014\. MNB rendelet/)).toBeVisible();
    await userEvent.click(canvas.getByRole('radio', { name: 'Első lakás vásárlása (90%)' }));
    await expect(canvas.getByText('Az adósságfék szerint ez a hitel felvehető.')).toBeVisible();
    const expected = debtBrake({
      price: 60_000_000,
      downPayment: 6_000_000,
      annualRate: 3,
      years: 25,
      fixationYears: 25,
      monthlyNetIncome: 900_000,
      loanToValueCase: 'firstHome',
    });
    await expect(stat(canvas, 'Legnagyobb felvehető hitel')).toBe(formatHuf(expected.maxLoan));
  },
};

/** Changing the price recomputes 'Havi törlesztő' at once (docs/product.md#home-loan). */
export const PriceChange: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await kit.retype(canvas, 'Ingatlan ára', '65000000');
    await expect(stat(canvas, 'Havi törlesztő')).toBe(payment({ price: 65_000_000 }));
    await kit.retype(canvas, 'Önerő', '15000000');
    await expect(stat(canvas, 'Havi törlesztő')).toBe(payment({ price: 65_000_000, downPayment: 15_000_000 }));
  },
};

/** The other fields wait for 'Számítás'; the form says there are unapplied changes. */
export const SubmitOtherFields: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await kit.retype(canvas, 'Éves kamat', '6,2');
    await expect(stat(canvas, 'Havi törlesztő')).toBe(payment());
    await expect(canvas.getByText('Van még nem alkalmazott módosítás: nyomja meg a Számítás gombot.')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Számítás' }));
    await expect(stat(canvas, 'Havi törlesztő')).toBe(payment({ annualRate: 6.2 }));
    await expect(args.onEvent).toHaveBeenCalledWith(interactionEvent('home-loan', 'submit'));
  },
};

/** 360 months, 24 a page. */
export const TablePagination: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('1. oldal / 15')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Következő' }));
    await expect(canvas.getByText('2. oldal / 15')).toBeVisible();
    const table = canvas.getByRole('table', { name: 'Havi bontás' });
    await expect(within(table).getByRole('rowheader', { name: '25' })).toBeVisible();
  },
};

/** 'CSV letöltése' exports every month and tells the host through onEvent. */
export const CsvExport: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'CSV letöltése' }));
    // The CSV writer is imported when the button is pressed (Table/export-csv.ts): wait for it.
    await waitFor(() => expect(args.onEvent).toHaveBeenCalledWith(interactionEvent('home-loan', 'export_csv')));
  },
};

/** 'Link másolása': the link goes to the clipboard (or is offered to copy by hand) with a polite message. */
export const ShareLink: Story = {
  args: { shareBaseUrl: 'https://penzugy.example/kalkulatorok/lakas-kamat' },
  play: kit.shareLinkPlay('home-loan'),
};

/**
 * A down payment above the price: finance-core's Hungarian message on the field and above the
 * results, no NaN anywhere. Then the fix clears it.
 */
export const InvalidInput: Story = {
  play: async (context) => {
    await kit.expectDownPaymentAbovePrice(context, 'home-loan');
    const { canvasElement } = context;
    const canvas = within(canvasElement);

    await kit.retype(canvas, 'Ingatlan ára', 'sok');
    await expect(canvas.getAllByText('Ingatlan ára: adjon meg érvényes számot.')[0]).toBeVisible();
    await expect(canvasElement.textContent).not.toMatch(/NaN/);

    await kit.retype(canvas, 'Ingatlan ára', '80000000');
    await waitFor(() => expect(canvas.queryByRole('alert')).not.toBeInTheDocument());
    await expect(stat(canvas, 'Havi törlesztő')).toBe(payment({ price: 80_000_000, downPayment: 60_000_000 }));
  },
};

/** Controlled: the host owns the input, shows it, and can replace it (a preset) — applied at once. */
export const Controlled: Story = kit.controlledStory(LoanCalculator, LOAN_CALCULATOR_DEFAULTS, {
  preset: ['Otthon Start minta', OTTHON_START],
  shown: (v) => formatHuf(v.price ?? 0),
  edit: ['Ingatlan ára', '55000000', '55 000 000 Ft'],
  afterPreset: async (canvas) => {
    await expect(stat(canvas, 'Havi törlesztő')).toBe(payment(OTTHON_START as HomeLoanInput));
  },
});

/** With the site's glossary: 'Önerő', 'THM', 'ROE' and 'JTM' link to /dictionary/…. */
export const WithGlossary: Story = {
  args: {
    glossaryLink: kit.dictionaryLink,
    defaultValue: { monthlyNetIncome: 850_000 },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: 'Mi a THM?' })).toHaveAttribute('href', '/dictionary/thm');
    await expect(canvas.getByRole('link', { name: 'JTM' })).toBeVisible();
  },
};
