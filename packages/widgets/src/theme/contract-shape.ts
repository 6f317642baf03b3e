/**
 * The shape of the theme contract (contract.css.ts): every token a widget or chart reads, by group.
 * Plain data, so the embed can build the same contract with its own short names
 * (apps/embed/src/stubs/theme-contract.css.ts).
 */
export const THEME_CONTRACT_SHAPE = {
  color: {
    background: null,
    surface: null,
    surfaceRaised: null,
    text: null,
    textMuted: null,
    border: null,
    accent: null,
    accentHover: null,
    accentText: null,
    focus: null,
    positive: null,
    negative: null,
    warning: null,
    danger: null,
    overlay: null,
  },
  chart: {
    portfolio: null,
    series1: null,
    series2: null,
    series3: null,
    series4: null,
    series5: null,
    series6: null,
    series7: null,
    series8: null,
    grid: null,
    axis: null,
    bandOuter: null,
    bandInner: null,
    median: null,
    mean: null,
    buy: null,
    rent: null,
    sample: null,
    marker: null,
    highlight: null,
  },
  heat: {
    down3: null,
    down2: null,
    down1: null,
    down0: null,
    up0: null,
    up1: null,
    up2: null,
  },
  /**
   * Text on each heat colour (heatmap tile labels): the heat colours run from dark to light within a
   * theme, so no single text colour reaches 4.5:1 on all seven.
   */
  heatText: {
    down3: null,
    down2: null,
    down1: null,
    down0: null,
    up0: null,
    up1: null,
    up2: null,
  },
  space: { xs: null, sm: null, md: null, lg: null, xl: null },
  radius: { sm: null, md: null, lg: null, pill: null },
  font: { body: null, mono: null },
  fontSize: { sm: null, md: null, lg: null, xl: null, xxl: null },
  fontWeight: { regular: null, bold: null },
};
