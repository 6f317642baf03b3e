import { describe, expect, it } from 'vitest';
import { adaptCssForShadow, ROOT_FONT_SIZE_PX } from './adapt-css.mjs';

describe('adaptCssForShadow', () => {
  it('turns rem into px at 16 px per rem, signs and decimals included', () => {
    expect(ROOT_FONT_SIZE_PX).toBe(16);
    expect(adaptCssForShadow('.a{font-size:0.8125rem;margin:-.5rem 2rem;width:calc(100% - 1.5rem)}')).toBe(
      '.a{font-size:13px;margin:-8px 32px;width:calc(100% - 24px)}',
    );
  });

  it('converts rem in media and container queries as well', () => {
    expect(adaptCssForShadow('@media (min-width:40rem){.a{gap:1rem}}')).toBe('@media (min-width:640px){.a{gap:16px}}');
  });

  it('leaves names that merely contain digits followed by "rem" alone', () => {
    const css = '.x2rem{--a1rem:3px;color:var(--_9rem)}._1rem2{top:0}';
    expect(adaptCssForShadow(css)).toBe(css);
  });

  it('leaves other units alone', () => {
    const css = '.a{font-size:1em;width:10px;height:50vh;line-height:1.5}';
    expect(adaptCssForShadow(css)).toBe(css);
  });

  it('maps :root to :host and drops comments (including vanilla-extract source comments)', () => {
    expect(adaptCssForShadow('/* src/theme.css.ts */:root{--x:1rem}/* a\nb */:root:hover{}')).toBe(
      ':host{--x:16px}:host:hover{}',
    );
    expect(adaptCssForShadow('.rooted:root-like{}')).toBe('.rooted:root-like{}');
  });
});
