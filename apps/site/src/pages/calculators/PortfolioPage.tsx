import { formatDate } from '@penzugy/finance-core';
import { PortfolioOptimizer } from '@penzugy/widgets';
import { ENDPOINTS } from '../../data/endpoints';
import { useJson } from '../../data/useJson';
import { methodologyHref, onCalculatorEvent } from './calculator-host';
import { MethodologyLink } from './MethodologyLink';
import * as page from '../common/pages.css';

/** GET /market/coverage of the portfolio service. */
interface Coverage {
  source: string;
  from: string;
  to: string;
}

/**
 * The optimiser talks to the portfolio service (apps/api) through the site's /api proxy. The
 * service's coverage tells the form where the prices end, so the default period is the last year
 * the data hold (up to today with a live source), and the page says so. Before it arrives (and in
 * the prerendered HTML) the form shows the year up to today and no note. The optimiser's own title
 * is the page's one heading (h1), spelled as the spec writes it.
 *
 * The analysis currency (USD or HUF) is route state like the optimiser's other inputs: with
 * `syncUrl` the optimiser reads `?currency=` on arrival and writes it back (USD, the default, as no key).
 */
export default function PortfolioPage() {
  const coverage = useJson<Coverage>(ENDPOINTS.marketCoverage);
  const end = coverage.status === 'ready' && /^\d{4}-\d{2}-\d{2}$/.test(coverage.data.to) ? coverage.data : undefined;
  // The note follows the optimiser: it arrives after hydration, and above the form it pushed the
  // whole calculator down on a phone (a layout shift of 0.06).
  return (
    <>
      <PortfolioOptimizer
        headingLevel="h1"
        backendUrl={ENDPOINTS.portfolioBackend}
        syncUrl
        onEvent={onCalculatorEvent}
        methodologyHref={methodologyHref}
        dataEndDate={end?.to}
      />
      <p className={page.meta} role="status">
        {end
          ? `Az árfolyamadatok (${end.source}) ${formatDate(end.to)} napjáig tartanak: az alapértelmezett időszak az ezt megelőző egy év.`
          : ''}
      </p>
      <MethodologyLink />
    </>
  );
}
