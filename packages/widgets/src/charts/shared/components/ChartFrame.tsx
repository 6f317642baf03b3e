import { useId, type PointerEvent, type ReactNode } from 'react';
import * as styles from '../charts.css';
import { CHART_STRINGS } from '../strings';
import type { ChartCursor } from '../hooks/useChartCursor';
import type { PlotBox } from '../hooks/usePlotBox';
import { visuallyHiddenClass } from '../../../VisuallyHidden';

/** Where the tooltip box is anchored, in px relative to the plot box. */
export interface TooltipAnchor {
  x: number;
  y: number;
}

/** What every state of a chart shows: the caption (its accessible name) and the notes. */
export interface ChartFigureProps {
  /** Visible title; it names the figure and the focusable plot. */
  title: string;
  /** Visible notes under the title (e.g. how to read the chart). */
  notes?: ReactNode | undefined;
  /** Extra class on the figure. */
  className?: string | undefined;
}

export interface ChartFrameProps extends ChartFigureProps {
  /** The legend element. */
  legend?: ReactNode | undefined;
  /** Legend above the plot or on its left (the pie, docs/product.md#charts). @default 'top' */
  legendPosition?: 'top' | 'left' | undefined;
  /** The plot box, from usePlotBox; the SVG is rendered once its width is known (> 0). */
  plot: PlotBox;
  /** The tooltip cursor (keyboard and pointer). */
  cursor: ChartCursor;
  /** The cursor stop under a pointer at (x, y) px relative to the SVG, or -1 for none. */
  stopAt?: ((x: number, y: number) => number) | undefined;
  /** Tooltip content at the active stop, or null. */
  tooltip?: ReactNode | undefined;
  /** Where the tooltip box goes. */
  tooltipAnchor?: TooltipAnchor | null | undefined;
  /** The screen-reader summary (visually hidden). */
  summary?: ReactNode | undefined;
  /** SVG content. */
  children?: ReactNode | undefined;
}

/** The `<figure>` of every chart state: the visible caption and notes, then the content. */
function ChartFigure({
  title,
  notes,
  className,
  titleId,
  children,
}: ChartFigureProps & { titleId: string; children: ReactNode }) {
  return (
    <figure className={className ? `${styles.figure} ${className}` : styles.figure} aria-labelledby={titleId}>
      <figcaption id={titleId} className={styles.caption}>
        {title}
      </figcaption>
      {notes ? <p className={styles.notes}>{notes}</p> : null}
      {children}
    </figure>
  );
}

/** A chart with nothing to draw: its caption and notes, and 'Nincs megjeleníthető adat' instead of the plot. */
export function EmptyChart(props: ChartFigureProps) {
  const titleId = useId();
  return (
    <ChartFigure {...props} titleId={titleId}>
      <p className={styles.empty}>{CHART_STRINGS.empty}</p>
    </ChartFigure>
  );
}

/**
 * The frame every chart shares: a `<figure>` with a visible `<figcaption>`, the legend, the plot
 * (an `<svg role="img">` named by the caption and focusable with tabIndex 0: arrows, Home, End,
 * PageUp/Down move the tooltip cursor and Escape hides it; pointer hover does the same), a polite
 * live region holding the tooltip, and the screen-reader summary.
 */
export function ChartFrame({
  title,
  notes,
  legend,
  legendPosition = 'top',
  plot: { height, plotRef, width },
  cursor,
  stopAt,
  tooltip,
  tooltipAnchor,
  summary,
  className,
  children,
}: ChartFrameProps) {
  const titleId = useId();
  const hintId = useId();

  const onPointerMove = (event: PointerEvent<SVGSVGElement>) => {
    if (!stopAt) return;
    const rect = event.currentTarget.getBoundingClientRect();
    const stop = stopAt(event.clientX - rect.left, event.clientY - rect.top);
    cursor.setActive(stop >= 0 ? stop : null);
  };
  const hide = () => cursor.setActive(null);

  const visible = tooltip != null && tooltipAnchor != null && cursor.active !== null;
  const flip = visible && tooltipAnchor.x > width / 2;

  const plot = (
    <div ref={plotRef} className={styles.plot} style={{ height }}>
      {width > 0 ? (
        <svg
          className={styles.svg}
          width={width}
          height={height}
          role="img"
          aria-labelledby={titleId}
          aria-describedby={hintId}
          tabIndex={0}
          onKeyDown={cursor.onKeyDown}
          onPointerMove={onPointerMove}
          onPointerLeave={hide}
          onBlur={hide}
        >
          {children}
        </svg>
      ) : null}
      <div className={styles.liveRegion} role="status" aria-live="polite" aria-atomic="true">
        {visible ? (
          <div
            className={styles.tooltip}
            style={{
              left: tooltipAnchor.x,
              top: tooltipAnchor.y,
              transform: flip ? 'translateX(calc(-100% - 12px))' : 'translateX(12px)',
            }}
          >
            {tooltip}
          </div>
        ) : null}
      </div>
    </div>
  );

  return (
    <ChartFigure title={title} notes={notes} className={className} titleId={titleId}>
      <div className={legendPosition === 'left' ? styles.bodyLeftLegend : styles.body}>
        {legend}
        {plot}
      </div>
      <p id={hintId} className={visuallyHiddenClass}>
        {CHART_STRINGS.keyboardHint}
      </p>
      {summary}
    </ChartFigure>
  );
}
