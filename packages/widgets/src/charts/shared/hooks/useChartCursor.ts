import { useCallback, useState, type KeyboardEvent } from 'react';
import { nextCursorIndex } from '../layout/cursor-step/cursor-step';

export interface ChartCursor {
  /** The active stop (0 … count−1), or null when the tooltip is hidden. */
  active: number | null;
  /** Shows the tooltip at a stop, or hides it with null. */
  setActive: (index: number | null) => void;
  /** Keyboard handler for the focusable plot (arrows, Home, End, PageUp/Down, Escape). */
  onKeyDown: (event: KeyboardEvent<Element>) => void;
}

/**
 * The cursor of a chart's tooltip over `count` stops, moved by keyboard or pointer. An active stop
 * beyond a shrunken `count` reads as hidden, so new data never shows a stale tooltip.
 */
export function useChartCursor(count: number): ChartCursor {
  const [raw, setRaw] = useState<number | null>(null);
  const active = raw !== null && raw < count ? raw : null;
  const onKeyDown = useCallback(
    (event: KeyboardEvent<Element>) => {
      if (event.altKey || event.ctrlKey || event.metaKey) return;
      const next = nextCursorIndex(active, event.key, count);
      if (next === undefined) return;
      // Escape with nothing shown is left to the page (e.g. to close a dialog around the chart).
      if (event.key === 'Escape' && active === null) return;
      event.preventDefault();
      setRaw(next);
    },
    [active, count],
  );
  return { active, setActive: setRaw, onKeyDown };
}
