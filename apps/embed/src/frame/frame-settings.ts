/**
 * What the frame page reads from its URL (see frame.ts): the widget, the origin of the page that
 * embeds the frame (where its messages may go), the settings and the theming properties.
 */
import { settingKey, type AttributeInput } from '../attributes';

/** The theming custom properties the loader forwards, with the CSS type each must be. */
export const FORWARDED_PROPERTIES = {
  accent: 'color',
  'accent-hover': 'color',
  'accent-text': 'color',
  font: 'font-family',
} as const;

/** CSS functions a forwarded colour may use; anything else (var, url, env, image-set, attr…) is refused. */
const COLOUR_FUNCTIONS = new Set([
  'rgb',
  'rgba',
  'hsl',
  'hsla',
  'hwb',
  'lab',
  'lch',
  'oklab',
  'oklch',
  'color',
  'color-mix',
]);

/**
 * Whether a forwarded theming value is plain enough to set: the frame's URL can be written by anyone,
 * and `CSS.supports('color', 'var(--x, url(…))')` is true (a `var()` is valid anywhere), so the value
 * would make the frame fetch an address of the URL's author. A colour may use only colour functions,
 * a font family none; no escapes, no declarations or blocks, no more than 200 characters.
 */
export function isSafeThemeValue(
  kind: (typeof FORWARDED_PROPERTIES)[keyof typeof FORWARDED_PROPERTIES],
  value: string,
): boolean {
  if (value.length === 0 || value.length > 200 || /[\\;{}<>@!]/.test(value)) return false;
  const functions = [...value.matchAll(/([a-z-]*)\s*\(/gi)].map((m) => m[1]!.toLowerCase());
  if (kind === 'font-family') return functions.length === 0;
  return functions.every((f) => COLOUR_FUNCTIONS.has(f));
}

/** The frame's settings from its query string. */
export function frameSettings(search: string): {
  widget: string | null;
  parentOrigin: string | null;
  kind: 'data' | 'element';
  attributes: AttributeInput[];
  css: [string, string][];
} {
  const params = new URLSearchParams(search);
  const kind = params.get('kind') === 'element' ? 'element' : 'data';
  const attributes: AttributeInput[] = [];
  const css: [string, string][] = [];
  for (const [name, value] of params) {
    if (name.startsWith('a:')) {
      const key = settingKey(name.slice(2), kind === 'element');
      if (key !== null) attributes.push({ name: name.slice(2), key, value });
    } else if (name.startsWith('css:') && Object.hasOwn(FORWARDED_PROPERTIES, name.slice(4))) {
      const property = name.slice(4) as keyof typeof FORWARDED_PROPERTIES;
      if (isSafeThemeValue(FORWARDED_PROPERTIES[property], value)) css.push([property, value]);
    }
  }
  let parentOrigin: string | null = null;
  try {
    parentOrigin = new URL(params.get('origin') ?? '').origin;
  } catch {
    // No valid origin: no messages are posted (the widget still works).
  }
  return {
    widget: params.get('widget'),
    parentOrigin: parentOrigin === 'null' ? null : parentOrigin,
    kind,
    attributes,
    css,
  };
}
