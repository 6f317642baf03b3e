'use client';
/**
 * @penzugy/widgets — React components of the Hungarian personal-finance toolkit. Each component's
 * module imports its own CSS, so an app pays only for what it imports. The document viewer and
 * library (pdf.js) are in `@penzugy/widgets/pdf` (src/pdf.ts).
 *
 * Every name is exported by name (ESLint refuses `export *` here): the package's public surface is
 * this list, and a component's internals stay internal until someone decides to publish them.
 */
export {
  CHART_TEXT_SIZE,
  THEME_NAMES,
  ThemeRoot,
  bareList,
  controlBox,
  controlHeight,
  darkTheme,
  darkTokens,
  errorText,
  flexColumn,
  flexRow,
  focusRing,
  labelText,
  legendEntry,
  legendList,
  lightTheme,
  lightTokens,
  mutedText,
  noFocusRing,
  outlineMark,
  panelBox,
  raisedBox,
  textLink,
  themeClass,
  titleText,
  useThemeClass,
  vars,
  visuallyHiddenRule,
  widgetColumn,
  zIndex,
} from './theme';
export type { ThemeName, ThemeRootProps } from './theme';
export { isSafeHref, safeHref } from './safe-href';
export { Box, Inline, Stack, cx } from './layout';
export type { BoxProps, ClassValue, InlineProps, Space, StackProps } from './layout';
export { BUTTON_VARIANTS, Button, button } from './Button';
export type { ButtonLook, ButtonProps } from './Button';
export { CARD_HEADING_LEVELS, Card } from './Card';
export type { CardHeadingLevel, CardProps } from './Card';
export { SPINNER_SIZES, SPINNER_STRINGS, Spinner } from './Spinner';
export type { SpinnerProps } from './Spinner';
export { COMING_SOON_STRINGS, ComingSoonOverlay } from './ComingSoonOverlay';
export { INERT } from './dom';
export type { ComingSoonOverlayProps } from './ComingSoonOverlay';
export { VISUALLY_HIDDEN_ELEMENTS, VisuallyHidden, visuallyHiddenClass } from './VisuallyHidden';
export type { VisuallyHiddenProps } from './VisuallyHidden';
export {
  Checkbox,
  DateField,
  NUMBER_FIELD_STRINGS,
  NUMBER_FIELD_UNITS,
  NumberField,
  NumberFieldTypingPause,
  RadioGroup,
  SearchField,
  SelectField,
  TextArea,
  TextField,
  readNumberField,
} from './fields';
export type {
  CheckboxProps,
  DateFieldProps,
  NumberFieldChangeInfo,
  NumberFieldErrorReason,
  NumberFieldProps,
  NumberFieldReading,
  NumberFieldRules,
  RadioGroupProps,
  RadioOption,
  SearchFieldProps,
  SelectFieldOption,
  SelectFieldProps,
  TextAreaProps,
  TextFieldProps,
} from './fields';
export {
  CSV_BOM,
  CSV_LINE_BREAK,
  TABLE_ALIGNMENTS,
  TABLE_DEFAULT_MAX_HEIGHT,
  TABLE_DEFAULT_PAGE_SIZE,
  TABLE_STRINGS,
  Table,
  csvField,
  csvFileName,
  downloadCsv,
  toCsv,
} from './Table';
export type { CsvColumn, CsvOptions, CsvValue, TableAlign, TableColumn, TableColumnOf, TableProps } from './Table';
export {
  MULTI_SELECT_LIST_MAX_HEIGHT_PX,
  MULTI_SELECT_SEARCHABLE_DEFAULT,
  MULTI_SELECT_STRINGS,
  MultiSelect,
  NO_SELECTION_LIMIT,
  SELECT_PANEL_MAX_HEIGHT_PX,
  filterOptions,
} from './MultiSelect';
export type { MultiSelectProps, SelectOption } from './MultiSelect';
export { SEARCH_DROPDOWN_STRINGS, SearchDropdown } from './SearchDropdown';
export type { SearchDropdownProps } from './SearchDropdown';
export {
  TOOLTIP_HIDE_DELAY_MS,
  TOOLTIP_LONG_PRESS_SHOW_DELAY_MS,
  TOOLTIP_SHOW_DELAY_MS,
  TOOLTIP_SIDES,
  TOOLTIP_TOUCH_END_HIDE_DELAY_MS,
  Tooltip,
} from './Tooltip';
export type { TooltipProps } from './Tooltip';
export {
  DEFAULT_PORTFOLIO_KEY,
  FanChart,
  FrontierChart,
  LINE_CHART_HEIGHT_PX,
  LineChart,
  PIE_MIN_WEIGHT,
  PIE_RADIUS_RATIO,
  PORTFOLIO_STROKE_WIDTH,
  PieChart,
  SENSITIVITY_VARIANTS,
  SensitivityBarChart,
  SensitivityChart,
  SensitivityLineChart,
  TICKER_STROKE_WIDTH,
  WealthComparisonChart,
  hufTickFormat,
  pieSlices,
} from './charts';
export type {
  ChartValueFormat,
  FanChartProps,
  FanPercentiles,
  FanSamplePath,
  FrontierChartProps,
  FrontierData,
  LineChartProps,
  PieChartProps,
  PieSlice,
  RiskReturn,
  SensitivityChartProps,
  SensitivityPoint,
  WealthComparisonChartProps,
  WealthMarker,
  WealthSeries,
} from './charts';
export {
  Stat,
  StatGrid,
  objectKey,
  Region,
  RegionBoundary,
  useAsyncData,
  useCallbackRef,
  useControllableState,
  useLatest,
  useLatestRequest,
  useStateFor,
} from './primitives';
export type {
  AsyncData,
  AsyncDataOptions,
  AsyncDataResult,
  AsyncStatus,
  ControllableStateProps,
  LatestRequest,
  LatestRequestState,
  RegionBoundaryComponent,
  RunOutcome,
  StatProps,
} from './primitives';
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
  PartialInput,
  WithUndefinedFields,
} from './calculator-kit';
// The rule notes under a calculator's figures (issue 25), and the builder of their methodology links.
export { RuleNotes } from './calculator-kit';
export type { RuleNotesProps } from './calculator-kit';
export {
  LOAN_CALCULATOR_DEFAULTS,
  LOAN_CALCULATOR_FIELDS,
  LOAN_CALCULATOR_STRINGS,
  LOAN_GLOSSARY_TERMS,
  LOAN_LIVE_FIELDS,
  LoanCalculator,
  loanCalculatorQuery,
} from './LoanCalculator';
export type { LoanCalculatorField, LoanCalculatorProps, LoanCalculatorValue } from './LoanCalculator';
export {
  RENT_OR_BUY_CALCULATOR_DEFAULTS,
  RENT_OR_BUY_CALCULATOR_STRINGS,
  RENT_OR_BUY_GLOSSARY_TERMS,
  RENT_OR_BUY_NUMBER_FIELDS,
  RentOrBuyCalculator,
  rentOrBuyCalculatorQuery,
} from './RentOrBuyCalculator';
export type {
  RentOrBuyCalculatorField,
  RentOrBuyCalculatorProps,
  RentOrBuyCalculatorValue,
  RentOrBuyNumberField,
} from './RentOrBuyCalculator';
export {
  MAIN_THREAD_SLICE_MS,
  MONTE_CARLO_FORM_DEFAULTS,
  MONTE_CARLO_STRINGS,
  MonteCarloCalculator,
  createParallelRunner,
  createSimulationWorker,
  createWorkerRunner,
  inThreadRunner,
} from './MonteCarloCalculator';
export type {
  DisposableSimulationRunner,
  MonteCarloCalculatorProps,
  MonteCarloCalculatorValue,
  ParallelRunnerOptions,
  SimulationRunOptions,
  SimulationRunner,
  WorkerRunnerOptions,
} from './MonteCarloCalculator';
export {
  DEFAULT_BACKEND_URL,
  PORTFOLIO_STRINGS,
  PortfolioOptimizer,
  PortfolioRequestError,
  UPDATE_PORTFOLIO_PATH,
  buildPayload,
  createHttpOptimizer,
  defaultPortfolioValue,
} from './PortfolioOptimizer';
export type {
  HttpOptimizerOptions,
  OptimizeOptions,
  PortfolioCurrency,
  PortfolioOptimizeFn,
  PortfolioOptimizerProps,
  PortfolioOptimizerValue,
  PortfolioRequest,
  PortfolioRequestItem,
  PortfolioResponse,
} from './PortfolioOptimizer';
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
export { StateBondCalculator } from './StateBondCalculator';
export type { StateBondCalculatorProps, StateBondEtfEstimate } from './StateBondCalculator';
export {
  STATE_BOND_CALCULATOR_DEFAULTS,
  STATE_BOND_CALCULATOR_STRINGS,
  STATE_BOND_GLOSSARY_TERMS,
  STATE_BOND_NUMBER_FIELDS,
  STATE_BOND_VIEWS,
  parseInflationPath,
  stateBondCalculatorQuery,
  stateBondInputOf,
} from './StateBondCalculator';
export type {
  StateBondCalculatorField,
  StateBondCalculatorValue,
  StateBondNumberField,
  StateBondView,
} from './StateBondCalculator';
export {
  ChangeValue,
  DATA_STATES,
  DATA_STATE_STRINGS,
  DataState,
  changeDirection,
  formatBillionsUsd,
  formatPoints,
  formatPrice,
  formatSignedFraction,
  formatSignedNumber,
  formatSignedPercentPoints,
  formatSignedPoints,
  formatSignedPrice,
} from './market-kit';
export type { ChangeDirection, ChangeValueProps, DataStateKind, DataStateProps } from './market-kit';
export { MARKET_TABLE_REGIONS, MARKET_TABLE_STRINGS, MarketTable, MarketTables, latestAsOf } from './MarketTable';
export type { MarketTableProps, MarketTablesProps } from './MarketTable';
export {
  HEATMAP_ASPECT,
  HEATMAP_HEIGHT_PX,
  HEATMAP_LABEL_FONT_PX,
  HEATMAP_STRINGS,
  HEAT_BAND_COLORS,
  HEAT_BAND_TEXT_COLORS,
  Heatmap,
  HeatmapLegend,
  defaultStockHref,
  hasTileArea,
  heatmapHeight,
  heatmapLegend,
  neighbourTile,
  sectorStepTile,
  sectorsBySize,
  tileLabel,
  treemapLayout,
} from './Heatmap';
export type {
  HeatmapLegendItem,
  HeatmapProps,
  TileDirection,
  TileLabel,
  TileLabelLevel,
  TreemapLayout,
  TreemapOptions,
  TreemapRect,
  TreemapSector,
  TreemapTile,
} from './Heatmap';
export { DEFAULT_LOGIN_HREF, WATCHLIST_STRINGS, Watchlist, WatchlistButton } from './Watchlist';
export type { WatchlistButtonProps, WatchlistItem, WatchlistProps, WatchlistQuote } from './Watchlist';
export {
  PROFILE_STRINGS,
  STOCK_STRINGS,
  StockDetailView,
  rangeSummary,
  sectorName,
  stockProfile,
  stockStats,
  symbolInitials,
} from './StockDetailView';
export type { RangeSummary, StockDetailViewProps, StockFact, StockProfile, StockStats } from './StockDetailView';
export {
  DICTIONARY_HREF,
  DICTIONARY_PREVIEW_SIZE,
  GLOSSARY_STRINGS,
  GlossaryLanding,
  GlossaryLetterList,
  GlossaryTerm,
  defaultAllTermsHref,
  defaultTermHref,
  definitionParagraphs,
  findLetterGroup,
  letterAnchorId,
} from './Glossary';
export type {
  GlossaryItem,
  GlossaryLandingProps,
  GlossaryLetterGroup,
  GlossaryLetterHref,
  GlossaryLetterListProps,
  GlossaryTermData,
  GlossaryTermHref,
  GlossaryTermProps,
  GlossaryTermRef,
} from './Glossary';
export { StaleDataBanner, STALE_DATA_STRINGS } from './StaleDataBanner';
export type { StaleDataBannerProps, StaleDataset } from './StaleDataBanner';
