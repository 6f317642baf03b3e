/**
 * Shared by the widgets' settings tests (not part of the build): settings written as attributes,
 * parsed and checked as the runtime does, and finance-core's own refusals to compare with.
 */
import { isFinanceInputError } from '@penzugy/finance-core';
import type { AttributeInput } from '../attributes';
import { parseAttributes, type AttributeProblem, type AttributeSpecs, type ValuesOf } from '../config/schema';
import type { CheckContext } from '../runtime/define-widget';

type Kind = CheckContext['kind'];

/** Settings as a partner writes them: `data-key` on a host element, `key` on the custom element. */
export function attributesOf(settings: Record<string, string>, kind: Kind): AttributeInput[] {
  return Object.entries(settings).map(([key, value]) => ({ name: kind === 'data' ? `data-${key}` : key, key, value }));
}

/**
 * A `check(settings, kind?)` for one widget: the attributes parsed as the runtime parses them and,
 * when they parse, the widget's own check over them.
 */
export function settingsChecker<A extends AttributeSpecs>(
  specs: A,
  checkSettings: (values: ValuesOf<A>, context: CheckContext) => AttributeProblem[],
  defaultKind: Kind,
) {
  return (settings: Record<string, string>, kind: Kind = defaultKind) => {
    const input = attributesOf(settings, kind);
    const parsed = parseAttributes(specs, input, kind);
    return {
      parsed,
      problems: parsed.problems.length ? parsed.problems : checkSettings(parsed.values, { input, kind }),
    };
  };
}

/** finance-core's own message for an input it refuses. */
export function financeRefusal(run: () => unknown): string {
  try {
    run();
  } catch (e) {
    if (isFinanceInputError(e)) return e.message;
  }
  throw new Error('finance-core accepted the input');
}
