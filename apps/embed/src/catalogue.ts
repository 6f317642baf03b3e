/**
 * The widgets the embed offers and the names partners use for them: the value of
 * `data-penzugy-widget`, the custom element `penzugy-<name>`, the DOM events `penzugy:<type>`.
 * Shared by the loader, the runtime and the frame page, so a widget is added in one place (plus its
 * folder under src/widgets/, which the build turns into a chunk — a test keeps the two in step).
 */

/** Every widget, by the name partners write. */
export const WIDGET_NAMES = [
  'loan-calculator',
  'affordability',
  'state-bonds',
  'rent-or-buy',
  'monte-carlo',
  'portfolio',
  'heatmap',
  'glossary-term',
  'document-viewer',
] as const;

export type WidgetName = (typeof WIDGET_NAMES)[number];

/**
 * Hungarian titles: the loader's placeholder says '<title> betöltése…' before the chunk arrives, and
 * an iframe-mode widget gets it as the frame's accessible name. The calculators' titles are the
 * widgets' own (a test compares them).
 */
export const WIDGET_TITLES: Readonly<Record<WidgetName, string>> = {
  'loan-calculator': 'Lakáshitel kalkulátor',
  affordability: 'Mekkora hitelt kaphatok?',
  'state-bonds': 'Állampapír-kalkulátor',
  'rent-or-buy': 'Bérlés vagy vásárlás kalkulátor',
  'monte-carlo': 'Monte Carlo szimulációs kalkulátor',
  portfolio: 'Portfólió optimalizálás',
  heatmap: 'Tőzsdei hőtérkép',
  'glossary-term': 'Pénzügyi fogalom',
  'document-viewer': 'Dokumentummegjelenítő',
};

/**
 * The height (px) the loader's placeholder reserves for a widget until it arrives, and iframe mode's
 * frame until its first resize message: no more than the widget's smallest first view (measured at
 * 390 and 1400 px, e.g. the loan calculator 4 254 and 3 141 px, the portfolio 1 373 and 1 144), so
 * the page never moves up when it arrives; and more than a screen, so on a first screen nothing under
 * the widget is in view to be pushed down (issue 26: layout shift 0.27 on a phone with 480 px). The
 * others, and the card of an unknown widget, keep 480 px.
 */
export const RESERVED_HEIGHT: Partial<Record<WidgetName, number>> = {
  'loan-calculator': 1200,
  affordability: 1200,
  'state-bonds': 1200,
  'rent-or-buy': 1200,
  'monte-carlo': 1200,
  portfolio: 1000,
};

/** {@link RESERVED_HEIGHT} of a widget, or of the card for a name that is none (null). */
export const reservedHeight = (widget: WidgetName | null): number => (widget && RESERVED_HEIGHT[widget]) || 480;

/** The attribute that makes any element a widget container: `<div data-penzugy-widget="loan-calculator">`. */
export const WIDGET_ATTRIBUTE = 'data-penzugy-widget';

/** Custom elements are `penzugy-<widget name>`. */
export const TAG_PREFIX = 'penzugy-';

/** DOM events on the host element are `penzugy:<type>` (`penzugy:result`, `penzugy:calculator_interaction`…). */
export const EVENT_PREFIX = 'penzugy:';

/** `source` of every postMessage the embed sends, so hosts can tell ours from other frames' messages. */
export const MESSAGE_SOURCE = 'penzugy-embed';

/** The one global: `window.Penzugy`. */
export const GLOBAL_NAME = 'Penzugy';

export function isWidgetName(name: string | null | undefined): name is WidgetName {
  return (WIDGET_NAMES as readonly (string | null | undefined)[]).includes(name);
}
