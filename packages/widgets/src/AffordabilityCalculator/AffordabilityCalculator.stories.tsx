import { interactionEvent, nb, statText as stat } from '../test-support';
import * as kit from '../calculator-kit/test-support';
import { affordability, formatHuf, type AffordabilityInput } from '@penzugy/finance-core';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { AffordabilityCalculator } from './AffordabilityCalculator';
import { answerParts } from './answer';
import {
  AFFORDABILITY_CALCULATOR_DEFAULTS,
  AFFORDABILITY_EXAMPLE_INCOME,
  type AffordabilityCalculatorValue,
} from './constants';

/** finance-core's answer for the example income and `input` over it, on today's rules (as the widget). */
const expected = (input: AffordabilityInput = {}) =>
  affordability({ monthlyNetIncome: AFFORDABILITY_EXAMPLE_INCOME, ...input });

/** The site's rule links (/modszertan#<id>), as the stories with links pass them. */
const methodologyHref = (id: string) => `/modszertan#${id}`;

type Canvas = ReturnType<typeof within>;

/** The text is on the canvas (matchers normalise U+00A0 to a space). */
const shows = (canvas: Canvas, text: string) => expect(canvas.getByText(nb(text))).toBeVisible();

const meta = {
  title: 'Kalkulátorok/Mekkora hitelt kaphatok?',
  component: AffordabilityCalculator,
  ...kit.formCalculatorStoryMeta(),
  argTypes: { ...kit.FORM_CALCULATOR_ARG_TYPES, methodologyHref: { control: false } },
} satisfies Meta<typeof AffordabilityCalculator>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The example income on today's rules, computed on load: the largest loan, what binds it, the cliff; dark theme. */
export const Default: Story = {
  play: kit.firstLoadPlay('affordability', 'Mekkora hitelt kaphatok?', async (canvas) => {
    const r = expected();
    await expect(stat(canvas, 'Legnagyobb felvehető hitel')).toBe(formatHuf(r.maxLoan));
    await expect(stat(canvas, 'Ami a határt szabja')).toBe('A jövedelem (JTM)');
    await shows(canvas, answerParts(r).cliff);
    await expect(canvas.getByRole('figure', { name: 'Legnagyobb hitel a jövedelemhatár két oldalán' })).toBeVisible();
  }),
};

export const Light: Story = { ...Default, globals: { theme: 'light' } };

/** On a phone: the largest loan in a bar under the screen's edge while the form is in view. */
export const PhoneSummary: Story = {
  play: kit.summaryBarPlay(/^Legnagyobb felvehető hitel: [\d\u00a0]+\u00a0Ft$/),
};

/** The visitor of issue 25: 700 000 Ft with a 10-year fixation, typed in; the limit and the cliff to the threshold. */
export const TenYearFixation: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await kit.retype(canvas, 'Havi nettó jövedelem', '700000');
    await kit.retype(canvas, 'Kamatfixálás', '10');
    const r = affordability({ monthlyNetIncome: 700_000, fixationYears: 10 });
    await expect(stat(canvas, 'Legnagyobb felvehető hitel')).toBe(formatHuf(r.maxLoan));
    await expect(stat(canvas, 'Ennyi hiányzik a határig')).toBe(formatHuf(r.cliff.extraIncomeToThreshold));
    await shows(canvas, answerParts(r).cliff);
    await expect(args.onEvent).toHaveBeenCalledWith(interactionEvent('affordability', 'change', 'fixationYears'));
  },
};

/** Two borrowers: the incomes are summed, and together they are over the threshold. */
export const TwoBorrowers: Story = {
  args: { defaultValue: { monthlyNetIncome: 550_000, coBorrowerMonthlyNetIncome: 400_000, fixationYears: 10 } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const r = expected({ monthlyNetIncome: 550_000, coBorrowerMonthlyNetIncome: 400_000, fixationYears: 10 });
    await expect(stat(canvas, 'A háztartás havi nettó jövedelme')).toBe(formatHuf(950_000));
    await expect(stat(canvas, 'Legnagyobb felvehető hitel')).toBe(formatHuf(r.maxLoan));
    await expect(canvas.queryByText('Ennyi hiányzik a határig')).toBeNull();
  },
};

/** Credit-card and overdraft limits count every month, used or not: the room for a new instalment shrinks. */
export const CreditLines: Story = {
  args: { defaultValue: { monthlyNetIncome: 700_000, existingMonthlyPayments: 40_000, creditLineLimits: 800_000 } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const r = expected({ monthlyNetIncome: 700_000, existingMonthlyPayments: 40_000, creditLineLimits: 800_000 });
    await expect(stat(canvas, 'Legnagyobb felvehető hitel')).toBe(formatHuf(r.maxLoan));
    await expect(stat(canvas, 'Meglévő havi terhek')).toBe(formatHuf(r.otherMonthlyDebt));
    await expect(canvas.getAllByText(/Hitelkártya- és folyószámlahitel-keret/)[0]).toBeVisible();
  },
};

/** A price within reach: the verdict says so. */
export const PriceAffordable: Story = {
  args: { defaultValue: { monthlyNetIncome: 700_000, ownFunds: 15_000_000, price: 35_000_000 } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('heading', { name: (n) => nb(n) === nb(`A kiszemelt lakás: ${formatHuf(35_000_000)}`) }),
    ).toBeVisible();
    await expect(canvas.getByText('Ez a lakás megvehető.')).toBeVisible();
  },
};

/** A price out of reach: the own funds missing, and the income at which the JTM would allow the loan. */
export const PriceNotAffordable: Story = {
  args: { defaultValue: { ownFunds: 12_000_000, price: 60_000_000 } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const t = expected({ ownFunds: 12_000_000, price: 60_000_000 }).target!;
    await expect(canvas.getByText('Ez a lakás így nem vehető meg.')).toBeVisible();
    await expect(stat(canvas, 'Hiányzó önerő')).toBe(formatHuf(t.extraOwnFundsNeeded));
    await expect(stat(canvas, 'Szükséges havi nettó jövedelem')).toBe(formatHuf(t.incomeNeeded!));
  },
};

/** A high income and a price: the HFM, not the income, sets the loan on it. */
export const LoanToValueBinding: Story = {
  args: { defaultValue: { monthlyNetIncome: 1_500_000, price: 30_000_000 } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(stat(canvas, 'Legnagyobb hitel erre a lakásra')).toBe(formatHuf(24_000_000));
    await expect(canvas.getByText('A lakás értéke (HFM)')).toBeVisible();
    await userEvent.click(canvas.getByRole('radio', { name: 'Első lakás vásárlása (90%)' }));
    await waitFor(() => expect(stat(canvas, 'Legnagyobb hitel erre a lakásra')).toBe(formatHuf(27_000_000)));
  },
};

/** Little own funds: through the HFM they cap the home, and so the loan, below what the income allows. */
export const OwnFundsBinding: Story = {
  args: { defaultValue: { monthlyNetIncome: 700_000, ownFunds: 3_000_000 } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const r = expected({ monthlyNetIncome: 700_000, ownFunds: 3_000_000 });
    await expect(stat(canvas, 'Ami a határt szabja')).toBe('Az önerő (HFM)');
    await expect(stat(canvas, 'Legdrágább megvehető lakás')).toBe(formatHuf(r.dearestHome!.price));
  },
};

/** One forint below the threshold: the cliff at its sharpest, one forint from the higher limit. */
export const JustBelowThreshold: Story = {
  args: { defaultValue: { monthlyNetIncome: 799_999, fixationYears: 10 } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const r = expected({ monthlyNetIncome: 799_999, fixationYears: 10 });
    await expect(stat(canvas, 'Ennyi hiányzik a határig')).toBe(formatHuf(r.cliff.extraIncomeToThreshold));
    await expect(stat(canvas, 'Ennyivel több hitel a határtól')).toBe(formatHuf(r.cliff.loanJump));
    await shows(canvas, answerParts(r).cliff);
  },
};

/** The rules of an earlier day, from the advanced settings: the 600 000 Ft threshold of 2025. */
export const RulesOfAnotherDay: Story = {
  args: { defaultValue: { monthlyNetIncome: 700_000, date: '2025-12-31' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByLabelText('A szabályok napja')).toBeVisible();
    await expect(stat(canvas, 'Jövedelemhatár')).toBe(formatHuf(600_000));
    await shows(canvas, 'A szabályok napja: 2025. december 31. A bankok ennél szigorúbbak is lehetnek.');
  },
};

/** Bad input: finance-core's Hungarian message names the field, the last answer stays, no NaN; then the fix. */
export const InvalidInput: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await kit.retype(canvas, 'Havi nettó jövedelem', '0');
    const alert = canvas.getByRole('alert');
    await expect(alert.textContent).toMatch(/^Havi nettó jövedelem: /);
    await expect(args.onEvent).toHaveBeenCalledWith(
      expect.objectContaining({ type: 'error', calculator: 'affordability' }),
    );
    await kit.retype(canvas, 'Kamatfixálás', 'öt');
    await expect(canvasElement.textContent).not.toMatch(/NaN|Infinity|undefined/);
    await kit.retype(canvas, 'Kamatfixálás', '5');
    await kit.retype(canvas, 'Havi nettó jövedelem', '600000');
    await waitFor(() => expect(canvas.queryByRole('alert')).not.toBeInTheDocument());
    await expect(stat(canvas, 'Legnagyobb felvehető hitel')).toBe(
      formatHuf(expected({ monthlyNetIncome: 600_000 }).maxLoan),
    );
  },
};

/** With the site's links: rule notes to /modszertan#<id>, glossary terms to /dictionary/<slug>. */
export const WithLinks: Story = {
  args: { glossaryLink: kit.dictionaryLink, methodologyHref },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const rule = canvas.getAllByRole('link', { name: 'JTM jövedelemhatár (havi nettó)' })[0]!;
    await expect(rule).toHaveAttribute('href', '/modszertan#debtBrake.jtmIncomeThreshold');
    await expect(canvas.getByRole('link', { name: 'Mi a JTM-jövedelemhatár?' })).toHaveAttribute(
      'href',
      '/dictionary/jtm-jovedelemhatar',
    );
  },
};

/** 'Link másolása': the link goes to the clipboard (or is offered to copy by hand) with a polite message. */
export const ShareLink: Story = {
  args: { shareBaseUrl: 'https://penzugy.example/kalkulatorok/mekkora-hitelt-kaphatok' },
  play: kit.shareLinkPlay('affordability'),
};

/** Controlled: the host owns the input, shows it, and can replace it (a preset) — applied at once. */
export const Controlled: Story = kit.controlledStory(AffordabilityCalculator, AFFORDABILITY_CALCULATOR_DEFAULTS, {
  preset: ['Két kereső', { monthlyNetIncome: 700_000, coBorrowerMonthlyNetIncome: 300_000 }],
  shown: (v: AffordabilityCalculatorValue) => formatHuf(v.monthlyNetIncome ?? 0),
  edit: ['Havi nettó jövedelem', '650000', nb(formatHuf(650_000))],
  afterPreset: async (canvas) => {
    await expect(stat(canvas, 'A háztartás havi nettó jövedelme')).toBe(formatHuf(1_000_000));
  },
});
