/**
 * The partner's theming hooks: CSS custom properties on the page (on the widget's element or any
 * ancestor — custom properties inherit into shadow roots) that replace the theme's accent and font.
 *
 * - `--penzugy-accent`: buttons, links, selection (default: the theme's accent)
 * - `--penzugy-accent-hover`: the accent under the pointer (default: `--penzugy-accent`, else the theme's)
 * - `--penzugy-accent-text`: text on the accent (default: the theme's)
 * - `--penzugy-font`: the font family (default: the system UI font)
 *
 * The widgets read colours from the theme contract's hashed variables; these rules point them at the
 * partner's properties, falling back to each theme's own tokens. Evaluated at build time, so the
 * tokens are CSS here, not JavaScript in the chunk. Two classes (embed root + theme class) outrank
 * the theme class alone, so rule order does not matter.
 */
import { globalStyle } from '@vanilla-extract/css';
import { darkTheme, darkTokens, lightTheme, lightTokens, vars } from '@penzugy/widgets/theme';
import { root } from './embed.css';

for (const [themeClass, t] of [
  [darkTheme, darkTokens],
  [lightTheme, lightTokens],
] as const) {
  globalStyle(`.${root} .${themeClass}`, {
    vars: {
      [vars.color.accent]: `var(--penzugy-accent, ${t.color.accent})`,
      [vars.color.accentHover]: `var(--penzugy-accent-hover, var(--penzugy-accent, ${t.color.accentHover}))`,
      [vars.color.accentText]: `var(--penzugy-accent-text, ${t.color.accentText})`,
      [vars.font.body]: `var(--penzugy-font, ${t.font.body})`,
    },
  });
}
