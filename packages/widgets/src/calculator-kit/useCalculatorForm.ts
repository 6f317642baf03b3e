import { useEffect, useMemo, useRef, useState } from 'react';
import { useIsomorphicLayoutEffect } from '../dom';
import type { NumberFieldChangeInfo } from '../fields';
import { interactionReporter, type CalculatorEvent, type CalculatorEventHandler, type CalculatorId } from './events';
import { useCallbackRef, useControllableState } from '../primitives';
import { useFieldValidity } from './useFieldValidity';

export interface CalculatorFormOptions<V extends object> {
  /** Controlled input (the calculator's `value` prop). */
  value?: V | undefined;
  /** Initial input when uncontrolled; undefined keys keep the defaults. */
  defaultValue?: Partial<V> | undefined;
  /** The calculator's `onChange` prop. */
  onChange?: ((value: V) => void) | undefined;
  /** The calculator's defaults (spec constants). */
  defaults: V;
  /** Fields read from the page URL, merged over `defaultValue` once, at mount. */
  fromUrl?: (() => Partial<V>) | undefined;
  /** The calculator's `onEvent` prop. */
  onEvent?: CalculatorEventHandler | undefined;
  /** Which calculator the `change` interactions name. */
  calculator: CalculatorId;
}

/** Drops keys whose value is undefined, so they do not overwrite the defaults. */
function withoutUndefined<T extends object>(value: T | undefined): Partial<T> {
  if (!value) return {};
  return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined)) as Partial<T>;
}

/** A stable `emit` that always calls the latest `onEvent`, so effects need not re-run when it changes. */
export function useEventEmitter(onEvent: CalculatorEventHandler | undefined): (event: CalculatorEvent) => void {
  return useCallbackRef(onEvent);
}

/** Reports an 'error' each time a new message appears (null is no problem). */
export function useErrorEvent(
  calculator: CalculatorId,
  message: string | null,
  emit: (event: CalculatorEvent) => void,
): void {
  useEffect(() => {
    if (message) emit({ type: 'error', calculator, message });
  }, [calculator, message, emit]);
}

/**
 * The form state shared by the field-based calculators: defaults + defaultValue + URL at mount,
 * controlled or uncontrolled, NumberField validity mirrored (useFieldValidity), a stable `emit`, and
 * telling the parent's new input apart from an echo of our own `onChange`.
 */
export function useCalculatorForm<V extends object, F extends string & keyof V>(options: CalculatorFormOptions<V>) {
  const { value, defaultValue, onChange, defaults, fromUrl, onEvent, calculator } = options;
  const [initial] = useState<V>(() => ({ ...defaults, ...withoutUndefined(defaultValue), ...(fromUrl?.() ?? {}) }));
  const [form, setForm] = useControllableState<V>({ value, defaultValue: initial, onChange }, initial);
  const validity = useFieldValidity<F>();
  const emit = useEventEmitter(onEvent);
  const interact = useMemo(() => interactionReporter(emit, calculator), [emit, calculator]);

  // The latest form, readable in handlers before React re-renders (a commit and a submit can share an
  // event), and the key of the last value this component produced: a `value` with another key came
  // from outside.
  // (formRef is written by setField at once and by a layout effect after each render, never during it.)
  const formRef = useRef(form);
  useIsomorphicLayoutEffect(() => {
    formRef.current = form;
  });
  const formKey = JSON.stringify(form);
  // The key of the form last seen by a render and of the last value this component produced, as state
  // so that the render compares them without reading a ref.
  const [keys, setKeys] = useState({ seen: formKey, own: formKey });
  // Set only in the render that sees a new value from the parent (a preset, a reset, a shared link).
  let externalValue: V | null = null;
  if (keys.seen !== formKey) {
    const external = formKey !== keys.own;
    setKeys({ seen: formKey, own: external ? formKey : keys.own });
    if (external) {
      // A new input from the parent replaces whatever was typed: forget the old text's problems.
      validity.reset();
      externalValue = form;
    }
  }

  /** Sets one field (from a control other than a NumberField, e.g. a checkbox). */
  const setField = (field: F, next: V[F]) => {
    const nextForm = { ...formRef.current, [field]: next };
    formRef.current = nextForm;
    const own = JSON.stringify(nextForm);
    setKeys((k) => ({ ...k, own }));
    setForm(nextForm);
  };

  /** A NumberField's onChange: tracks its validity, sets the value, reports a committed change. */
  const onNumberChange = (field: F, next: V[F], info: NumberFieldChangeInfo) => {
    validity.track(field, info);
    setField(field, next);
    if (info.trigger === 'commit') interact('change', field);
  };

  /**
   * `externalValue` is the parent's new input in the render that first sees it, else null: a
   * calculator that applies input on submit uses it to show that input's results at once. `interact`
   * reports the calculator's user actions.
   */
  return { form, formRef, setField, onNumberChange, validity, emit, interact, externalValue };
}
