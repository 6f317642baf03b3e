import { NUMBER_FIELD_STRINGS } from '../fields';

/** The texts every calculator shares, so they read the same everywhere. */
export const CALCULATOR_KIT_STRINGS = {
  share: {
    button: 'Link másolása',
    /** When the clipboard refuses: the link is shown so it can be copied by hand. */
    failed: (url: string) => `A linket nem sikerült a vágólapra másolni. Kimásolhatja innen: ${url}`,
  },
  /** The summary bar's button (CalculatorLayout's `summary`): it moves focus to the results. */
  toResults: 'Részletek',
  /** Above results that belong to an earlier input. */
  stale: 'Az alábbi eredmény a legutóbbi helyes adatokból számolt érték.',
  /** When a field's text is not a number (the calculation stops until it is): NumberField's own words. */
  invalidField: NUMBER_FIELD_STRINGS.notANumber,
  /** The sensitivity section's heading and the sweep the loan and the rent-or-buy calculators both draw. */
  sensitivity: {
    heading: 'Érzékenységvizsgálat',
    appreciation: { title: 'Az értéknövekedés hatása', xLabel: 'Éves értéknövekedés' },
  },
} as const;
