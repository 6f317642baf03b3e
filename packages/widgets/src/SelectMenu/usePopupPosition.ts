import { autoUpdate, flip, offset, shift, size, useFloating } from '@floating-ui/react-dom';
import {
  ANCHOR_WIDTH_PROPERTY,
  AVAILABLE_HEIGHT_PROPERTY,
  POPUP_OFFSET_PX,
  POPUP_VIEWPORT_PADDING_PX,
} from './constants';

/**
 * Places the combobox's popup under it (above when there is more room there) with Floating UI, the
 * positioning Radix's own popper is built on (so the widgets that already carry a Radix tooltip carry
 * it already: apps/embed's size bench). Fixed strategy, as Radix's popper: the popup is portalled
 * (to the document's body, or in the embed to the widget's shadow root) and must not be clipped by a
 * scrolling ancestor. It follows the combobox while open (autoUpdate) and gives the popup's CSS the
 * combobox's width and the room available (SelectMenu.css.ts `panel`).
 */
export function usePopupPosition(open: boolean) {
  const { refs, floatingStyles, isPositioned } = useFloating({
    open,
    placement: 'bottom-start',
    strategy: 'fixed',
    whileElementsMounted: autoUpdate,
    middleware: [
      offset(POPUP_OFFSET_PX),
      flip({ padding: POPUP_VIEWPORT_PADDING_PX }),
      shift({ padding: POPUP_VIEWPORT_PADDING_PX }),
      size({
        padding: POPUP_VIEWPORT_PADDING_PX,
        apply({ availableHeight, rects, elements }) {
          elements.floating.style.setProperty(ANCHOR_WIDTH_PROPERTY, `${rects.reference.width}px`);
          elements.floating.style.setProperty(AVAILABLE_HEIGHT_PROPERTY, `${Math.max(0, availableHeight)}px`);
        },
      }),
    ],
  });
  // Until the first placement the popup would flash at the viewport's corner: keep it transparent
  // (not hidden, which would take it from the accessibility tree the combobox points into).
  const style = isPositioned ? floatingStyles : { ...floatingStyles, opacity: 0 };
  return { setAnchor: refs.setReference, setPopup: refs.setFloating, style };
}
