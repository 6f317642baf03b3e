import { LOAN_LIMITS, TODAYS_FORINTS_LIMITS as L } from '@penzugy/finance-core';
import { formatRate } from '../../calculator-kit';
import { NUMBER_FIELD_STRINGS } from '../../fields';

/** Every text of the 'Infláció + x %' panel (docs/product.md#home-loan). */
export const REAL_RETURN_PANEL_STRINGS = {
  modeLegend: 'Az önerő alternatív hozama',
  modes: { nominal: 'Névleges hozam (a fenti mező)', real: 'Várható infláció + x %' },
  realReturnLabel: 'Infláció feletti hozam',
  // A function like the other texts with figures: formatted on use, not while the module loads.
  realReturnHint: () =>
    `${NUMBER_FIELD_STRINGS.rangeHint(L.minRealReturnPercent, L.maxRealReturnPercent, 0.1, '%')}. Ennyivel nő évente a befektetés mai forintban.`,
  /** The rate the calculator uses instead of the form's field. */
  effective: (rate: number, inflation: number, x: number) =>
    `A kalkulátor az „Alternatív befektetés hozama” mező helyett évi ${formatRate(rate)} névleges hozammal számol: ` +
    `(1 + ${formatRate(inflation)}) × (1 + ${formatRate(x)}) − 1.`,
  nominalNote: 'A kalkulátor a fenti „Alternatív befektetés hozama” mezőben megadott névleges hozammal számol.',
  outOfRange: (rate: number) =>
    `Infláció feletti hozam: az infláció és a többlethozam együtt évi ${formatRate(rate)} névleges hozam, ami kívül esik a kalkulátor tartományán (${NUMBER_FIELD_STRINGS.rangeHint(LOAN_LIMITS.minRatePercent, LOAN_LIMITS.maxRatePercent, undefined, '%')}); addig a legutóbbi érvényes értékkel számolunk.`,
} as const;
