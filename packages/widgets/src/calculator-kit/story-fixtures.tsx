/**
 * The host page of the calculators' controlled stories and tests. Test support only: reached by path, never
 * through the folder's index. It imports no testing library, so unit tests and stories can both use it.
 */
import { useState, type ComponentType, type ReactNode } from 'react';
import { Button } from '../Button';

export interface ControlledHostProps<V> {
  /** The calculator's full default value; 'Alapértékek' puts it back. */
  defaults: V;
  /** The scenario the preset button applies over the defaults. */
  preset: Partial<V>;
  presetLabel: string;
  /** The part of the value the host shows, so a story can see the calculator report its changes. */
  shown: (value: V) => string;
  children: (value: V, setValue: (value: V) => void) => ReactNode;
}

/** A host that owns the calculator's value, shows part of it and can replace it with a preset or the defaults. */
export function ControlledHost<V>({ defaults, preset, presetLabel, shown, children }: ControlledHostProps<V>) {
  const [value, setValue] = useState<V>({ ...defaults });
  return (
    <div style={{ display: 'grid', gap: 16 }}>
      <div style={{ display: 'flex', gap: 12, alignItems: 'center', flexWrap: 'wrap' }}>
        <Button variant="secondary" onClick={() => setValue({ ...defaults, ...preset })}>
          {presetLabel}
        </Button>
        <Button variant="secondary" onClick={() => setValue({ ...defaults })}>
          Alapértékek
        </Button>
        <output aria-label="A gazda állapota">{shown(value)}</output>
      </div>
      {children(value, setValue)}
    </div>
  );
}

/** The props a controlled story passes to its calculator. */
export interface ControlledProps<V> {
  value?: V | undefined;
  onChange?: ((value: V) => void) | undefined;
}

/**
 * A controlled story's `render`: the calculator inside a ControlledHost that owns its value, with the
 * story's `onChange` still told of every change.
 */
export function controlledRender<V, P extends ControlledProps<V>>(
  Calculator: ComponentType<P>,
  host: Omit<ControlledHostProps<V>, 'children'>,
) {
  return function ControlledStory(args: P) {
    return (
      <ControlledHost<V> {...host}>
        {(value, setValue) => (
          <Calculator {...args} value={value} onChange={(v: V) => (setValue(v), args.onChange?.(v))} />
        )}
      </ControlledHost>
    );
  };
}
