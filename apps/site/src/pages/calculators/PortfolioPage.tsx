import { PortfolioOptimizer } from '@penzugy/widgets';
import { ENDPOINTS } from '../../data/endpoints';
import { PageHeader } from '../common/states';
import { onCalculatorEvent } from './calculator-host';

/** The optimiser talks to the portfolio service (apps/api) through the site's /api proxy. */
export default function PortfolioPage() {
  return (
    <>
      <PageHeader
        title="Portfólió-optimalizálás"
        lead="Valós árfolyamadatokon számolt hatékony portfólió: maximális Sharpe-ráta, minimális szórás vagy legnagyobb hozam szóráskorláttal."
      />
      <PortfolioOptimizer backendUrl={ENDPOINTS.portfolioBackend} syncUrl onEvent={onCalculatorEvent} />
    </>
  );
}
