/**
 * finance-core's answer (`messages`, packages/finance-core/src/loan/affordability.ts) in the parts the
 * screen shows apart: the largest loan and what binds it above, the home it buys, a price's answer in
 * its own panel, the income cliff in its own. The order is finance-core's: the loan, the binding rule,
 * the home (only when there is a loan), the price's lines (only with a price), the cliff (always last).
 */
import type { AffordabilityResult } from '@penzugy/finance-core';

export interface AnswerParts {
  /** 'Legfeljebb … hitelt vehet fel, … havi törlesztőrészlettel.' */
  maxLoan: string;
  /** Which rule binds the largest loan, in words. */
  binding: string;
  /** The home the loan needs, or the dearest home with the own funds; null when there is no loan. */
  home: string | null;
  /** The lines about the price in mind (none without a price). */
  target: string[];
  /** The income threshold, plainly. */
  cliff: string;
}

export function answerParts(result: AffordabilityResult): AnswerParts {
  const m = result.messages;
  const homeLines = result.maxLoan === 0 ? 0 : 1;
  return {
    maxLoan: m[0] ?? '',
    binding: m[1] ?? '',
    home: homeLines ? (m[2] ?? null) : null,
    target: result.target ? m.slice(2 + homeLines, -1) : [],
    cliff: m.at(-1) ?? '',
  };
}
