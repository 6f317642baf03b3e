import { formatDate, isPortfolioCurrency, type PortfolioCurrency } from '@penzugy/finance-core';
import { PortfolioOptimizer, type PortfolioOptimizerValue } from '@penzugy/widgets';
import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { ENDPOINTS } from '../../data/endpoints';
import { useJson } from '../../data/useJson';
import { onCalculatorEvent } from './calculator-host';
import { currencyFromSearch, searchWithCurrency } from './portfolio-currency';
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
 * The analysis currency is route state like the optimiser's inputs: read from `?currency=` on
 * arrival, passed to the optimiser's `currency` prop, and written back (replaceState, as the
 * optimiser writes its own keys) when the optimiser reports another currency in its value.
 */
export default function PortfolioPage() {
  const coverage = useJson<Coverage>(ENDPOINTS.marketCoverage);
  const [params] = useSearchParams();
  const [currency, setCurrency] = useState<PortfolioCurrency | undefined>(() => currencyFromSearch(params));
  useEffect(() => {
    if (!currency) return;
    const url = new URL(window.location.href);
    const search = searchWithCurrency(url.search, currency);
    if (search === url.search) return;
    url.search = search;
    window.history.replaceState(window.history.state, '', url);
  }, [currency]);
  // The optimiser's value carries the currency once its select exists; the page follows it.
  const onChange = (value: PortfolioOptimizerValue) => {
    const next = (value as { currency?: unknown }).currency;
    if (isPortfolioCurrency(next)) setCurrency(next);
  };
  const end = coverage.status === 'ready' && /^\d{4}-\d{2}-\d{2}$/.test(coverage.data.to) ? coverage.data : undefined;
  // The note follows the optimiser: it arrives after hydration, and above the form it pushed the
  // whole calculator down on a phone (a layout shift of 0.06).
  return (
    <>
      <PortfolioOptimizer
        // Spread: the optimiser's `currency` prop (USD or HUF) may be newer than this workspace's widget.
        {...(currency ? { currency } : {})}
        headingLevel="h1"
        backendUrl={ENDPOINTS.portfolioBackend}
        syncUrl
        onChange={onChange}
        onEvent={onCalculatorEvent}
        dataEndDate={end?.to}
      />
      <p className={page.meta} role="status">
        {end ? `Az árfolyamadatok (${end.source}) ${formatDate(end.to)} napjáig tartanak: az alapértelmezett időszak az ezt megelőző egy év.` : ''}
      </p>
    </>
  );
}
