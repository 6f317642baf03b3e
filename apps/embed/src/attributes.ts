/**
 * How the loader reads a widget's configuration from its element. HTML gives strings; their meaning
 * (numbers, choices…) is the runtime's business (src/config/), so the loader stays tiny.
 *
 * - `<div data-penzugy-widget="loan-calculator" data-price="45000000">`: every `data-*` attribute
 *   except `data-penzugy-widget` is a setting, named without the prefix (`price`).
 * - `<penzugy-loan-calculator price="45000000">`: every attribute is a setting (a `data-` prefix is
 *   dropped too), except the global HTML attributes a page may put on any element (id, class,
 *   style, aria-*, …), which belong to the host page.
 */
import { TAG_PREFIX, WIDGET_ATTRIBUTE } from './catalogue';

/** One setting as written on the element. */
export interface AttributeInput {
  /** The attribute as the partner wrote it (`data-price`, `price`): messages quote it. */
  name: string;
  /** The setting it gives (`price`). */
  key: string;
  value: string;
}

/** Attributes of the host page, never settings: global HTML attributes, ARIA and event handlers. */
const PAGE_ATTRIBUTES = /^(id|class|style|slot|part|hidden|title|lang|dir|tabindex|role|inert|nonce|is|aria-.*|on.*)$/;

/** The setting an attribute gives, or null when it is not one (see the module comment). */
export function settingKey(attributeName: string, customElement: boolean): string | null {
  const name = attributeName.toLowerCase();
  if (name === WIDGET_ATTRIBUTE) return null;
  if (name.startsWith('data-')) return name.slice(5);
  return customElement && !PAGE_ATTRIBUTES.test(name) ? name : null;
}

/** Whether `el` is one of our custom elements (as opposed to a `data-penzugy-widget` container). */
export function isWidgetElement(el: Element): boolean {
  return el.localName.startsWith(TAG_PREFIX);
}

/** The settings written on `el`, in attribute order. */
export function collectAttributes(el: Element): AttributeInput[] {
  const custom = isWidgetElement(el);
  const out: AttributeInput[] = [];
  for (const { name, value } of el.attributes) {
    const key = settingKey(name, custom);
    if (key !== null) out.push({ name, key, value });
  }
  return out;
}

/** The value of setting `key`, or undefined. */
export function settingValue(attributes: readonly AttributeInput[], key: string): string | undefined {
  return attributes.find((a) => a.key === key)?.value;
}
