/**
 * The contract between the loader (embed.js) and a widget chunk: the chunk's module exports
 * `mount`, the loader calls it with the element, its shadow root and the settings as written.
 * Types only: the loader stays free of the runtime's code.
 */
import type { AttributeInput } from './attributes';
import type { WidgetName } from './catalogue';

export interface MountOptions {
  /** The settings written on the element (attributes.ts). */
  attributes: readonly AttributeInput[];
  /**
   * 'data' for a `data-penzugy-widget` container, 'element' for a `<penzugy-…>` element: messages
   * name a setting the way the partner writes it there (`data-price` or `price`).
   */
  kind: 'data' | 'element';
  /** Inside the iframe-mode frame page: the origin of the page that embeds the frame. */
  frameParentOrigin?: string;
  /** The widget's name, which a widget chunk knows and iframe mode's host (frame/host.ts) does not. */
  widget?: WidgetName;
  /**
   * Loads another file of the version (`chunks/…`, a widget's on-demand chunk) after checking it
   * against its published hash, as the widget file was (loader/chunks.ts); resolves to its module.
   * It rejects with the loader's diagnosis (`Failure`, loader/diagnose.ts), not an Error.
   */
  importFile?: (file: string) => Promise<unknown>;
}

/** A mounted widget. */
export interface WidgetHandle {
  /** New settings (an attribute changed on the element): the widget re-renders with them. */
  update(attributes: readonly AttributeInput[]): void;
  /** Unmounts the React tree and empties the shadow root. */
  unmount(): void;
}

export type MountFunction = (host: HTMLElement, shadow: ShadowRoot, options: MountOptions) => WidgetHandle;

/** What every widget chunk exports. */
export interface WidgetModule {
  mount: MountFunction;
}
