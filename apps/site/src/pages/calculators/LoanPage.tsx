import { LoanCalculator } from '@penzugy/widgets';
import * as page from '../common/pages.css';
import { CALCULATOR_PAGE_PROPS } from './calculator-host';
import { MethodologyLink } from './MethodologyLink';
import { SiteLink } from '../../shell/SiteLink';

/** The calculator's own title is the page's one heading (h1), spelled as the spec writes it. */
export default function LoanPage() {
  return (
    <>
      <LoanCalculator {...CALCULATOR_PAGE_PROPS} />
      {/* The step before this one (issue 25: from "what can I afford" to the loan); in the site's informal voice (site-voice.test.ts). */}
      <p className={page.meta}>
        <SiteLink to="/kalkulatorok/mekkora-hitelt-kaphatok">Előbb nézd meg, mekkora hitelt kaphatsz</SiteLink> a
        jövedelmed alapján az adósságfék szerint.
      </p>
      <MethodologyLink />
    </>
  );
}
