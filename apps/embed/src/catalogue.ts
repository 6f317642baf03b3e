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
