/**
 * What a widget tells its host page: DOM CustomEvents on the widget's element
 * (`penzugy:calculator_interaction`, `penzugy:result`, `penzugy:error`, `penzugy:ready`), bubbling
 * and composed so a listener on `document` hears every widget; and, when the page is inside an
 * iframe, the same as a postMessage to the parent.
 *
 * The messages carry what the user typed into the calculator, so they go to one origin, never '*':
 * in iframe mode the origin the loader gave the frame page (it only arrives if that really is the
 * parent); elsewhere the parent's origin as the browser reports it (`location.ancestorOrigins`, or
 * the referrer where that is missing). With neither, nothing is posted.
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

/** The origin of the window that frames `win`, or null when it is not framed or the origin is unknown. */
export function parentOrigin(win: Window): string | null {
  if (win.parent === win) return null;
  const ancestor = win.location.ancestorOrigins?.[0];
  if (ancestor && ancestor !== 'null') return ancestor;
  try {
    return win.document.referrer ? new URL(win.document.referrer).origin : null;
  } catch {
    return null;
  }
}

/**
 * An emitter for the widget on `host`. `targetOrigin` is where postMessages go (null: none); the
 * detail of each event is `{ widget, type, ...detail }`.
 */
export function createEmitter(host: HTMLElement, widget: WidgetName, targetOrigin: string | null): Emit {
  return (type, detail = {}) => {
    const full = { ...detail, widget, type };
    host.dispatchEvent(new CustomEvent(EVENT_PREFIX + type, { detail: full, bubbles: true, composed: true }));
    if (targetOrigin !== null) {
      const message: EmbedMessage = { source: MESSAGE_SOURCE, type, widget, detail: full };
      window.parent.postMessage(message, targetOrigin);
    }
  };
}
