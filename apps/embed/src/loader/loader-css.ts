/**
 * The loader's stylesheet (placeholder, message card, iframe) in each widget's shadow root until the
 * widget mounts (the runtime then adopts its own sheet instead). Plain px sizes and system fonts: nothing depends on the host page. The
 * colours are the widgets' light and dark theme tokens, so the swap to the widget is calm. The
 * placeholder's height is the widget's (RESERVED_HEIGHT in catalogue.ts, set by the loader), which
 * keeps the page from jumping when the widget arrives and widgets further down out of the
 * lazy-loading margin.
 */
export const LOADER_CSS =
  ':host{display:block!important}:host([hidden]){display:none!important}' +
  '.l{all:initial;display:block;box-sizing:border-box;padding:16px;border:1px solid #c9d0de;border-radius:8px;background:#f6f7fb;color:#121826;font:15px/1.5 system-ui,sans-serif}' +
  '.d{border-color:#36415a;background:#0f1420;color:#eef1f7}' +
  '.l strong{display:block}' +
  '.l button{all:initial;margin-top:12px;padding:6px 14px;border-radius:8px;background:#1f5fd1;color:#fff;font:inherit;cursor:pointer}' +
  '.l button:focus-visible{outline:2px solid #b45309;outline-offset:2px}' +
  'iframe{display:block;width:100%;border:0}';
