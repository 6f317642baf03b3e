/**
 * Filling in and checking the questionnaire's answers. A field that is absent (or `undefined`, or
 * `null`) takes its default, or stays "not answered" where there is none; anything else of the wrong
 * kind is refused with a FinanceInputError whose Hungarian message starts with the field's label.
 */
import { FinanceInputError } from '../shared/errors';
import { checkNumber, withDefaults, type NumberRule } from '../shared/validate';
import { rulesDate } from '../rules/dates';
import { SUBSIDY_ANSWER_DEFAULTS, SUBSIDY_LIMITS } from './constants';
import {
  ALL_PLAN_LABELS,
  HOME_KIND_OPTIONS,
  PURPOSE_OPTIONS,
  SUBSIDY_ANSWER_LABELS,
  SUBSIDY_MESSAGES,
} from './strings';
import type { ResolvedSubsidyAnswers, SubsidyAnswers } from './types';

type Labelled = keyof typeof ALL_PLAN_LABELS;

/** `value` when it is a boolean, else a FinanceInputError naming the field. */
export function checkYesNo(value: unknown, field: Labelled): boolean {
  if (typeof value !== 'boolean') {
    throw new FinanceInputError(field, ALL_PLAN_LABELS[field], SUBSIDY_MESSAGES.yesNo(ALL_PLAN_LABELS[field]));
  }
  return value;
}

/** `value` when it is one of the options' values, else a FinanceInputError listing them. */
function checkChoice<T extends string>(
  value: unknown,
  field: Labelled,
  options: readonly { value: T; label: string }[],
): T {
  const found = options.find((o) => o.value === value);
  if (!found) {
    throw new FinanceInputError(
      field,
      ALL_PLAN_LABELS[field],
      SUBSIDY_MESSAGES.choice(ALL_PLAN_LABELS[field], options),
    );
  }
  return found.value;
}

/** A number within `rule`, named by its label. */
export function checkField(value: unknown, field: Labelled, rule: NumberRule): number {
  return checkNumber(value, field, ALL_PLAN_LABELS[field], rule);
}

/** Like {@link checkField}, for an answer that may be left out. */
function optionalField(value: unknown, field: Labelled, rule: NumberRule): number | undefined {
  return value === undefined ? undefined : checkField(value, field, rule);
}

/** The answer fields, each with its default (`undefined`: none). */
const ANSWER_DEFAULTS: Record<keyof SubsidyAnswers, unknown> = {
  date: undefined,
  firstHome: undefined,
  ownedHomeValue: undefined,
  floorArea: undefined,
  valuation: undefined,
  wifeAge: undefined,
  ...SUBSIDY_ANSWER_DEFAULTS,
};

/**
 * The input without its `null` fields: a form holds an unanswered question as `null`, which means the
 * same as leaving it out. Anything but a plain object is passed on for withDefaults to refuse.
 */
export function withoutNulls<T extends object>(input: T | undefined): T | undefined {
  if (input === null || typeof input !== 'object' || Array.isArray(input)) return input;
  return Object.fromEntries(Object.entries(input).filter(([, v]) => v !== null)) as T;
}

/**
 * The answers with defaults filled in and checked.
 * @throws FinanceInputError naming the first bad field.
 */
export function resolveSubsidyAnswers(input: SubsidyAnswers | undefined): ResolvedSubsidyAnswers {
  const a = withDefaults(ANSWER_DEFAULTS, withoutNulls(input), SUBSIDY_ANSWER_LABELS);
  const date = rulesDate(a.date);
  const price = checkField(a.price, 'price', SUBSIDY_LIMITS.price);
  const firstHome = a.firstHome === undefined ? undefined : checkYesNo(a.firstHome, 'firstHome');
  return {
    date,
    firstHome,
    ownedHomeValue: optionalField(a.ownedHomeValue, 'ownedHomeValue', SUBSIDY_LIMITS.money),
    homeKind: checkChoice(a.homeKind, 'homeKind', HOME_KIND_OPTIONS),
    floorArea: optionalField(a.floorArea, 'floorArea', SUBSIDY_LIMITS.floorArea),
    price,
    valuation: a.valuation === undefined ? price : checkField(a.valuation, 'valuation', SUBSIDY_LIMITS.price),
    married: checkYesNo(a.married, 'married'),
    existingChildren: checkField(a.existingChildren, 'existingChildren', SUBSIDY_LIMITS.children),
    plannedChildren: checkField(a.plannedChildren, 'plannedChildren', SUBSIDY_LIMITS.children),
    wifeAge: optionalField(a.wifeAge, 'wifeAge', SUBSIDY_LIMITS.age),
    pregnant: checkYesNo(a.pregnant, 'pregnant'),
    preferredSettlement: checkYesNo(a.preferredSettlement, 'preferredSettlement'),
    purpose: checkChoice(a.purpose, 'purpose', PURPOSE_OPTIONS),
    outsideBuiltUpArea: checkYesNo(a.outsideBuiltUpArea, 'outsideBuiltUpArea'),
  };
}
