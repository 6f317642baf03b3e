import type { GlossaryLinkBuilder, MethodologyHrefBuilder } from '../calculator-kit';

/**
 * What the on-demand panels' results (prepayment/PrepaymentResults.tsx, subsidies/FinancingPlanView.tsx)
 * take from the calculator besides their result: its links and the schedule's CSV export.
 */
export interface PanelResultsProps {
  glossaryLink?: GlossaryLinkBuilder | undefined;
  methodologyHref?: MethodologyHrefBuilder | undefined;
  /** Called with a rule's id when its methodology link is followed (the `rule_link` interaction). */
  onRuleFollow?: ((ruleId: string) => void) | undefined;
  onExport: () => void;
}
