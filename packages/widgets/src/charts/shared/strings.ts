/** Every user-facing string of the charts, together so they can be reviewed at a glance. */
export const CHART_STRINGS = {
  /** Empty state of every chart but the pie (which renders nothing, docs/product.md#charts). */
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
    /** The fan chart's caveat (P5 is not the worst case: one run in twenty ends lower). */
    p5Note: 'Az 5. percentilis nem a legrosszabb eset: minden időpontban a szimulált pályák 5%-a ez alatt van.',
    time: (years: string) => `${years} év`,
  },
  wealth: {
    title: 'Vagyon alakulása',
    xLabel: 'Év',
    marker: 'Fordulópont',
  },
  frontier: {
    title: 'Hatékony határ',
    xLabel: 'Volatilitás (éves)',
    yLabel: 'Várható hozam (éves, 252 × napi átlag)',
    curve: 'Hatékony határ',
    cml: 'Tőkepiaci egyenes',
    assets: 'Részvények',
    minVariance: 'Minimális variancia',
    maxSharpe: 'Maximális Sharpe',
    chosen: 'Választott portfólió',
    curvePoint: (i: string) => `A határ ${i}. pontja`,
    expectedReturn: 'Várható hozam',
    volatility: 'Volatilitás',
    sharpe: 'Sharpe-mutató',
    name: 'Portfólió vagy részvény',
    /** How to read the chart, under its title. */
    note:
      'A görbe minden pontja az adott várható hozamhoz tartozó legkisebb kockázatú portfólió (ugyanazokkal a súlykorlátokkal, mint az optimalizálás). ' +
      'A szaggatott tőkepiaci egyenes a kockázatmentes hozamtól indul, és a maximális Sharpe-portfóliónál érinti a görbét. Múltbeli (mintán belüli) becslés.',
    cmlNote: (rf: string, slope: string) =>
      `A tőkepiaci egyenes ${rf} kockázatmentes hozamtól indul, meredeksége (a maximális Sharpe-mutató) ${slope}.`,
  },
  sensitivity: {
    /** Appended to the base point's label in the tooltip and summary. */
    base: 'alapeset',
    legendBase: 'Alapeset',
    value: 'Eredmény',
    parameter: 'Paraméter',
  },
} as const;
