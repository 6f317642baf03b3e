import { autoUpdate, computePosition, flip, offset, shift, size } from '@floating-ui/dom';
import { useCallback, useEffect, useRef, type CSSProperties } from 'react';
import {
  ANCHOR_WIDTH_PROPERTY,
  AVAILABLE_HEIGHT_PROPERTY,
  POPUP_OFFSET_PX,
  POPUP_VIEWPORT_PADDING_PX,
} from './constants';

/**
 * The popup's own style: fixed at the viewport's corner, and moved into place by a transform that
 * `place` writes (a render passes the same value again, so it never undoes the placement). Until
 * placed it waits beyond the viewport's left edge instead of flashing in the corner; it is not hidden,
 * since the combobox's `aria-activedescendant` points into it.
 */
const POPUP_STYLE: CSSProperties = { position: 'fixed', left: 0, top: 0, transform: 'translateX(-100vw)' };

/** Where the popup goes: under the combobox (above when there is more room there), inside the viewport. */
function place(anchor: Element, popup: HTMLElement) {
  void computePosition(anchor, popup, {
    placement: 'bottom-start',
    strategy: 'fixed',
    middleware: [
      offset(POPUP_OFFSET_PX),
      flip({ padding: POPUP_VIEWPORT_PADDING_PX }),
      shift({ padding: POPUP_VIEWPORT_PADDING_PX }),
      size({
        padding: POPUP_VIEWPORT_PADDING_PX,
        apply({ availableHeight, rects }) {
          popup.style.setProperty(ANCHOR_WIDTH_PROPERTY, `${rects.reference.width}px`);
          popup.style.setProperty(AVAILABLE_HEIGHT_PROPERTY, `${Math.max(0, availableHeight)}px`);
        },
      }),
    ],
  }).then(({ x, y }) => {
    popup.style.transform = `translate(${Math.round(x)}px, ${Math.round(y)}px)`;
  });
}

/**
 * Places the combobox's popup with Floating UI (the positioning Radix's own popper is built on, so
 * the widgets that already carry a Radix tooltip carry it already: apps/embed's size bench). Fixed
 * strategy, as Radix's popper: the popup is portalled (to the document's body, or in the embed to the
 * widget's shadow root) and must not be clipped by a scrolling ancestor. It follows the combobox while
 * open (`autoUpdate`) and gives the popup's CSS the combobox's width and the room available
 * (SelectMenu.css.ts `panel`).
 *
 * Why the DOM API and not `useFloating` (issue 27, the stock search's opening key took 120–270 ms at
 * 4× CPU slowdown): `useFloating` keeps the position in component state, so every placement rendered
 * the whole menu, its options included, again; here the placement writes the popup's transform and
 * nothing renders. And the placement starts once the frame that opened the popup has been painted:
 * it reads the layout of the combobox and its scrolling ancestors, which in the key's own task held
 * the typed letter's paint back. The popup is placed a frame later.
 */
export function usePopupPosition() {
  const anchor = useRef<Element | null>(null);
  const stop = useRef<(() => void) | null>(null);
  // Callback refs, not state: keeping the elements in state rendered the menu once more as it opened.
  const setAnchor = useCallback((element: Element | null) => {
    anchor.current = element;
  }, []);
  const setPopup = useCallback((popup: HTMLElement | null) => {
    stop.current?.();
    stop.current = popup && anchor.current ? followAfterPaint(anchor.current, popup) : null;
  }, []);
  useEffect(() => () => stop.current?.(), []);
  return { setAnchor, setPopup, style: POPUP_STYLE };
}

/** Keeps `popup` placed by `anchor` from the first task after the next paint on; returns the stop. */
function followAfterPaint(anchor: Element, popup: HTMLElement): () => void {
  let stop: (() => void) | undefined;
  let timer: ReturnType<typeof setTimeout> | undefined;
  // An animation frame runs before its frame is painted; a task queued from it runs after.
  const frame = requestAnimationFrame(() => {
    timer = setTimeout(() => {
      stop = autoUpdate(anchor, popup, () => place(anchor, popup));
    });
  });
  return () => {
    cancelAnimationFrame(frame);
    clearTimeout(timer);
    stop?.();
  };
}
