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
      css.push([name.slice(4), value]);
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
