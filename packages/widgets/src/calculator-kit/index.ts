export { toQueryString, fromQueryString } from './query';
export type { QueryState, QueryValue } from './query';
export { useCalculation } from './useCalculation';
export type { CalculationProblem, CalculationState } from './useCalculation';
export { CALCULATOR_IDS, interactionReporter } from './events';
export type { CalculatorEvent, CalculatorEventHandler, CalculatorId, InteractionAction } from './events';
export { CalculatorLayout, FieldGroup, fieldGroupClassNames, TYPING_PAUSE_MS } from './CalculatorLayout';
export type { CalculatorLayoutProps } from './CalculatorLayout';
export { readUrlState, useUrlSync, useUrlLink, shareUrl, mergeQuery } from './useUrlState';
export type { ShareLink } from './useUrlState';
export { CalculatorShareButton, ShareLinkButton } from './ShareLinkButton';
export type { CalculatorShareButtonProps, CalculatorShareStrings, ShareLinkButtonProps } from './ShareLinkButton';
export { StaleResults } from './StaleResults';
export type { StaleResultsProps } from './StaleResults';
export { GlossaryLink } from './GlossaryLink';
export type { GlossaryLinkBuilder } from './GlossaryLink';
export { RuleNotes } from './RuleNotes';
export type { RuleNotesProps } from './RuleNotes';
export { citationsOf, ruleNoteText } from './rule-notes';
export type { MethodologyHrefBuilder, RuleNoteText } from './rule-notes';
export { copyToClipboard } from './copy-link';
export { useCalculatorForm, useErrorEvent, useEventEmitter } from './useCalculatorForm';
export type { CalculatorFormOptions } from './useCalculatorForm';
export { useFieldValidity } from './useFieldValidity';
export type { FieldValidityState } from './useFieldValidity';
export { splitBaseProps } from './props';
export type { CalculatorBaseProps, PartialInput, WithUndefinedFields } from './props';
export { sectionHeadingFor, useSectionHeading } from './section-heading';
export { SectionTitle } from './SectionTitle';
// For the calculators of this package only (the package index does not re-export these).
export { CALCULATOR_KIT_STRINGS } from './strings';
export * as resultStyles from './results.css';
export { formatRate } from './format-rate';
export { formatYearsAxis, monthToYears, MONTHS_PER_YEAR } from './time-axis';
export { hufColumn } from './columns';
export { SensitivitySection } from './SensitivitySection';
export type { SensitivitySectionProps, SweepLabels } from './SensitivitySection';
export { layoutFrame } from './layout-frame';
export type { FrameProps } from './layout-frame';
export { useResolvedCalculator, useResolvedInput } from './useResolvedInput';
export type { ResolvedCalculatorOptions, ResolvedInputOptions } from './useResolvedInput';
export { fieldUnits, numberFieldRenderer } from './number-fields';
export type { FieldUnit, NumberFieldsOptions } from './number-fields';
export {
  INFLATION_FIELD,
  REAL_TERMS_STRINGS,
  VALUE_TERMS,
  readRealTerms,
  realTermsDefaults,
  viewFactor,
  withTermsCaption,
} from './real-terms';
export type { RealTermsState, ValueTerms } from './real-terms';
export { InflationField } from './InflationField';
export type { InflationFieldProps } from './InflationField';
export { RealTermsSwitch } from './RealTermsSwitch';
export type { RealTermsSwitchProps } from './RealTermsSwitch';
export { useRealTerms } from './useRealTerms';
export { ACCOUNT_STRINGS, ACCOUNTS, accountDefaults, readAccount, viewWords, withViewCaption } from './account';
export type { Account, AccountState } from './account';
// Only the views the calculators load lazily (useLazyModule) call it, so it stays out of a first load.
export { pathAfterTax } from './after-tax-path';
export type { AccountOutcome, PathAfterTaxOptions } from './after-tax-path';
export { useLazyModule } from './useLazyModule';
export { AccountField } from './AccountField';
export type { AccountFieldProps } from './AccountField';
export { useAccount } from './useAccount';
