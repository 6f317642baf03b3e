/**
 * The partner loader (dist/embed.js, an IIFE of ≤ 3.5 KB gzipped). It:
 *
 * - defines `window.Penzugy` (frozen; the only global) — or, when an earlier copy of the script got
 *   there first, does nothing at all, so a page may include the script twice;
 * - finds `[data-penzugy-widget]` elements and defines the `<penzugy-…>` custom elements, now and
 *   for every element added later (MutationObserver; custom elements upgrade by themselves);
 * - gives each its own shadow root with a placeholder, and loads its chunk (`<widget>.js` in the
 *   version's directory) when it comes within
 *   {@link LAZY_MARGIN} of the viewport (IntersectionObserver), or at once with `loading="eager"`;
 * - or, with `mode="iframe"`, loads iframe mode's host (frame/host.ts) instead, which puts an iframe
 *   of the frame page there;
 * - passes attribute changes to the mounted widget, and unmounts a widget whose element leaves the
 *   page (a move within the page is not a removal).
 *
 * It parses no setting beyond `mode`, `loading` and `theme` (for the placeholder's colours): the
 * widget chunk validates everything.
 */
import { collectAttributes, isWidgetElement, settingValue } from '../attributes';
import {
  GLOBAL_NAME,
  isWidgetName,
  reservedHeight,
  TAG_PREFIX,
  WIDGET_ATTRIBUTE,
  WIDGET_NAMES,
  WIDGET_TITLES,
  type WidgetName,
} from '../catalogue';
import type { WidgetHandle, WidgetModule } from '../contract';
import { loaderVersionBase } from './base-url';
import { FRAME_HOST_FILE, verifiedImporter } from './chunks';
import type { Failure } from './diagnose';
import { LOADER_CSS } from './loader-css';
import { failureText, LOADER_STRINGS as S } from './strings';

/** Baked in by the build (build/build.mjs). */
declare const __PENZUGY_VERSION__: string;
/** '' in the pinned copy (`v{version}/embed.js`), `v{version}/` in the latest copy (`embed.js`). */
declare const __PENZUGY_VERSION_DIR__: string;
/** The `sha384-…` hash of the version's list of file hashes (chunks.ts). */
declare const __PENZUGY_INTEGRITY__: string;

/** Load a widget's chunk when its element is this close to the viewport. */
export const LAZY_MARGIN = '200px 0px';

interface Instance {
  el: HTMLElement;
  widget: WidgetName | null;
  shadow: ShadowRoot;
  /** The chunk (or frame) was requested; false again after a failed load, for the retry. */
  started: boolean;
  /** Iframe mode (read when the widget was set up). */
  framed: boolean;
  handle?: WidgetHandle;
  attributeObserver: MutationObserver;
  /** The settings last given to the widget, to ignore attribute changes that are not settings (class, style…). */
  settings: string;
}

/** The public API: `window.Penzugy`. */
export interface PenzugyApi {
  readonly version: string;
  readonly widgets: readonly WidgetName[];
  /** Sets up the widgets under `root` that are not set up yet: for containers the loader cannot observe, such as your own shadow roots. */
  scan(root?: ParentNode): void;
  /** Makes `element` a widget: `Penzugy.mount(div, 'loan-calculator', { price: 45000000 })` (settings become data-* attributes). */
  mount(element: HTMLElement, widget: string, settings?: Record<string, string | number | boolean>): void;
  /** Unmounts the widget on `element` (it stays unmounted until `mount` or `scan`). */
  unmount(element: HTMLElement): void;
  /** Unmounts every widget, e.g. when a single-page app tears a view down. */
  unmountAll(): void;
}

export function startLoader(win: Window & typeof globalThis = window): void {
  // Loaded twice: the first copy already runs everything. Checked by shape, not by name: an element
  // with id="Penzugy" is also `window.Penzugy` (named access) and must not stop the loader.
  if (typeof (win as unknown as Record<string, Partial<PenzugyApi> | undefined>)[GLOBAL_NAME]?.mount === 'function')
    return;
  const doc = win.document;
  const base = loaderVersionBase(doc, __PENZUGY_VERSION_DIR__, __PENZUGY_VERSION__);
  const importChunk = verifiedImporter(doc, base, __PENZUGY_INTEGRITY__);
  const instances = new Map<HTMLElement, Instance>();

  let sheet: CSSStyleSheet | null = null;
  const adoptLoaderSheet = (shadow: ShadowRoot) => {
    try {
      sheet ??= new CSSStyleSheet();
      if (!sheet.cssRules.length) sheet.replaceSync(LOADER_CSS);
      shadow.adoptedStyleSheets = [sheet];
    } catch {
      // No constructable stylesheets (old Safari): the placeholder is unstyled, the widget is not.
    }
  };

  /** The placeholder or message box, in the widget's colour mode. */
  const box = (inst: Instance) => {
    const div = doc.createElement('div');
    div.className = settingValue(collectAttributes(inst.el), 'theme') === 'dark' ? 'l d' : 'l';
    // CSSOM, not a style attribute: a partner's CSP without 'unsafe-inline' allows it.
    div.style.minHeight = `${reservedHeight(inst.widget)}px`;
    inst.shadow.replaceChildren(div);
    return div;
  };

  const message = (inst: Instance, title: string, text: string, retry?: () => void) => {
    const div = box(inst);
    div.setAttribute('role', 'alert');
    const strong = doc.createElement('strong');
    strong.textContent = title;
    div.append(strong, text);
    if (retry) {
      const button = doc.createElement('button');
      button.type = 'button';
      button.textContent = S.retry;
      button.addEventListener('click', retry);
      div.append(doc.createElement('br'), button);
    }
  };

  const lazy =
    'IntersectionObserver' in win
      ? new IntersectionObserver(
          (entries, observer) => {
            for (const e of entries) {
              const inst = instances.get(e.target as HTMLElement);
              if (e.isIntersecting && inst) {
                observer.unobserve(e.target);
                load(inst);
              }
            }
          },
          { rootMargin: LAZY_MARGIN },
        )
      : null;

  const load = (inst: Instance) => {
    if (!inst.widget || inst.started) return;
    inst.started = true;
    const kind = isWidgetElement(inst.el) ? 'element' : 'data';
    // The settings are read once the file has arrived: a change while it loads has nothing to update.
    importChunk(inst.framed ? FRAME_HOST_FILE : `${inst.widget}.js`).then(
      (module) => {
        if (instances.get(inst.el) !== inst) return; // removed while loading
        const latest = collectAttributes(inst.el);
        inst.settings = JSON.stringify(latest);
        inst.handle = (module as WidgetModule).mount(inst.el, inst.shadow, {
          attributes: latest,
          kind,
          widget: inst.widget!,
          importFile: importChunk,
        });
      },
      (why: Failure) => {
        if (instances.get(inst.el) !== inst) return;
        message(inst, S.failedTitle, failureText(why), () => {
          inst.started = false;
          box(inst).textContent = S.loading(WIDGET_TITLES[inst.widget!]);
          load(inst);
        });
      },
    );
  };

  const connect = (el: HTMLElement, requested?: string | null) => {
    if (instances.has(el)) return;
    const name =
      requested ?? (isWidgetElement(el) ? el.localName.slice(TAG_PREFIX.length) : el.getAttribute(WIDGET_ATTRIBUTE));
    let shadow: ShadowRoot;
    try {
      shadow = el.shadowRoot ?? el.attachShadow({ mode: 'open' });
    } catch {
      console.error(`[penzugy] <${el.localName}>: use a <div>`);
      return;
    }
    const inst: Instance = {
      el,
      widget: isWidgetName(name) ? name : null,
      shadow,
      started: false,
      settings: '',
      framed: settingValue(collectAttributes(el), 'mode') === 'iframe',
      attributeObserver: new MutationObserver(() => changed(inst)),
    };
    instances.set(el, inst);
    adoptLoaderSheet(shadow);
    inst.attributeObserver.observe(el, { attributes: true });
    if (!inst.widget) {
      message(inst, S.unknownTitle, S.unknown(String(name), WIDGET_NAMES));
      return;
    }
    box(inst).textContent = S.loading(WIDGET_TITLES[inst.widget]);
    if (lazy && settingValue(collectAttributes(el), 'loading') !== 'eager') lazy.observe(el);
    else load(inst);
  };

  const disconnect = (el: HTMLElement) => {
    const inst = instances.get(el);
    if (!inst) return;
    instances.delete(el);
    inst.attributeObserver.disconnect();
    lazy?.unobserve(el);
    inst.handle?.unmount();
    inst.shadow.replaceChildren();
  };

  /** An attribute changed: the widget, the mode or the loading change set it up anew; any other setting goes to the widget. */
  const changed = (inst: Instance) => {
    const attributes = collectAttributes(inst.el);
    const name = isWidgetElement(inst.el) ? inst.widget : inst.el.getAttribute(WIDGET_ATTRIBUTE);
    if (name !== inst.widget || (settingValue(attributes, 'mode') === 'iframe') !== inst.framed) {
      disconnect(inst.el);
      if (name !== null || isWidgetElement(inst.el)) connect(inst.el);
      return;
    }
    const settings = JSON.stringify(attributes);
    if (settings === inst.settings) return;
    inst.settings = settings;
    inst.handle?.update(attributes);
  };

  const scan = (root: ParentNode = doc) => {
    for (const el of root.querySelectorAll<HTMLElement>(`[${WIDGET_ATTRIBUTE}]`)) connect(el);
  };

  const api: PenzugyApi = Object.freeze({
    version: __PENZUGY_VERSION__,
    widgets: WIDGET_NAMES,
    scan,
    mount(element: HTMLElement, widget: string, settings: Record<string, string | number | boolean> = {}) {
      disconnect(element);
      if (!isWidgetElement(element)) element.setAttribute(WIDGET_ATTRIBUTE, widget);
      for (const [key, value] of Object.entries(settings))
        element.setAttribute(isWidgetElement(element) ? key : `data-${key}`, String(value));
      connect(element, isWidgetElement(element) ? undefined : widget);
    },
    unmount: disconnect,
    unmountAll() {
      for (const el of [...instances.keys()]) disconnect(el);
    },
  });
  Object.defineProperty(win, GLOBAL_NAME, { value: api, enumerable: true });

  for (const widget of WIDGET_NAMES) {
    const tag = TAG_PREFIX + widget;
    if (win.customElements.get(tag)) continue;
    win.customElements.define(
      tag,
      class extends win.HTMLElement {
        connectedCallback() {
          connect(this);
        }
        disconnectedCallback() {
          // A move (remove + insert in one task) keeps the widget.
          queueMicrotask(() => this.isConnected || disconnect(this));
        }
      },
    );
  }

  scan();
  new MutationObserver((records) => {
    for (const r of records) {
      if (r.type === 'attributes' && (r.target as Element).hasAttribute(WIDGET_ATTRIBUTE))
        connect(r.target as HTMLElement);
      for (const node of r.addedNodes) {
        if (!(node instanceof win.HTMLElement)) continue;
        if (node.hasAttribute(WIDGET_ATTRIBUTE)) connect(node);
        scan(node);
      }
    }
    if (records.some((r) => r.removedNodes.length > 0)) {
      for (const el of [...instances.keys()]) if (!el.isConnected) disconnect(el);
    }
  }).observe(doc.documentElement, {
    childList: true,
    subtree: true,
    attributes: true,
    attributeFilter: [WIDGET_ATTRIBUTE],
  });
}
