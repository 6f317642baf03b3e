/**
 * `document.getElementById` that also works inside a shadow root (the embed renders every widget in
 * one): the anchor's own root is searched first, then the shadow roots that hold the focus, then
 * the document.
 */
export function elementById(id: string, anchor?: Node | null): HTMLElement | null {
  const root = anchor?.getRootNode?.() as Document | ShadowRoot | undefined;
  const inRoot = root && typeof root.getElementById === 'function' ? root.getElementById(id) : null;
  if (inRoot) return inRoot as HTMLElement;
  // Focus inside a shadow root shows in document.activeElement as its host.
  let active: Element | null = typeof document === 'undefined' ? null : document.activeElement;
  while (active?.shadowRoot) {
    const found = active.shadowRoot.getElementById(id);
    if (found) return found as HTMLElement;
    active = active.shadowRoot.activeElement;
  }
  return typeof document === 'undefined' ? null : document.getElementById(id);
}
