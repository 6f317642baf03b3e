import { useCallback, useEffect, useState } from 'react';
import type { ThemeName } from '@penzugy/widgets';

/** localStorage key of the colour mode (spec 000 §3). */
export const THEME_STORAGE_KEY = 'theme';

/**
 * The stored value's meaning (spec 000 §4): nothing stored → dark (the default); 'dark' → dark;
 * anything else → light. index.html applies the same rule before the first paint.
 */
export function themeFromStored(value: string | null): ThemeName {
  return value === null || value === 'dark' ? 'dark' : 'light';
}

function readTheme(): ThemeName {
  const attr = document.documentElement.getAttribute('data-theme');
  if (attr === 'dark' || attr === 'light') return attr;
  try {
    return themeFromStored(localStorage.getItem(THEME_STORAGE_KEY));
  } catch {
    return 'dark';
  }
}

/** The current theme, and a toggle that saves it and repaints the page background at once. */
export function useTheme(): [ThemeName, () => void] {
  const [theme, setTheme] = useState<ThemeName>(readTheme);
  useEffect(() => {
    document.documentElement.setAttribute('data-theme', theme);
  }, [theme]);
  const toggle = useCallback(() => {
    setTheme((t) => {
      const next = t === 'dark' ? 'light' : 'dark';
      try {
        localStorage.setItem(THEME_STORAGE_KEY, next);
      } catch {
        /* private mode: the choice lasts for this visit only */
      }
      return next;
    });
  }, []);
  return [theme, toggle];
}
