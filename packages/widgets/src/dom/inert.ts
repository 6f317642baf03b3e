import { version } from 'react';

/**
 * Spread on an element to make it `inert` (not focusable, hidden from assistive technology) with
 * every React the widgets support. React 19 knows `inert` as a boolean attribute and takes `true`.
 * React 18 does not know it: it drops `inert={true}` with a warning (so the content stayed reachable)
 * and writes a string through as the attribute. Preact, which the site and the embed run on,
 * reports itself as React 18.3 and sets the DOM property, where an empty string would mean false.
 * So before 19 the value is the string `'true'`: an attribute that is present, and a truthy property.
 */
export const INERT: { inert?: boolean } =
  Number.parseInt(version, 10) >= 19 ? { inert: true } : ({ inert: 'true' } as unknown as { inert: boolean });
