/**
 * Stand-in for `@radix-ui/react-focus-guards` in the embed build (aliased in build/plugins.mjs).
 * Radix puts a pair of invisible focusable spans at the edges of `document.body` while a menu is
 * open, so focus leaving the menu is always caught. Inside a shadow root the menu's edges are the
 * shadow root's, and the host page's body is not ours to change: this puts the guards at the edges
 * of the widget's shadow root instead (the root that holds the portal container), one pair per root.
 */
import { useContext, useEffect, type ReactNode } from 'react';
import { PortalContainerContext } from './portal-context';

interface Guards {
  start: HTMLSpanElement;
  end: HTMLSpanElement;
  count: number;
}

const guardsByRoot = new WeakMap<ParentNode, Guards>();

/** An invisible focusable span, as Radix makes it (styles through CSSOM: allowed under a strict CSP). */
function createFocusGuard(): HTMLSpanElement {
  const element = document.createElement('span');
  element.setAttribute('data-radix-focus-guard', '');
  element.tabIndex = 0;
  element.style.outline = 'none';
  element.style.opacity = '0';
  element.style.position = 'fixed';
  element.style.pointerEvents = 'none';
  return element;
}

export function useFocusGuards(): void {
  const portal = useContext(PortalContainerContext);
  useEffect(() => {
    const rootNode = portal?.getRootNode();
    const root: ParentNode = rootNode instanceof ShadowRoot ? rootNode : document.body;
    let guards = guardsByRoot.get(root);
    if (!guards) {
      guards = { start: createFocusGuard(), end: createFocusGuard(), count: 0 };
      guardsByRoot.set(root, guards);
    }
    if (root.firstElementChild !== guards.start) root.prepend(guards.start);
    if (root.lastElementChild !== guards.end) root.append(guards.end);
    guards.count++;
    return () => {
      const g = guardsByRoot.get(root);
      if (!g) return;
      g.count = Math.max(0, g.count - 1);
      if (g.count === 0) {
        g.start.remove();
        g.end.remove();
        guardsByRoot.delete(root);
      }
    };
  }, [portal]);
}

export function FocusGuards(props: { children?: ReactNode }) {
  useFocusGuards();
  return props.children;
}

export { FocusGuards as Root };
