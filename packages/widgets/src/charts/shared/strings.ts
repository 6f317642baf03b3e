/** Every user-facing string of the charts, together so they can be reviewed at a glance (STYLE.md 10). */
export const CHART_STRINGS = {
  /** Empty state of every chart but the pie (which renders nothing, spec §8). */
  empty: 'Nincs megjeleníthető adat',
  /** How to use the chart from the keyboard; the focusable plot is described by it. */
  keyboardHint:
    'A grafikon billentyűzettel is bejárható: a bal és a jobb nyíl lépked az adatpontok között, a Home és az End az első és az utolsó pontra ugrik, az Esc elrejti az értékeket.',
  legend: 'Jelmagyarázat',
  summary: {
    series: 'Adatsor',
    first: 'Első',
    last: 'Utolsó',
    min: 'Minimum',
    max: 'Maximum',
    range: 'Időszak',
  },
  line: {
    title: 'Portfólió és részvények alakulása',
    portfolio: 'Portfólió',
  },
  pie: {
    title: 'Portfólió súlyok',
    ticker: 'Ticker',
    weight: 'Súly',
  },
  fan: {
    title: 'Monte Carlo szimuláció',
    xLabel: 'Év',
    outer: 'P5–P95 sáv',
    inner: 'P25–P75 sáv',
    median: 'Medián (P50)',
    mean: 'Átlag',
    samples: 'Mintapályák',
    p05: 'P5',
    p25: 'P25',
    p75: 'P75',
    p95: 'P95',
    /** The fan chart's caveat (ANCHORS.md: P5 is not the worst case). */
    p5Note:
      'Az 5. percentilis nem a legrosszabb eset: minden időpontban a szimulált pályák 5%-a ez alatt van.',
    time: (years: string) => `${years} év`,
  },
  wealth: {
    title: 'Vagyon alakulása',
    xLabel: 'Év',
    marker: 'Fordulópont',
  },
  sensitivity: {
    /** Appended to the base point's label in the tooltip and summary. */
    base: 'alapeset',
    legendBase: 'Alapeset',
    value: 'Eredmény',
    parameter: 'Paraméter',
  },
} as const;
