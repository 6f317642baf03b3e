import { darkTheme, lightTheme } from './themes.css';

/**
 * The theme's names and classes without React, so a React Server Component (a Next.js layout's
 * `<body className={themeClass('dark')}>`) can call `themeClass` from `@penzugy/widgets/theme`; a
 * function from a `'use client'` module is only a reference on the server (issue 26).
 */

/** The two colour modes. Dark is the default (docs/product.md#shell). */
export const THEME_NAMES = ['dark', 'light'] as const;
export type ThemeName = (typeof THEME_NAMES)[number];

/** The theme class for a mode; anything other than 'light' means dark (the default). */
export function themeClass(theme: ThemeName | string | null | undefined): string {
  return theme === 'light' ? lightTheme : darkTheme;
}
