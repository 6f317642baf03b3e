import { formatPercentPoints, LOAN_LIMITS, TODAYS_FORINTS_LIMITS as L } from '@penzugy/finance-core';
import { NUMBER_FIELD_STRINGS } from '../../fields';

/** A percent with as many decimals as it needs, at most 2: '8,58%', '7%'. */
const pct = (p: number) => formatPercentPoints(p, Number.isInteger(p) ? 0 : Number.isInteger(p * 10) ? 1 : 2);

/** Every text of the 'Hozam az infláció felett' panel (docs/product.md#home-loan). */
export const REAL_RETURN_PANEL_STRINGS = {
  modeLegend: 'Az önerő alternatív hozama',
  modes: { nominal: 'Névleges hozam (a fenti mező)', real: 'Infláció + x %' },
  realReturnLabel: 'Infláció feletti hozam',
  realReturnHint: `${NUMBER_FIELD_STRINGS.rangeHint(L.minRealReturnPercent, L.maxRealReturnPercent, 0.1, '%')}. Ennyivel nő évente a befektetés mai forintban.`,
  /** The rate the calculator uses instead of the form's field. */
  effective: (rate: number, inflation: number, x: number) =>
    `A kalkulátor az „Alternatív befektetés hozama” mező helyett évi ${pct(rate)} névleges hozammal számol: ` +
    `(1 + ${pct(inflation)}) × (1 + ${pct(x)}) − 1.`,
  nominalNote: 'A kalkulátor a fenti „Alternatív befektetés hozama” mezőben megadott névleges hozammal számol.',
  outOfRange: (rate: number) =>
    `Infláció feletti hozam: az infláció és a többlethozam együtt évi ${pct(rate)} névleges hozam, ami kívül esik a kalkulátor tartományán (${NUMBER_FIELD_STRINGS.rangeHint(LOAN_LIMITS.minRatePercent, LOAN_LIMITS.maxRatePercent, undefined, '%')}); addig a legutóbbi érvényes értékkel számolunk.`,
} as const;
