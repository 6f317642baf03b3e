/**
 * The drawing geometry of the charts, in SVG user units (px at scale 1): layout choices of this
 * toolkit, named so the components read as intent and a change is made in one place.
 */

/** Legend swatch: a 24 × 12 box holding a line, a band or a square. */
export const LEGEND_SWATCH = {
  width: 24,
  height: 12,
  /** The line swatch runs between these x positions through the middle. */
  lineStart: 2,
  lineEnd: 22,
  /** Thickest line a swatch draws, whatever the series' own stroke. */
  maxStrokeWidth: 5,
  /** Stroke used when a series names none. */
  defaultStrokeWidth: 2,
  dash: '5 3',
  /** The band swatch is 10 high, 1 from the top. */
  bandTop: 1,
  bandHeight: 10,
  /** The square swatch is 12 × 12, centred. */
  squareSize: 12,
  cornerRadius: 2,
} as const;

/** Axis ticks, labels and titles. */
export const AXIS = {
  /** Gap between a y tick label and the axis. */
  yLabelGap: 8,
  /** The y axis title: this far right of the chart's left edge and above the plot. */
  yTitleInset: 4,
  yTitleRise: 12,
  /** Length of an x tick mark below the axis. */
  xTickLength: 5,
  /** Baseline of an x tick label below the axis. */
  xLabelBaseline: 18,
  /** Baseline of the x axis title below the axis. */
  xTitleBaseline: 40,
} as const;

/** Lines, points, markers and the cursor of an x/y chart. */
export const XY_MARKS = {
  /** Dash pattern of a dashed series. */
  dash: '8 6',
  /** A series with a single finite point shows it as a dot at least this big. */
  lonePointMinRadius: 3,
  /** Point dots, and the highlighted one. */
  pointRadius: 4,
  pointRadiusHighlighted: 7,
  /** The marker's label sits this far above the plot. */
  markerLabelRise: 6,
  /** Within this distance of a plot edge the marker label is aligned to that edge instead of centred. */
  markerLabelEdge: 60,
  /** A marker's label is drawn only this far from the previous label (a short label's width). */
  markerLabelGap: 90,
  /** The cursor's dot on each series. */
  cursorDotRadius: 5,
} as const;

/**
 * Least room per x tick label: the layout shows no more ticks than fit at this spacing. The default
 * suits short labels; the charts name their own for their label lengths.
 */
export const X_TICK_SPACING = {
  default: 80,
  /** Full dates (DD.MM.YYYY) of the line chart. */
  lineChart: 100,
  /** Year labels of the fan chart. */
  fanChart: 60,
  /** Short year or percentage labels. */
  wealthChart: 56,
  sensitivityChart: 56,
} as const;
