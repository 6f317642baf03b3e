import { formatDate, formatDateShort } from '@penzugy/finance-core';

const ISO_DATE = /^\d{4}-\d{2}-\d{2}/;

/**
 * A category label of the line chart as shown: ISO dates in Hungarian (short `2024. 03. 05.` on the
 * axis, long `2024. március 5.` in the tooltip), any other label as given, a missing one as '–'.
 */
export function dateLabel(label: string | undefined, form: 'short' | 'long'): string {
  if (label === undefined || label === '') return '–';
  if (!ISO_DATE.test(label)) return label;
  const text = form === 'long' ? formatDate(label.slice(0, 10)) : formatDateShort(label.slice(0, 10));
  return text === '–' ? label : text;
}
