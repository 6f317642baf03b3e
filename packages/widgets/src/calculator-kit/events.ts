/**
 * What a calculator tells its host: the site's analytics (docs/product.md#analytics `calculator_interaction`) and
 * the embed's DOM events both listen through the one `onEvent` prop.
 */
export const CALCULATOR_IDS = [
  'home-loan',
  'rent-or-buy',
  'monte-carlo',
  'portfolio',
  'affordability',
  'state-bonds',
] as const;
export type CalculatorId = (typeof CALCULATOR_IDS)[number];

export type CalculatorEvent =
  | {
      /**
       * A user action: a field changed, the button pressed, a CSV exported, a preset added… `expand`:
       * a folded part opened (its name in `field`); `open`/`close`: a panel opened or closed (its name in
       * `field`); `rule_link`: a rule note's link to the methodology followed (the rule's id in `field`).
       */
      type: 'calculator_interaction';
      calculator: CalculatorId;
      action:
        | 'change'
        | 'submit'
        | 'export_csv'
        | 'share'
        | 'cancel'
        | 'retry'
        | 'add'
        | 'remove'
        | 'reset'
        | 'expand'
        | 'open'
        | 'close'
        | 'rule_link';
      /** The field or item concerned, when there is one. */
      field?: string;
    }
  | {
      /** A new result is on screen; `summary` holds its headline figures. */
      type: 'result';
      calculator: CalculatorId;
      summary: Record<string, number | string | null>;
    }
  | {
      /** A result could not be produced; `message` is the Hungarian text shown to the user. */
      type: 'error';
      calculator: CalculatorId;
      message: string;
    };

/** The `onEvent` prop every calculator accepts. */
export type CalculatorEventHandler = (event: CalculatorEvent) => void;

/** A user action a calculator reports. */
export type InteractionAction = Extract<CalculatorEvent, { type: 'calculator_interaction' }>['action'];

/** Reports `calculator`'s user actions through `emit`, naming the field or item concerned when there is one. */
export function interactionReporter(emit: CalculatorEventHandler, calculator: CalculatorId) {
  return (action: InteractionAction, field?: string) =>
    emit({ type: 'calculator_interaction', calculator, action, ...(field ? { field } : {}) });
}
