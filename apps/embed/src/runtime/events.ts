/**
 * What a widget tells its host page: DOM CustomEvents on the widget's element
 * (`penzugy:calculator_interaction`, `penzugy:result`, `penzugy:error`, `penzugy:ready`), bubbling
 * and composed so a listener on `document` hears every widget; and the same as a postMessage to the
 * parent window, to named origins only.
 *
 * The messages carry what the user typed into the calculator, so they go to named origins, never
 * '*' and never to whatever origin happens to frame the page: in iframe mode the origin the loader
 * gave the frame page (it only arrives if that really is the parent); inline, the page's own origin
 * and the origins the partner lists in `message-origins`.
 */
import { EVENT_PREFIX, MESSAGE_SOURCE, type WidgetName } from '../catalogue';

/** Sends one event: `emit('result', { summary })`. */
export type Emit = (type: string, detail?: Record<string, unknown>) => void;

/** The message a widget posts to its parent window (and the loader reads in iframe mode). */
export interface EmbedMessage {
  source: typeof MESSAGE_SOURCE;
  type: string;
  widget: WidgetName;
  detail: Record<string, unknown>;
}

/**
 * An emitter for the widget on `host`. `targetOrigins` are where postMessages go when the page is
 * framed (none: nowhere; read at each event, so new settings apply); the browser delivers each only
 * if the parent really has that origin. The detail of each event is `{ widget, type, ...detail }`.
 */
export function createEmitter(
  host: HTMLElement,
  widget: WidgetName,
  targetOrigins: readonly string[],
  win: Window = window,
): Emit {
  return (type, detail = {}) => {
    const full = { ...detail, widget, type };
    host.dispatchEvent(new CustomEvent(EVENT_PREFIX + type, { detail: full, bubbles: true, composed: true }));
    if (win.parent === win) return;
    const message: EmbedMessage = { source: MESSAGE_SOURCE, type, widget, detail: full };
    // An opaque origin ('null': a sandboxed page, or a partner page in one) is no target: the
    // browser throws on it, and the widget's own event would fail with it.
    for (const origin of targetOrigins) if (origin !== 'null') win.parent.postMessage(message, origin);
  };
}
