import { formatPercentPoints } from '@penzugy/finance-core';
import {
  GlossaryLink,
  RuleNotes,
  resultStyles,
  type GlossaryLinkBuilder,
  type MethodologyHrefBuilder,
} from '../calculator-kit';
import { RadioGroup } from '../fields';
import {
  RENT_OR_BUY_SUBSIDIES,
  subsidisedFinancing,
  type RentOrBuySubsidy,
  type SubsidisedFinancing,
} from './subsidised-financing';
import { RENT_OR_BUY_CALCULATOR_STRINGS } from './strings';

const S = RENT_OR_BUY_CALCULATOR_STRINGS.subsidy;

interface Offer {
  value: RentOrBuySubsidy;
  label: string;
  financing: SubsidisedFinancing | null;
}

export interface SubsidyChoiceProps {
  value: RentOrBuySubsidy;
  onChange: (value: RentOrBuySubsidy) => void;
  glossaryLink?: GlossaryLinkBuilder | undefined;
  methodologyHref?: MethodologyHrefBuilder | undefined;
  /** Called with a rule's id when its methodology link is followed (the `rule_link` interaction). */
  onRuleFollow?: ((ruleId: string) => void) | undefined;
}

/**
 * 'Finanszírozás': buy with the form's mortgage or with a subsidised loan — each option named with its
 * rate on today's rules (and the duty exemption where it has one) — and, when subsidised, what the
 * comparison then assumes and the rules it rests on.
 */
export function SubsidyChoice({ value, onChange, glossaryLink, methodologyHref, onRuleFollow }: SubsidyChoiceProps) {
  const offers = RENT_OR_BUY_SUBSIDIES.flatMap((s): Offer[] => {
    if (s === 'none') return [{ value: s, label: S.none, financing: null }];
    const financing = subsidisedFinancing(s);
    if (!financing) return [];
    const rate = formatPercentPoints(financing.financing.annualRate, 0);
    return [{ value: s, label: S.option(s, rate, financing.financing.dutyExempt), financing }];
  });
  const chosen = offers.find((o) => o.value === value)?.financing ?? null;
  return (
    <>
      <RadioGroup
        label={S.legend}
        options={offers}
        value={value}
        onChange={(next: RentOrBuySubsidy) => onChange(next)}
        layout="stacked"
      />
      {chosen && value !== 'none' && (
        <>
          <p className={resultStyles.note}>
            {S.explanation(formatPercentPoints(chosen.financing.annualRate, 0), chosen.financing.dutyExempt)}{' '}
            {glossaryLink && (
              <GlossaryLink term={S.glossaryTerms[value]} glossaryLink={glossaryLink}>
                {S.glossary[value]}
              </GlossaryLink>
            )}
          </p>
          <RuleNotes rules={chosen.rules} methodologyHref={methodologyHref} onFollow={onRuleFollow} />
        </>
      )}
    </>
  );
}
