/**
 * Saves text as a .csv file through a temporary object URL and a download link. Kept apart from
 * csv.ts, which stays pure; the string is encoded as UTF-8 by the Blob, BOM included.
 */
export function downloadCsv(csv: string, fileName: string): void {
  if (typeof document === 'undefined' || typeof URL.createObjectURL !== 'function') return;
  const url = URL.createObjectURL(new Blob([csv], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
