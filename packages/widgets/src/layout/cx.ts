/** A class name, nothing (false, null, undefined, ''), or a nested list of them. */
export type ClassValue = string | false | null | undefined | readonly ClassValue[];

/**
 * Joins class names, skipping the empty ones and flattening lists: `cx(styles.root, open && styles.open,
 * className)`. The `className` of Box, Stack and Inline takes the same values (as Braid's Box runs
 * clsx), so a component passes its own class and its caller's without string building.
 */
export function cx(...values: readonly ClassValue[]): string {
  let out = '';
  for (const value of values) {
    if (!value) continue;
    const name = typeof value === 'string' ? value : cx(...value);
    if (name) out = out ? `${out} ${name}` : name;
  }
  return out;
}
