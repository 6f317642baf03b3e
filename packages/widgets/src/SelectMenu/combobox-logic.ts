/**
 * The combobox's decisions, apart from React: which option a key makes active, what a pick does to the
 * selection (the limit of docs/product.md#dropdowns), and which option a typed letter finds in a
 * select-only combobox. SelectMenu.tsx only applies them.
 */
import { NO_SELECTION_LIMIT } from './constants';
import { searchKey, type SelectOption } from './filter-options';

/** The keys that move the active option (the WAI-ARIA APG combobox pattern's list navigation). */
export type MoveKey = 'ArrowDown' | 'ArrowUp' | 'Home' | 'End';

export const isMoveKey = (key: string): key is MoveKey =>
  key === 'ArrowDown' || key === 'ArrowUp' || key === 'Home' || key === 'End';

/**
 * The active option's index after a move key, in a list of `count` options; `current` is -1 when no
 * option is active. The arrows wrap around the ends, as in the APG's examples. -1 for an empty list.
 */
export function moveActive(key: MoveKey, current: number, count: number): number {
  if (count <= 0) return -1;
  switch (key) {
    case 'Home':
      return 0;
    case 'End':
      return count - 1;
    case 'ArrowDown':
      return current < 0 || current >= count - 1 ? 0 : current + 1;
    case 'ArrowUp':
      return current <= 0 ? count - 1 : current - 1;
  }
}

/** What a pick of one option does: the new selection, or a refusal because the limit is reached. */
export type PickOutcome = { next: string[]; refused: false } | { next: readonly string[]; refused: true };

/**
 * Picks `value`: in single mode it becomes the selection; in multi mode it is toggled, and a pick beyond
 * `limit` (NO_SELECTION_LIMIT for none) is refused and leaves the selection as it was.
 */
export function pickValue(selected: readonly string[], value: string, multiple: boolean, limit: number): PickOutcome {
  if (!multiple) return { next: [value], refused: false };
  if (selected.includes(value)) return { next: selected.filter((v) => v !== value), refused: false };
  if (isLimited(limit) && selected.length >= limit) return { next: selected, refused: true };
  return { next: [...selected, value], refused: false };
}

/** Whether a multi-select limit is in force (docs/product.md#dropdowns: -1 means none). */
export const isLimited = (limit: number) => limit !== NO_SELECTION_LIMIT && limit >= 0;

/**
 * Select-all acting on the options the filter shows: unselects them all when they all are selected,
 * else adds the missing ones after the earlier picks (keeping the order picked).
 */
export function toggleAllVisible(selected: readonly string[], visible: readonly SelectOption[]): string[] {
  const visibleValues = new Set(visible.map((o) => o.value));
  const chosen = new Set(selected);
  if (visible.length > 0 && visible.every((o) => chosen.has(o.value)))
    return selected.filter((v) => !visibleValues.has(v));
  return [...selected, ...visible.filter((o) => !chosen.has(o.value)).map((o) => o.value)];
}

/**
 * The select-only combobox's type-ahead: the first option after `from` (wrapping round) whose label
 * starts with the typed text, accent- and case-insensitive; -1 when none does. A repeated single letter
 * ('aaa') cycles through the options starting with it, as the APG's select-only example does.
 */
export function typeaheadIndex(labels: readonly string[], typed: string, from: number): number {
  const text = searchKey(typed);
  if (text === '') return -1;
  const repeated = [...text].every((c) => c === text[0]);
  const prefix = repeated ? text[0]! : text;
  // A longer prefix may still match the active option itself; a repeated letter moves on from it.
  const start = repeated ? from + 1 : Math.max(from, 0);
  for (let i = 0; i < labels.length; i++) {
    const index = (start + i) % labels.length;
    if (searchKey(labels[index]!).startsWith(prefix)) return index;
  }
  return -1;
}
