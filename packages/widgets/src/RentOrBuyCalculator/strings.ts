/**
 * Every user-facing string of the rent-or-buy calculator, together so it can be read and reviewed at
 * a glance. Field labels are finance-core's RENT_OR_BUY_LABELS, so the messages it
 * throws ('Önerő: nem lehet nagyobb, mint az ingatlan ára.') name the field exactly as the form does.
 */
import { formatHuf, formatNumber, PURCHASE_DUTY_PERCENT, RENT_OR_BUY_LABELS } from '@penzugy/finance-core';
import { CALCULATOR_KIT_STRINGS as KIT } from '../calculator-kit';
import type { BreakEvenTime } from './break-even';

/** Years and months without a zero part: '9 hónap', '2 év', '1 év 3 hónap' ('0 hónap' for nothing). */
export function durationText(years: number, months: number): string {
  const parts = [
    years > 0 ? `${formatNumber(years)} év` : '',
    months > 0 || years <= 0 ? `${formatNumber(months)} hónap` : '',
  ];
  return parts.filter(Boolean).join(' ');
}

export const RENT_OR_BUY_CALCULATOR_STRINGS = {
  title: 'Bérlés vagy vásárlás kalkulátor',
  description:
    'Melyik hoz több vagyont: ha hitelből megveszi a lakást, vagy ha bérel, és a különbözetet befekteti? Az eredmény minden módosításra azonnal frissül.',

  /** Field labels (finance-core's, so error messages match). */
  labels: RENT_OR_BUY_LABELS,
  groups: { buy: 'Vásárlás', rent: 'Bérlés', invest: 'Befektetés' },
  hints: {
    downPaymentGlossary: 'Mi az önerő?',
    sellingCosts:
      'Nem kötelező: a lakás eladásakor fizetendő költségek (pl. az ingatlanközvetítő jutaléka) az eladási ár százalékában.',
    closingCosts: 'Egyszeri költségek, pl. ügyvéd, földhivatal, értékbecslés.',
    investmentReturn:
      'Ezzel a hozammal nő a félretett pénz: a bérlőé (önerő, mellékköltségek, havi megtakarítás), és a vevőé is, amikor a bérlés a drágább.',
  },
  /**
   * The duty checkbox: 'Vagyonszerzési illeték (4%)'. Functions, as they format a figure: formatted on
   * use, not while the module loads (no-intl-at-load.test.ts).
   */
  purchaseDuty: () => `${RENT_OR_BUY_LABELS.purchaseDuty} (${formatNumber(PURCHASE_DUTY_PERCENT)}%)`,
  purchaseDutyHint: () =>
    `Az ár ${formatNumber(PURCHASE_DUTY_PERCENT)}%-a, a vásárláskor fizetendő. Első lakásnál és egyes támogatásoknál mentesség járhat.`,
  purchaseDutyGlossary: 'Mi a vagyonszerzési illeték?',
  share: { ...KIT.share, copied: 'A kalkuláció linkjét a vágólapra másoltuk.' },
  stale: KIT.stale,
  invalidField: KIT.invalidField,

  /** The heading of the results: 'Havi törlesztőrészlet: 214 931 Ft'. */
  mortgageHeading: (payment: number) => `Havi törlesztőrészlet: ${formatHuf(payment)}`,
  /**
   * The spec's 'X év Y hónap' (docs/product.md#rent-or-buy) as Hungarian says it: a zero part is left out ('9 hónap',
   * '2 év', '1 év 3 hónap'), never '0 év 9 hónap'.
   */
  duration: (years: number, months: number) => durationText(years, months),
  breakEven: (years: number, months: number) =>
    `A vásárlás ${durationText(years, months)} után válik kedvezőbbé a bérlésnél.`,
  /** The summary bar's line (CalculatorLayout's `summary`): 'Fordulópont: 7 év 3 hónap'. */
  summary: (t: BreakEvenTime | null) =>
    t ? `Fordulópont: ${durationText(t.years, t.months)}` : 'Fordulópont: nincs, a bérlés végig előnyösebb',
  /** Added when buying leads at some point but renting is ahead again at the end. */
  breakEvenLost: 'A futamidő végére azonban ismét a bérlés kerül előnybe.',

  cards: {
    label: 'Havi költségek és fordulópont',
    buyCost: 'Havi vásárlási költség',
    buyCostHint: 'Törlesztő, ingatlanadó, biztosítás és karbantartás havonta',
    rentCost: 'Havi bérlési költség',
    rentCostHint: 'Bérleti díj és bérlői biztosítás az első évben',
    breakEven: 'Fordulópont',
    breakEvenHint: 'Ennyi idő után éri meg jobban a vásárlás.',
    none: 'Nem meghatározható',
    noneHint: 'A futamidő alatt a bérlés végig előnyösebb.',
  },

  tippingPoint: (rent: number) =>
    `Ha egy hasonló lakást havi ${formatHuf(rent)}-nál olcsóbban bérelhet, a bérlés előnyösebb.`,
  /** No tipping-point rent in the valid range: buying wins even at zero rent… */
  tippingPointBuyAlways: 'Ezekkel a feltételekkel a vásárlás még ingyenes bérléssel szemben is előnyösebb.',
  /** …or renting wins at any rent one can enter. */
  tippingPointRentAlways: 'Ezekkel a feltételekkel a bérlés bármilyen bérleti díj mellett előnyösebb.',

  chart: {
    title: 'Vagyon alakulása: vásárlás és bérlés',
    buy: 'Vásárlás',
    rent: 'Bérlés',
    xLabel: 'Idő',
    marker: 'Fordulópont',
    final: (buy: number, rent: number) =>
      `A futamidő végén a vásárló vagyona ${formatHuf(buy)}, a bérlőé ${formatHuf(rent)}. A vásárló vagyona a lakás eladási értéke mínusz a hiteltartozás, plusz a befektetései.`,
  },

  sensitivity: {
    intro:
      'A grafikonok a futamidő végi vagyonkülönbséget (vásárlás mínusz bérlés) mutatják, ha egy feltétel 1–2 százalékponttal eltér. Pozitív értéknél a vásárlás előnyösebb. Minden pont a teljes modell pontos újraszámolása.',
    valueLabel: 'Vásárlás − bérlés',
    appreciation: KIT.sensitivity.appreciation,
    investmentReturn: { title: 'A befektetési hozam hatása', xLabel: 'Befektetési hozam' },
    mortgageRate: { title: 'A hitelkamat hatása', xLabel: 'Hitelkamat' },
  },

  table: {
    caption: 'Éves bontás',
    year: 'Év',
    buyCost: 'Vásárlási költség',
    rentCost: 'Bérlési költség',
    propertyValue: 'Ingatlanérték',
    loanBalance: 'Hitelegyenleg',
    buyNetWorth: 'Vásárlási vagyon',
    rentNetWorth: 'Bérlési vagyon',
  },

  /** Buying with a subsidised loan (SubsidyChoice); the rates come from the rules of the day. */
  subsidy: {
    legend: 'Finanszírozás',
    none: 'Piaci lakáshitel (a fenti hitelkamattal)',
    option: (s: 'otthonStart' | 'csokPlusz', rate: string, dutyExempt: boolean) =>
      `${s === 'otthonStart' ? 'Otthon Start' : 'CSOK Plusz'} (${rate} kamat${dutyExempt ? ', illetékmentes vásárlás' : ''})`,
    explanation: (rate: string, dutyExempt: boolean) =>
      `A számítás a hitelkamat helyett a program ${rate} kamatával számol` +
      (dutyExempt ? ', és a vásárlás illetékmentes.' : '; a program nem ad illetékmentességet.') +
      ' Feltételezi, hogy jogosult a programra: a feltételeket a Lakáshitel kalkulátor Támogatott hitelek panelje vizsgálja.',
    glossaryTerms: { otthonStart: 'Otthon Start', csokPlusz: 'CSOK Plusz' },
    glossary: { otthonStart: 'Mi az Otthon Start?', csokPlusz: 'Mi a CSOK Plusz?' },
  },

  glossaryTerms: { downPayment: 'Önerő', purchaseDuty: 'Vagyonszerzési illeték' },
} as const;
