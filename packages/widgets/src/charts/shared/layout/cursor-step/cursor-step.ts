import { CURSOR_PAGE_FRACTION } from '../../constants';

/**
 * Where a key moves the keyboard cursor over `count` points. `current` is the cursor (null when
 * hidden). Returns the new cursor (null hides it), or `undefined` for keys the chart does not use.
 *
 * ArrowRight / ArrowLeft step by one (from hidden they start at the first / last point), Home / End
 * jump to the ends, PageDown / PageUp step by a tenth of the points, Escape hides the cursor.
 */
export function nextCursorIndex(current: number | null, key: string, count: number): number | null | undefined {
  if (count <= 0) return key === 'Escape' ? null : undefined;
  const last = count - 1;
  const page = Math.max(1, Math.round(count * CURSOR_PAGE_FRACTION));
  const clamp = (i: number) => Math.min(last, Math.max(0, i));
  switch (key) {
    case 'ArrowRight':
      return current === null ? 0 : clamp(current + 1);
    case 'ArrowLeft':
      return current === null ? last : clamp(current - 1);
    case 'Home':
      return 0;
    case 'End':
      return last;
    case 'PageDown':
      return current === null ? 0 : clamp(current + page);
    case 'PageUp':
      return current === null ? last : clamp(current - page);
    case 'Escape':
      return null;
    default:
      return undefined;
  }
}
