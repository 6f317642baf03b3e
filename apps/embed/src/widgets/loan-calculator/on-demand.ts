/**
 * What the loan calculator's embed loads on demand besides the subsidised-loan panel, as one chunk:
 * the prepayment and "Infláció + x %" panels and the details (details-on-demand.tsx). One chunk, not
 * three: with a third on-demand chunk Rolldown (1.2) moves what the widget file shares with them into
 * a chunk of its own that the first load imports, unchecked by the integrity list
 * (rolldown/rolldown#10731). They share the charts, so the one chunk costs a reader little.
 */
export * from '../../../../../packages/widgets/src/LoanCalculator/prepayment/PrepaymentPanel';
export { LoanDetails } from '../../../../../packages/widgets/src/LoanCalculator/LoanDetails';
