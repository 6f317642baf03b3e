/**
 * Test support for the charts (jsdom has no ResizeObserver and no layout): a controllable
 * ResizeObserver stub. Not exported from the package.
 */
import { act } from '@testing-library/react';
import { vi } from 'vitest';

type Callback = (entries: { contentRect: { width: number; height: number } }[]) => void;

/** Installs a ResizeObserver stub; `resize(width)` reports a new width to every observer. */
export function mockResizeObserver() {
  const observers = new Set<{ callback: Callback; elements: Set<Element> }>();
  class ResizeObserverStub {
    private entry: { callback: Callback; elements: Set<Element> };
    constructor(callback: Callback) {
      this.entry = { callback, elements: new Set() };
      observers.add(this.entry);
    }
    observe(el: Element) {
      this.entry.elements.add(el);
    }
    unobserve(el: Element) {
      this.entry.elements.delete(el);
    }
    disconnect() {
      observers.delete(this.entry);
    }
  }
  vi.stubGlobal('ResizeObserver', ResizeObserverStub);
  return {
    resize(width: number, height = 0) {
      act(() => {
        for (const o of observers) if (o.elements.size > 0) o.callback([{ contentRect: { width, height } }]);
      });
    },
    get count() {
      return observers.size;
    },
    restore() {
      vi.unstubAllGlobals();
    },
  };
}
