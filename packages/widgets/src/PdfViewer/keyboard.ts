/**
 * The viewer's keyboard shortcuts (listed to users by strings.shortcuts). They act only while focus
 * is inside the viewer, so they never take keys from the rest of the page.
 */
export type ViewerCommand = 'first' | 'previous' | 'next' | 'last' | 'zoomIn' | 'zoomOut' | 'zoomReset' | 'find';

export interface KeyLike {
  key: string;
  ctrlKey: boolean;
  metaKey: boolean;
  altKey: boolean;
}

/**
 * The command for a key press, or `null` to leave the key alone. In a text field only Ctrl/⌘+F
 * counts (the field needs the other keys); Ctrl/⌘ with +/− stays the browser's page zoom.
 */
export function commandForKey(e: KeyLike, inTextField: boolean): ViewerCommand | null {
  const mod = e.ctrlKey || e.metaKey;
  if (mod && !e.altKey && e.key.toLowerCase() === 'f') return 'find';
  if (inTextField || mod || e.altKey) return null;
  switch (e.key) {
    case 'ArrowLeft':
    case 'PageUp':
      return 'previous';
    case 'ArrowRight':
    case 'PageDown':
      return 'next';
    case 'Home':
      return 'first';
    case 'End':
      return 'last';
    case '+':
    case '=':
      return 'zoomIn';
    case '-':
    case '−':
      return 'zoomOut';
    case '0':
      return 'zoomReset';
    default:
      return null;
  }
}

/** True for elements that need the keys themselves: text inputs, text areas, selects, editables. */
export function isTextField(target: EventTarget | null): boolean {
  if (typeof Element === 'undefined' || !(target instanceof Element)) return false;
  if (target instanceof HTMLTextAreaElement || target instanceof HTMLSelectElement) return true;
  if (target instanceof HTMLInputElement)
    return !['button', 'checkbox', 'radio', 'submit', 'reset', 'range', 'color', 'file'].includes(target.type);
  return (target as HTMLElement).isContentEditable === true;
}
