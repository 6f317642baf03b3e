/**
 * Iframe mode on the partner's page (`v{version}/frame-host.js`), loaded by the loader only for a
 * widget with `mode="iframe"`, checked against the version's hashes like a widget file. It has a
 * widget chunk's `mount`: it puts an iframe of the frame page (frame.ts) in the element's shadow
 * root, with the widget, its settings, our page's origin and the theming properties in the URL;
 * sizes it from the frame's resize messages and re-dispatches the frame's events on the element.
 *
 * The iframe is sandboxed to what the frame needs: its scripts (to fetch its data and post to us),
 * its forms (handled in script), links in new tabs and downloads (CSV exports, PDFs). Not: an origin
 * of its own, navigating the partner's page, dialogs, pointer lock. Without `allow-same-origin` the
 * frame runs in an opaque origin: it shares no cookies, storage or service worker with the site that
 * serves the embed, and it loads its files and data across origins as the inline embed does on a
 * partner's page (the files are served with CORS; the Monte Carlo worker falls back to the page's
 * thread). The frame page refuses to run anywhere else (frame.ts), and the server isolates it the
 * same way when it is framed or opened without this attribute (README.md, "Iframe mode").
 */
import type { AttributeInput } from '../attributes';
import { EVENT_PREFIX, MESSAGE_SOURCE, reservedHeight, WIDGET_TITLES, type WidgetName } from '../catalogue';
import type { MountFunction } from '../contract';
import { FORWARDED_PROPERTIES } from './frame-settings';

/** The frame page, next to this file. */
export const FRAME_PAGE = 'frame.html';

/** What the iframe may do (see the module comment). */
export const FRAME_SANDBOX = 'allow-scripts allow-forms allow-popups allow-popups-to-escape-sandbox allow-downloads';

/** Largest iframe height accepted from a frame's resize message (px). */
const MAX_FRAME_HEIGHT = 100_000;

/** The iframe for `widget` with these settings: the frame page's URL carries them. */
export function frameElement(
  host: HTMLElement,
  widget: WidgetName,
  attributes: readonly AttributeInput[],
  kind: 'data' | 'element',
  frameDir: string,
): HTMLIFrameElement {
  const params = new URLSearchParams({ widget, origin: location.origin, kind });
  for (const a of attributes) params.append(`a:${a.name}`, a.value);
  // Custom properties do not cross into an iframe: pass the computed ones along.
  const style = getComputedStyle(host);
  for (const p of Object.keys(FORWARDED_PROPERTIES)) {
    const value = style.getPropertyValue(`--penzugy-${p}`).trim();
    if (value) params.set(`css:${p}`, value);
  }
  const iframe = document.createElement('iframe');
  iframe.title = WIDGET_TITLES[widget];
  // The placeholder's height until the frame says its own (the first resize message).
  iframe.style.height = `${reservedHeight(widget)}px`;
  iframe.allow = 'clipboard-write';
  iframe.setAttribute('sandbox', FRAME_SANDBOX);
  // The frame gets our page's origin in its URL; it needs nothing of the page's address.
  iframe.referrerPolicy = 'no-referrer';
  iframe.src = `${new URL(FRAME_PAGE, frameDir).href}?${params}`;
  return iframe;
}

export const mount: MountFunction = (host, shadow, { attributes, kind, widget }) => {
  // A variable, not `import.meta.url` written into `new URL(…)`: Vite would resolve that at build time.
  const here = import.meta.url;
  const name = widget as WidgetName;
  let iframe = frameElement(host, name, attributes, kind, here);
  shadow.replaceChildren(iframe);

  // Resize and event messages from this frame, and only from it: its window, in its opaque origin
  // (an origin serialises as 'null'), so not even a page of the embed's own origin loaded there.
  const onMessage = (e: MessageEvent) => {
    const data = e.data as { source?: string; type?: string; height?: number; detail?: unknown } | null;
    if (e.source !== iframe.contentWindow || e.origin !== 'null' || data?.source !== MESSAGE_SOURCE) return;
    if (data.type === 'resize') {
      const h = Number(data.height);
      if (h >= 0 && h <= MAX_FRAME_HEIGHT) iframe.style.height = `${Math.ceil(h)}px`;
    } else if (typeof data.type === 'string') {
      host.dispatchEvent(
        new CustomEvent(EVENT_PREFIX + data.type, { detail: data.detail, bubbles: true, composed: true }),
      );
    }
  };
  addEventListener('message', onMessage);

  return {
    update(next) {
      const replacement = frameElement(host, name, next, kind, here);
      iframe.replaceWith(replacement);
      iframe = replacement;
    },
    unmount() {
      removeEventListener('message', onMessage);
      shadow.replaceChildren();
    },
  };
};
