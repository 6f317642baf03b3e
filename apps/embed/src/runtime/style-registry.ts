/**
 * The CSS of every loaded widget chunk, in module order, as one constructable stylesheet that every
 * widget's shadow root adopts.
 *
 * The build (build/plugins.mjs) turns each vanilla-extract stylesheet into a string and a
 * `registerStyle(css)` call where the stylesheet's module runs, so the rules arrive in the module
 * order vanilla-extract relies on, and a chunk that loads later adds its rules to the same sheet
 * (class names are hashed per file, so widgets cannot clash). Constructable stylesheets are not
 * `<style>` elements, so the page's CSP `style-src` does not apply: no 'unsafe-inline' needed.
 */

const texts = new Set<string>();
let sheet: CSSStyleSheet | null = null;
let appliedCount = 0;
/** The roots given the sheet so far: a chunk loaded later (a panel opened) brings them its rules too. */
const roots = new Set<ShadowRoot | Document>();

/** Adds a chunk's CSS; the same text twice is kept once. */
export function registerStyle(css: string): void {
  texts.add(css);
  roots.forEach(adoptStyles);
}

/** All registered CSS, in registration order. */
export function registeredCss(): string {
  return [...texts].join('\n');
}

const constructable =
  typeof CSSStyleSheet !== 'undefined' &&
  'replaceSync' in CSSStyleSheet.prototype &&
  typeof ShadowRoot !== 'undefined' &&
  'adoptedStyleSheets' in ShadowRoot.prototype;

/**
 * Gives `root` the embed's stylesheet — and only it: the loader's placeholder sheet goes — brought up
 * to date with every chunk loaded so far (updating the one shared sheet restyles the widgets already
 * on the page too). Browsers without
 * constructable stylesheets (Safari before 16.4) get a `<style>` element, which a page with a strict
 * CSP blocks — iframe mode is the way there.
 */
export function adoptStyles(root: ShadowRoot | Document): void {
  roots.add(root);
  if (constructable) {
    sheet ??= new CSSStyleSheet();
    if (appliedCount !== texts.size) {
      sheet.replaceSync(registeredCss());
      appliedCount = texts.size;
    }
    if (root.adoptedStyleSheets.length !== 1 || root.adoptedStyleSheets[0] !== sheet) root.adoptedStyleSheets = [sheet];
    return;
  }
  const parent = root instanceof Document ? root.head : root;
  let style = parent.querySelector<HTMLStyleElement>('style[data-penzugy]');
  if (!style) {
    style = document.createElement('style');
    style.setAttribute('data-penzugy', '');
    parent.prepend(style);
  }
  style.textContent = registeredCss();
}
