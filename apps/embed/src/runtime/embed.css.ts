/**
 * The embed's own styles, in the shadow root next to the widgets' (see style-registry.ts).
 *
 * Isolation both ways: the host page's rules never reach inside a shadow root, except inheritance
 * and the rules that match the host element itself. `:host` below fixes what those may break — a
 * page rule such as `* { all: unset }` outranks a shadow root's :host rules unless they are
 * `!important`. Inside, `root` starts from `all: initial`, which cuts every inherited property (the
 * host's font size, line height, colour, letter spacing…) but not custom properties, so
 * `--penzugy-accent` and `--penzugy-font` set on the page still arrive (theme-overrides.ts). Sizes
 * are in px (the build converts the widgets' rem), so `html { font-size: 40px }` changes nothing.
 * Nothing here can leak out: a shadow root's styles apply only inside it.
 */
import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '@penzugy/widgets/theme';

globalStyle(':host', {
  display: 'block !important',
  minWidth: '0 !important',
});

// `display: block !important` above would also beat the page's way of hiding the element: the
// `hidden` attribute keeps working.
globalStyle(':host([hidden])', { display: 'none !important' });

/** The root of the React tree and the portal container. */
export const root = style({
  all: 'initial',
  display: 'block',
  fontSize: '16px',
  lineHeight: 1.5,
  textAlign: 'start',
  // The widgets were built for a page with this reset (the site's border-box rule).
  boxSizing: 'border-box',
});

globalStyle(`.${root} *, .${root} *::before, .${root} *::after`, { boxSizing: 'border-box' });

/** The theme root around a widget: its own background, so it reads on any host page. */
export const theme = style({
  display: 'block',
  padding: vars.space.md,
  borderRadius: vars.radius.md,
});

/** A card that replaces the widget (bad settings, a crash). */
export const problemList = style({
  margin: `${vars.space.sm} 0 0`,
  paddingInlineStart: vars.space.lg,
  display: 'grid',
  gap: vars.space.xs,
});

export const attributeName = style({
  fontFamily: vars.font.mono,
  fontSize: vars.fontSize.sm,
  overflowWrap: 'anywhere',
});

export const problemText = style({
  margin: 0,
});

export const actions = style({
  marginTop: vars.space.md,
});
