import { createContext, useContext, type ReactNode } from 'react';
import { darkTheme } from './themes.css';
import { themeClass, type ThemeName } from './theme-class';

const ThemeClassContext = createContext<string>(darkTheme);

/**
 * The class of the nearest theme root. Radix portals render outside the theme root, so portalled
 * content (menus, tooltips) puts this class on itself to keep the colours.
 */
export function useThemeClass(): string {
  return useContext(ThemeClassContext);
}

export interface ThemeRootProps {
  /** Colour mode. @default 'dark' */
  theme?: ThemeName | undefined;
  /** Extra class names for the root element. */
  className?: string | undefined;
  children?: ReactNode | undefined;
}

/** Applies a theme to its subtree and tells portalled descendants which class to use. */
export function ThemeRoot({ theme = 'dark', className, children }: ThemeRootProps) {
  const cls = themeClass(theme);
  return (
    <ThemeClassContext.Provider value={cls}>
      <div className={className ? `${cls} ${className}` : cls} data-theme={theme}>
        {children}
      </div>
    </ThemeClassContext.Provider>
  );
}
