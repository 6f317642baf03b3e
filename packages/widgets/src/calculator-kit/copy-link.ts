/**
 * Copies text to the clipboard; false when the browser refuses (no Clipboard API, no permission,
 * not a secure context), so the caller can show the link instead.
 */
export async function copyToClipboard(text: string): Promise<boolean> {
  try {
    if (typeof navigator === 'undefined' || !navigator.clipboard?.writeText) return false;
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    return false;
  }
}
