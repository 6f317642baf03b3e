/**
 * The host page of the calculators' controlled stories. Test support only: reached by path, never through the
 * folder's index.
 */
import { useState, type ReactNode } from 'react';
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
