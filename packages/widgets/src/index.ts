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
export * from './fields';
export * from './Table';
export * from './MultiSelect';
export * from './SearchDropdown';
export * from './Tooltip';
export * from './charts';
export * from './primitives';
// The calculator kit's public part, as it was before its split (its index also serves the calculators).
export {
  toQueryString,
  fromQueryString,
  useCalculation,
  CALCULATOR_IDS,
  CalculatorLayout,
  FieldGroup,
  readUrlState,
  useUrlSync,
  shareUrl,
  mergeQuery,
  ShareLinkButton,
  StaleResults,
  GlossaryLink,
  copyToClipboard,
  useCalculatorForm,
  useEventEmitter,
  useFieldValidity,
  sectionHeadingFor,
  useSectionHeading,
} from './calculator-kit';
export type {
  QueryState,
  QueryValue,
  CalculationProblem,
  CalculationState,
  CalculatorEvent,
  CalculatorEventHandler,
  CalculatorId,
  CalculatorLayoutProps,
  ShareLinkButtonProps,
  StaleResultsProps,
  GlossaryLinkBuilder,
  MethodologyHrefBuilder,
  CalculatorFormOptions,
  FieldValidityState,
  CalculatorBaseProps,
} from './calculator-kit';
// The rule notes under a calculator's figures (issue 25), and the builder of their methodology links.
export { RuleNotes } from './calculator-kit';
export type { RuleNotesProps } from './calculator-kit';
export * from './LoanCalculator';
export * from './RentOrBuyCalculator';
export * from './MonteCarloCalculator';
export * from './PortfolioOptimizer';
export { AffordabilityCalculator } from './AffordabilityCalculator';
export type { AffordabilityCalculatorProps } from './AffordabilityCalculator';
export {
  AFFORDABILITY_CALCULATOR_DEFAULTS,
  AFFORDABILITY_CALCULATOR_STRINGS,
  AFFORDABILITY_GLOSSARY_TERMS,
  AFFORDABILITY_NUMBER_FIELDS,
  affordabilityCalculatorQuery,
  affordabilityInputOf,
} from './AffordabilityCalculator';
export type {
  AffordabilityCalculatorField,
  AffordabilityCalculatorValue,
  AffordabilityNumberField,
} from './AffordabilityCalculator';
export * from './market-kit';
export * from './MarketTable';
export * from './Heatmap';
export * from './Watchlist';
export * from './StockDetailView';
export * from './Glossary';
export { StaleDataBanner, STALE_DATA_STRINGS } from './StaleDataBanner';
export type { StaleDataBannerProps, StaleDataset } from './StaleDataBanner';
