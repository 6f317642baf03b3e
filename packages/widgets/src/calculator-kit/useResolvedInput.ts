import { useMemo, useState, type ReactNode } from 'react';
import { useControllableState } from '../primitives';
import { interactionReporter, type CalculatorId } from './events';
import { layoutFrame } from './layout-frame';
import { splitBaseProps, type CalculatorBaseProps, type PartialInput, type WithUndefinedFields } from './props';
import type { QueryState } from './query';
import { useEventEmitter } from './useCalculatorForm';
import { readUrlState } from './useUrlState';

export interface ResolvedInputOptions<Raw, V extends QueryState> {
  /** The calculator's `value` prop (it may be partial; `resolve` reads an undefined field as missing). */
  value: WithUndefinedFields<Raw> | undefined;
  /** The calculator's `defaultValue` prop. */
  defaultValue: PartialInput<V> | undefined;
  /** The calculator's `onChange` prop. */
  onChange: ((value: V) => void) | undefined;
  /** Read the page URL at mount (the `syncUrl` prop). */
  syncUrl: boolean;
  /** The full input the URL is read against. */
  urlDefaults: V;
  /** Fills in and corrects a partial input. */
  resolve: (raw: Raw) => V;
}

/**
 * The input of a calculator that keeps a possibly partial value and resolves it when it reads it
 * (Monte Carlo, portfolio): `defaultValue` with the URL over it, resolved once at mount, then
 * controlled or uncontrolled. `initial` is that first resolved input.
 */
export function useResolvedInput<Raw, V extends QueryState & Raw>(options: ResolvedInputOptions<Raw, V>) {
  const { value, defaultValue, onChange, syncUrl, urlDefaults, resolve } = options;
  const [initial] = useState(() => resolve({ ...defaultValue, ...readUrlState(urlDefaults, syncUrl) } as Raw));
  const [raw, setRaw] = useControllableState<Raw>(
    // `resolve` reads an undefined field as a missing one, so the value is a Raw to it.
    { value: value as Raw | undefined, defaultValue: initial, onChange: onChange as ((v: Raw) => void) | undefined },
    initial,
  );
  return { initial, raw, setRaw };
}

export interface ResolvedCalculatorOptions<Raw, V extends QueryState> {
  calculator: CalculatorId;
  /** The calculator's title and description. */
  strings: { title: string; description: ReactNode };
  /** The full input the URL is read against. */
  urlDefaults: V;
  /** Fills in and corrects a partial input. */
  resolve: (raw: Raw) => V;
}

/**
 * What a calculator with a partial value (Monte Carlo, portfolio) makes of its base props: the input
 * state (useResolvedInput), the URL options, its layout frame, and `emit` and `interact` for its events.
 */
export function useResolvedCalculator<Raw, V extends QueryState & Raw>(
  props: CalculatorBaseProps<V, Raw>,
  { calculator, strings, urlDefaults, resolve }: ResolvedCalculatorOptions<Raw, V>,
) {
  const { input, url, frame } = splitBaseProps(props);
  const state = useResolvedInput({ ...input, syncUrl: url.syncUrl, urlDefaults, resolve });
  const emit = useEventEmitter(input.onEvent);
  const interact = useMemo(() => interactionReporter(emit, calculator), [emit, calculator]);
  return { ...state, url, layout: layoutFrame(strings, frame), emit, interact };
}
