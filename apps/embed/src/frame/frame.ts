/**
 * The iframe-mode page (dist/v{version}/frame.html): one widget, full isolation from the partner's
 * page. The loader opens it as `frame.html?widget=…&origin=…&kind=…&a:<attribute>=<value>…&css:<name>=…`
 * and sizes the iframe from the `resize` messages this page posts whenever the widget's height
 * changes. Events go to the same parent origin (runtime/events.ts), where the loader re-dispatches
 * them on the partner's element, so a partner listens the same way in both modes.
 */
import { isWidgetName, MESSAGE_SOURCE, WIDGET_NAMES, WIDGET_TITLES } from '../catalogue';
import type { WidgetModule } from '../contract';
import { verifiedImporter } from '../loader/chunks';
import type { Failure } from '../loader/diagnose';
import { LOADER_CSS } from '../loader/loader-css';
import { failureText, FRAME_PAGE_STRINGS, LOADER_STRINGS } from '../loader/strings';
import { FORWARDED_PROPERTIES, frameSettings } from './frame-settings';

/** The hash of the version's list of file hashes, baked in by the build (loader/chunks.ts). */
declare const __PENZUGY_INTEGRITY__: string;

async function start() {
  const settings = frameSettings(location.search);
  const page = new CSSStyleSheet();
  page.replaceSync('html,body{margin:0;padding:0;background:transparent}');
  document.adoptedStyleSheets = [page];
  const loaderSheet = new CSSStyleSheet();
  loaderSheet.replaceSync(LOADER_CSS);

  const host = document.createElement('div');
  document.body.append(host);
  const shadow = host.attachShadow({ mode: 'open' });
  shadow.adoptedStyleSheets = [loaderSheet];
  for (const [name, value] of settings.css) {
    // CSSOM, not a style attribute: allowed under a strict CSP; CSS.supports rejects anything that is not a value of that type.
    if (CSS.supports(FORWARDED_PROPERTIES[name as keyof typeof FORWARDED_PROPERTIES], value))
      host.style.setProperty(`--penzugy-${name}`, value);
  }

  const post = (height: number) => {
    if (settings.parentOrigin)
      parent.postMessage({ source: MESSAGE_SOURCE, type: 'resize', height }, settings.parentOrigin);
  };
  new ResizeObserver(() => post(Math.ceil(host.getBoundingClientRect().height))).observe(host);

  const say = (text: string) => {
    const div = document.createElement('div');
    div.className = 'l';
    div.setAttribute('role', 'alert');
    div.textContent = text;
    shadow.replaceChildren(div);
  };
  // An opaque origin (serialised as 'null'), or nothing: the loader's iframe and our hosting's header both sandbox this
  // page without allow-same-origin (host.ts). With an origin of its own (a server without the
  // header, a copy on a partner's origin) it would share that origin's cookies and storage with a
  // page anyone can open with settings of their choosing, so it runs no widget there.
  if (self.origin !== 'null') return say(FRAME_PAGE_STRINGS.notIsolated);
  if (!isWidgetName(settings.widget)) return say(LOADER_STRINGS.unknown(String(settings.widget), WIDGET_NAMES));
  document.title = WIDGET_TITLES[settings.widget];
  // The same file the loader imports on a partner's page, next to this one, checked against the
  // version's hashes the same way (loader/chunks.ts).
  const load = verifiedImporter(document, import.meta.url, __PENZUGY_INTEGRITY__);
  let module: WidgetModule;
  try {
    module = (await load(`${settings.widget}.js`)) as WidgetModule;
  } catch (e) {
    return say(`${LOADER_STRINGS.failedTitle}. ${failureText(e as Failure)}`);
  }
  module.mount(host, shadow, {
    attributes: settings.attributes,
    kind: settings.kind,
    frameParentOrigin: settings.parentOrigin ?? undefined,
    importFile: load,
  });
}

void start();
