import { useCallback } from 'react';
import { useClientStore } from './useHydrated';
import type { ThemeName } from '@penzugy/widgets';

/** localStorage key of the colour mode (docs/product.md#shell). */
export const THEME_STORAGE_KEY = 'theme';

/**
 * The stored value's meaning (docs/product.md#shell): nothing stored → dark (the default); 'dark' → dark;
 * anything else → light. index.html applies the same rule before the first paint.
 */
export function themeFromStored(value: string | null): ThemeName {
  return value === null || value === 'dark' ? 'dark' : 'light';
}

/** The mode the page shows: the attribute index.html's inline script set before the first paint. */
function readTheme(): ThemeName {
  const attr = document.documentElement.getAttribute('data-theme');
  if (attr === 'dark' || attr === 'light') return attr;
  try {
    return themeFromStored(localStorage.getItem(THEME_STORAGE_KEY));
  } catch {
    return 'dark';
  }
}

const listeners = new Set<() => void>();

/** What the prerendered HTML was rendered with. */
const serverTheme = (): ThemeName => 'dark';

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * The current theme, and a toggle that saves it and repaints the page background at once.
 * Prerendered HTML is dark (the default) and hydrates as dark; a light visitor sees no dark flash
 * because global.css.ts gives the dark class the light colours under html[data-theme='light'].
 */
export function useTheme(): [ThemeName, () => void] {
  const theme = useClientStore<ThemeName>(subscribe, readTheme, serverTheme);
  const toggle = useCallback(() => {
    const next = readTheme() === 'dark' ? 'light' : 'dark';
    try {
      localStorage.setItem(THEME_STORAGE_KEY, next);
    } catch {
      /* private mode: the choice lasts for this visit only */
    }
    document.documentElement.setAttribute('data-theme', next);
    for (const listener of listeners) listener();
  }, []);
  return [theme, toggle];
}
