import { createContext, useContext, type ComponentType, type ReactElement } from 'react';

/** A region boundary: renders its one child, possibly later (see {@link RegionBoundary}). */
export type RegionBoundaryComponent = ComponentType<{ children: ReactElement }>;

const Passthrough: RegionBoundaryComponent = ({ children }) => children;

/**
 * What a widget's large regions (a calculator's form and results, each chart) are wrapped in. By
 * default nothing: the region renders as it is. A host may give a boundary of its own: the site
 * hydrates its prerendered pages region by region, each in a task of its own, so that a page
 * answers input while it hydrates (apps/site/src/shell/HydrationSlice.tsx).
 */
export const RegionBoundary = createContext<RegionBoundaryComponent>(Passthrough);

/** A widget's region: its child, inside the host's {@link RegionBoundary}. The child is one element. */
export function Region({ children }: { children: ReactElement }) {
  const Boundary = useContext(RegionBoundary);
  // A component the host made once, at its module's top level, not during this render: the rule
  // takes any component read from a hook for a new one.
  // eslint-disable-next-line react-hooks/static-components
  return <Boundary>{children}</Boundary>;
}
