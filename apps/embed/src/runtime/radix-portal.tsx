/**
 * Stand-in for `@radix-ui/react-portal` in the embed build (aliased in build/plugins.mjs). Radix
 * portals into `document.body` unless told otherwise, and the widgets do not tell it; inside a
 * shadow root that would put menus and tooltips in the host page, outside the widget's stylesheet
 * and inside the host's CSS. This is Radix's Portal with one change: without a `container` prop it
 * uses the widget's portal container from context. Same exports and props as the original.
 */
import { Primitive } from '@radix-ui/react-primitive';
import { forwardRef, useContext, useLayoutEffect, useState, type ComponentPropsWithoutRef } from 'react';
import { createPortal } from 'react-dom';
import { PortalContainerContext } from './portal-context';

export interface PortalProps extends ComponentPropsWithoutRef<typeof Primitive.div> {
  /** An explicit container; without it, the widget's own portal container. */
  container?: Element | DocumentFragment | null;
}

export const Portal = forwardRef<HTMLDivElement, PortalProps>(function Portal(
  { container: containerProp, ...portalProps },
  ref,
) {
  const fromContext = useContext(PortalContainerContext);
  // Mounted first, as Radix does, so server rendering and the first client render agree.
  const [mounted, setMounted] = useState(false);
  useLayoutEffect(() => setMounted(true), []);
  const container = containerProp ?? (mounted ? (fromContext ?? globalThis.document?.body) : null);
  return container ? createPortal(<Primitive.div {...portalProps} ref={ref} />, container) : null;
});

export { Portal as Root };
