'use client';
/**
 * @penzugy/widgets — React components of the Hungarian personal-finance toolkit. Each component's
 * module imports its own CSS, so an app pays only for what it imports. The document viewer and
 * library (pdf.js) are in `@penzugy/widgets/pdf` (src/pdf.ts).
 */
export * from './theme';
export * from './safe-href';
export * from './layout';
export * from './Button';
export * from './Card';
export * from './Spinner';
export * from './ComingSoonOverlay';
export * from './VisuallyHidden';
export * from './NumberField';
export * from './Table';
export * from './MultiSelect';
export * from './SearchDropdown';
export * from './Tooltip';
export * from './charts';
export * from './calculator-kit';
export * from './LoanCalculator';
export * from './RentOrBuyCalculator';
export * from './MonteCarloCalculator';
export * from './PortfolioOptimizer';
export * from './market-kit';
export * from './MarketTable';
export * from './Heatmap';
export * from './Watchlist';
export * from './StockDetailView';
export * from './Glossary';
