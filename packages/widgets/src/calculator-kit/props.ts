import type { CalculatorEventHandler } from './events';

/**
 * `T` with every optional field also accepting `undefined`, which the calculators read as "not
 * given": an app compiled with `exactOptionalPropertyTypes` can then pass `{ price }` where its own
 * `price` is optional (TypeScript's TS2375 otherwise).
 */
export type WithUndefinedFields<T> = {
  [K in keyof T as NoFields extends Pick<T, K> ? never : K]: T[K];
} & {
  [K in keyof T as NoFields extends Pick<T, K> ? K : never]?: T[K] | undefined;
};
/** The type without required fields: a field `K` of `T` is optional exactly when this is a `Pick<T, K>`. */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- the empty object type is the point
type NoFields = {};

/** Some fields of `V`, each of which may also be `undefined` ("not given", the default applies). */
export type PartialInput<V> = { [K in keyof V]?: V[K] | undefined };

/**
 * The props every calculator shares; the site and the embed rely on them. `V` is the calculator's
 * whole input, `ValueProp` what its `value` prop accepts (some take a partial input).
 */
export interface CalculatorBaseProps<V, ValueProp = V> {
  /** Controlled input: the form shows exactly this; a value that is not an echo of `onChange` is applied at once. */
  value?: WithUndefinedFields<ValueProp> | undefined;
  /**
   * Initial input when uncontrolled; fields missing or `undefined` take the calculator's defaults
   * (docs/product.md#calculators).
   */
  defaultValue?: PartialInput<V> | undefined;
  /** Called with the whole input on every change. */
  onChange?: ((value: V) => void) | undefined;
  /**
   * Read the initial input from the page URL and keep the URL in step with it (history.replaceState,
   * the host's other parameters kept). Off by default: an embedded widget must not touch its host's
   * URL unless asked. In controlled mode the URL is only written.
   * @default false
   */
  syncUrl?: boolean | undefined;
  /** Page the 'Link másolása' link points to. @default the current page */
  shareBaseUrl?: string | undefined;
  /** Analytics and host events: interactions, new results, errors. */
  onEvent?: CalculatorEventHandler | undefined;
  /**
   * The title's heading level: 'h1' when the calculator is the page's main content and the page has
   * no heading of its own (the site), so the page shows one heading, spelled as the spec writes it.
   * @default 'h2'
   */
  headingLevel?: 'h1' | 'h2' | undefined;
  /** Class names for the root element. */
  className?: string | undefined;
}

/**
 * A calculator's base props by what they feed: the input state (`input`, for useCalculatorForm or
 * useResolvedInput), the page URL and the share link (`url`) and the layout (`frame`).
 */
export function splitBaseProps<V, ValueProp>(props: CalculatorBaseProps<V, ValueProp>) {
  const { value, defaultValue, onChange, onEvent, syncUrl = false, shareBaseUrl, headingLevel, className } = props;
  return {
    input: { value, defaultValue, onChange, onEvent },
    url: { syncUrl, shareBaseUrl },
    frame: { headingLevel, className },
  };
}
