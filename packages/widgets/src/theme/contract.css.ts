import { createGlobalThemeContract } from '@vanilla-extract/css';
import { THEME_CONTRACT_SHAPE } from './contract-shape';

/** `surfaceRaised` → `surface-raised`: CSS custom properties are written in kebab case. */
const kebab = (name: string) => name.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);

/**
 * The one theme contract. Every colour a widget or chart uses is a variable here, so switching the
 * theme class (dark ↔ light) restyles charts without a React re-render.
 *
 * The variables have stable, documented names, `--penzugy-<group>-<token>` (`vars.color.accent` is
 * `--penzugy-color-accent`, `vars.radius.md` is `--penzugy-radius-md`), so a page themes the widgets
 * with plain CSS, no build plugin (issue 26; the package README, Theming). Hashed names changed with
 * every build and could only be set from vanilla-extract.
 */
export const vars = createGlobalThemeContract(
  THEME_CONTRACT_SHAPE,
  (_value, path) => `penzugy-${path.map(kebab).join('-')}`,
);
