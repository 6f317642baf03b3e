/**
 * The loan calculator's states of issue 25: the rules under the debt brake, the income asked right
 * there, the subsidised-loan panel (an open programme, a refusal with its numbers, a plan with
 * forgiveness at planned births, a plan that does not cover the price) and the prepayment panel (a
 * one-off prepayment, a lower instalment, the goal seek reached and not). Each story drives the real
 * calculator as a visitor would: the panels load their chunks when opened.
 */
import { interactionEvent, nb, statText as stat } from '../test-support';
import * as kit from '../calculator-kit/test-support';
import {
  financingPlan,
  formatDate,
  formatHuf,
  homeLoan,
  LOAN_DEFAULTS,
  nominalFromReal,
  prepayment,
  subsidyEligibility,
  todayInHungary,
} from '@penzugy/finance-core';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { LoanCalculator } from './LoanCalculator';

type Canvas = ReturnType<typeof within>;

const meta = {
  title: 'Kalkulátorok/Lakáshitel kalkulátor/Szabályok és panelek',
  component: LoanCalculator,
  ...kit.formCalculatorStoryMeta(),
  args: {
    ...kit.formCalculatorStoryMeta().args,
    methodologyHref: (id: string) => `/modszertan#${id}`,
    glossaryLink: kit.dictionaryLink,
  },
} satisfies Meta<typeof LoanCalculator>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Opens a panel by its heading button and waits for its chunk. */
async function openPanel(
  canvas: Canvas,
  name: 'Támogatott hitelek' | 'Előtörlesztés' | 'Infláció + x %',
  ready: string | RegExp,
) {
  await userEvent.click(canvas.getByRole('button', { name }));
  await expect(canvas.getByRole('button', { name })).toHaveAttribute('aria-expanded', 'true');
  return canvas.findAllByText(ready, undefined, { timeout: 45_000 });
}

/** A yes/no question of the questionnaire, answered. */
async function answer(canvas: Canvas, question: string, choice: 'Igen' | 'Nem') {
  const group = canvas.getByRole('group', { name: question });
  await userEvent.click(within(group).getByRole('radio', { name: choice }));
}

/** The verdict block of a programme. */
const verdict = (el: HTMLElement, programme: string) =>
  el.querySelector<HTMLElement>(`[data-programme="${programme}"]`)!;

/**
 * The debt brake without an income: the HFM alone, the income asked right in the panel, the rule the
 * answer rests on with its date and a link to its methodology entry; then the income turns on the JTM
 * and its rules.
 */
export const DebtBrakeRules: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const hfm = canvasElement.querySelector('[data-debt-brake="hfm-only"]')!;
    await expect(hfm).toBeVisible();
    const link = canvas.getByRole('link', { name: /^HFM: forint jelzáloghitel/ });
    await expect(link).toHaveAttribute('href', '/modszertan#debtBrake.hfmStandard');
    // The note says since when the rule is in force, and that its figure is not confirmed where it is not.
    await expect(link.closest('li')).toHaveTextContent(/^Szabály: HFM: forint jelzáloghitel.*óta/);
    await kit.retype(canvas, 'Havi nettó jövedelem', '800000');
    await expect(canvasElement.querySelector('[data-debt-brake="allowed"]')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'JTM jövedelemhatár (havi nettó)' })).toHaveAttribute(
      'href',
      '/modszertan#debtBrake.jtmIncomeThreshold',
    );
    // The case options carry today's limits, and the explanation is folded.
    await expect(canvas.getByRole('radio', { name: 'Első lakás vásárlása (90%)' })).toBeVisible();
    await expect(canvas.getByText('Mit vizsgál az adósságfék?')).toBeVisible();
    await expect(canvas.getByText(/a hitelt az ingatlan értékéhez méri/)).not.toBeVisible();
  },
};

/** Without methodologyHref (an embed that has no site) the rule notes are plain text. */
export const RulesWithoutLinks: Story = {
  args: { methodologyHref: undefined },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(/^Szabály: HFM: forint jelzáloghitel.*óta/)).toBeVisible();
    await expect(canvas.queryByRole('link', { name: /^HFM: forint/ })).not.toBeInTheDocument();
  },
};

const FLAT = { price: 84_000_000, downPayment: 10_000_000 };

/** A first home, a 60 m² flat for 84 M Ft: Otthon Start is open, and the plan's combined payment is finance-core's. */
export const SubsidiesOtthonStart: Story = {
  args: { defaultValue: FLAT },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await openPanel(canvas, 'Támogatott hitelek', 'Melyik program vehető igénybe?');
    await expect(args.onEvent).toHaveBeenCalledWith(interactionEvent('home-loan', 'open', 'tamogatas'));
    await answer(canvas, 'Ez lesz az első saját lakása?', 'Igen');
    await kit.retype(canvas, 'Alapterület', '60');
    await waitFor(() => expect(verdict(canvasElement, 'otthonStart')).toHaveAttribute('data-verdict', 'open'));
    const plan = financingPlan({ ...FLAT, ownFunds: FLAT.downPayment, firstHome: true, floorArea: 60 });
    await expect(plan.programmes).toContain('otthonStart');
    await expect(stat(canvas, 'Havi törlesztő összesen')).toBe(formatHuf(plan.monthlyPayment));
    await expect(canvas.getByRole('table', { name: 'Források' })).toHaveTextContent('Otthon Start hitel');
    await expect(canvasElement.textContent).not.toMatch(/NaN|Infinity|undefined/);
  },
};

/** 1,62 M Ft/m²: Otthon Start is refused, with the figure and the limit. */
export const SubsidiesRefusal: Story = {
  args: { defaultValue: { price: 97_200_000, downPayment: 20_000_000 } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await openPanel(canvas, 'Támogatott hitelek', 'Melyik program vehető igénybe?');
    await answer(canvas, 'Ez lesz az első saját lakása?', 'Igen');
    await kit.retype(canvas, 'Alapterület', '60');
    const expected = subsidyEligibility({ firstHome: true, floorArea: 60, price: 97_200_000 }).verdicts[0]!;
    await expect(expected.reasons[0]!.text).toMatch(/1,62\u00a0M\u00a0Ft\/m²/);
    // textContent: toHaveTextContent would turn the no-break spaces of hu-HU figures into spaces.
    await waitFor(() => expect(verdict(canvasElement, 'otthonStart').textContent).toContain(expected.reasons[0]!.text));
    await expect(verdict(canvasElement, 'otthonStart')).toHaveAttribute('data-verdict', 'closed');
  },
};

/**
 * A married couple undertaking two children, the births planned: CSOK Plusz and Babaváró forgive debt
 * at the births, shown as dated events, in the schedule and as markers on the chart.
 */
export const SubsidiesForgiveness: Story = {
  args: { defaultValue: { price: 60_000_000, downPayment: 8_000_000 } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await openPanel(canvas, 'Támogatott hitelek', 'Melyik program vehető igénybe?');
    await answer(canvas, 'Ez lesz az első saját lakása?', 'Igen');
    await kit.retype(canvas, 'Alapterület', '70');
    await answer(canvas, 'Házaspárként igényelnek?', 'Igen');
    await kit.retype(canvas, 'Vállalt gyermekek', '2');
    await kit.retype(canvas, 'A feleség életkora', '30');
    await kit.retype(canvas, '1. tervezett gyermek születése', '12');
    await kit.retype(canvas, '2. tervezett gyermek születése', '36');
    const plan = financingPlan({
      price: 60_000_000,
      ownFunds: 8_000_000,
      firstHome: true,
      floorArea: 70,
      married: true,
      plannedChildren: 2,
      wifeAge: 30,
      plannedBirthMonths: [12, 36],
    });
    const forgiven = plan.events.filter((e) => e.kind === 'forgiveness');
    await expect(forgiven.length).toBeGreaterThan(0);
    await waitFor(() => expect(stat(canvas, 'Elengedett tartozás')).toBe(formatHuf(plan.totalForgiven)));
    const events = canvasElement.querySelector('[data-plan-events]')!;
    for (const e of forgiven) await expect(events.textContent).toContain(e.text);
    // One marker per month with a birth or a forgiveness.
    const months = new Set(
      plan.events.filter((e) => e.kind === 'birth' || e.kind === 'forgiveness').map((e) => e.month),
    );
    const chart = canvas.getByRole('figure', { name: /Saját tőke a támogatott csomaggal/ });
    await waitFor(() => expect(chart.querySelectorAll('[data-marker]').length).toBe(months.size));
    await expect(canvas.getByRole('table', { name: 'Havi bontás a támogatott csomaggal' })).toBeVisible();
  },
};

/** Too little own funds for the HFM: the plan answers with the shortfall, not an error. */
export const SubsidiesShortfall: Story = {
  args: { defaultValue: { price: 60_000_000, downPayment: 1_000_000 } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await openPanel(canvas, 'Támogatott hitelek', 'Melyik program vehető igénybe?');
    await answer(canvas, 'Ez lesz az első saját lakása?', 'Nem');
    const plan = financingPlan({ price: 60_000_000, ownFunds: 1_000_000, firstHome: false });
    await expect(plan.feasible).toBe(false);
    await waitFor(() => expect(canvas.getByText('A terv így nem valósítható meg:')).toBeVisible());
    const planAnswer = canvasElement.querySelector<HTMLElement>('[data-plan="infeasible"]')!;
    await expect(planAnswer).toBeVisible();
    // textContent: getByText would turn the no-break spaces of hu-HU figures into spaces.
    for (const p of plan.problems) await expect(planAnswer.textContent).toContain(p);
  },
};

/** 1 M Ft prepaid in month 12: the interest saved, the fee and why, the new end date, the rules. */
export const PrepaymentOneOff: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await openPanel(canvas, 'Előtörlesztés', 'Adósságmentes ekkorra');
    await kit.retype(canvas, '1. előtörlesztés hónapja', '12');
    await kit.retype(canvas, '1. előtörlesztés összege', '1000000');
    const expected = prepayment({ ...LOAN_DEFAULTS, prepayments: [{ month: 12, amount: 1_000_000 }] });
    await waitFor(() => expect(stat(canvas, 'Megtakarított kamat')).toBe(formatHuf(expected.interestSaved)));
    await expect(stat(canvas, 'Az utolsó törlesztés napja')).toBe(formatDate(expected.endDate));
    await expect(stat(canvas, 'Előtörlesztési díjak')).toBe(formatHuf(expected.feesPaid));
    const fees = canvas.getByRole('table', { name: 'Az előtörlesztések díja' });
    await expect(fees.textContent).toContain(expected.events[0]!.explanation);
    await expect(canvas.getByRole('link', { name: 'Díjmentes előtörlesztés' })).toHaveAttribute(
      'href',
      '/modszertan#homeCosts.freePrepayment',
    );
    await expect(args.onEvent).toHaveBeenCalledWith(interactionEvent('home-loan', 'change', 'prepayments'));
  },
};

/** Rows are added and removed with the keyboard, the focus following; a lower instalment instead of a shorter term. */
export const PrepaymentRowsAndLowerPayment: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await openPanel(canvas, 'Előtörlesztés', 'Adósságmentes ekkorra');
    canvas.getByRole('button', { name: 'Előtörlesztés hozzáadása' }).focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(canvas.getByRole('textbox', { name: '2. előtörlesztés hónapja' })).toHaveFocus());
    await expect(args.onEvent).toHaveBeenCalledWith(interactionEvent('home-loan', 'add', 'prepayments'));
    await userEvent.type(canvas.getByRole('textbox', { name: '2. előtörlesztés hónapja' }), '24');
    await kit.retype(canvas, '2. előtörlesztés összege', '2000000');
    canvas.getByRole('button', { name: 'Törlés (1. előtörlesztés)' }).focus();
    await userEvent.keyboard('{Enter}');
    // The second row moved up and has the focus.
    await waitFor(() => expect(canvas.getByRole('textbox', { name: '1. előtörlesztés hónapja' })).toHaveFocus());
    await expect(canvas.getByRole('textbox', { name: '1. előtörlesztés hónapja' })).toHaveValue('24');
    await userEvent.click(canvas.getByRole('radio', { name: /Kisebb törlesztőrészlet/ }));
    const expected = prepayment({
      ...LOAN_DEFAULTS,
      prepayments: [{ month: 24, amount: 2_000_000 }],
      mode: 'lowerPayment',
    });
    await waitFor(() => expect(stat(canvas, 'Új havi törlesztő')).toBe(formatHuf(expected.monthlyPayment)));
  },
};

/** "Adósságmentes ekkorra": the monthly extra that repays the loan by the day; a day too soon says why. */
export const PayoffGoal: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await openPanel(canvas, 'Előtörlesztés', 'Adósságmentes ekkorra');
    const year = Number(todayInHungary().slice(0, 4));
    const target = `${year + 15}-01-01`;
    const field = canvas.getByLabelText('Adósságmentes ekkorra');
    await userEvent.type(field, target);
    await waitFor(() => expect(canvasElement.querySelector('[data-goal="reachable"]')).toBeVisible());
    await expect(stat(canvas, 'Szükséges havi többletbefizetés')).toMatch(/Ft$/);
    await userEvent.click(canvas.getByRole('button', { name: 'Beállítom rendszeres többletbefizetésnek' }));
    await waitFor(() =>
      expect(canvas.getByRole('textbox', { name: 'Rendszeres havi többletbefizetés' })).not.toHaveValue(''),
    );
    await userEvent.clear(field);
    await userEvent.type(field, `${year - 1}-01-01`);
    await waitFor(() => expect(canvasElement.querySelector('[data-goal="unreachable"]')).toBeVisible());
    await expect(canvas.getByText(/nem érhető el/)).toBeVisible();
  },
};

/**
 * The alternative return as "infláció + x %" (issue 28 item 5): 3 % above a 5 % inflation is Fisher's
 * 8,15 %, which the verdict uses instead of the form's 8 %.
 */
export const RealReturn: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await openPanel(canvas, 'Infláció + x %', 'Az önerő alternatív hozama');
    await userEvent.click(canvas.getByRole('radio', { name: 'Várható infláció + x %' }));
    await kit.retype(canvas, 'Várható infláció', '5');
    await kit.retype(canvas, 'Infláció feletti hozam', '3');
    const loan = homeLoan({ ...LOAN_DEFAULTS, alternativeReturn: nominalFromReal(5, 3) });
    const amount = nb(formatHuf(Math.abs(loan.summary.difference)));
    await waitFor(() => expect(canvas.getByText(new RegExp(`^A futamidő végén.*${amount}`))).toBeVisible());
    await expect(canvas.getByText(/évi 8,15% névleges hozammal számol/)).toBeVisible();
    await expect(args.onEvent).toHaveBeenCalledWith(interactionEvent('home-loan', 'change', 'alternativeReturnMode'));
  },
};
