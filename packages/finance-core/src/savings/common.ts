/**
 * Small helpers every savings calculation shares: the yearly rate of a growth, and the citations of the
 * rules a result rests on.
 */
import { cite, type RuleCitation, type RuleInForce } from '../rules';

/** (final / start)^(1 / years) − 1, percent; −100 when nothing is left. */
export function annualised(final: number, start: number, years: number): number {
  return final > 0 ? ((final / start) ** (1 / years) - 1) * 100 : -100;
}

/** Citations, each rule version once, in first-seen order. */
export function dedupeCitations(citations: readonly RuleCitation[]): RuleCitation[] {
  const seen = new Map<string, RuleCitation>();
  for (const c of citations) if (!seen.has(`${c.id}@${c.from}`)) seen.set(`${c.id}@${c.from}`, c);
  return [...seen.values()];
}

/** The citations of the rules a result rests on, each version once. */
export function uniqueCitations(rules: readonly RuleInForce<unknown>[]): RuleCitation[] {
  return dedupeCitations(rules.map(cite));
}
