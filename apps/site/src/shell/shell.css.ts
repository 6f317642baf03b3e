import { style, globalStyle, keyframes } from '@vanilla-extract/css';
import { controlHeight, focusRing, noFocusRing, outlineMark, vars, visuallyHiddenRule, zIndex } from '@penzugy/widgets';

/** Below this width the header tightens and the login link drops its icon, so its text fits. */
const NARROW_HEADER = '(max-width: 480px)';
/**
 * Below this width even the login's text does not fit beside the whole brand name (at 360 px the name
 * was cut to "Pénz…"): the login shows its icon, its text stays for screen readers.
 */
const TINY_HEADER = '(max-width: 400px)';

export const app = style({ minHeight: '100vh', display: 'flex', flexDirection: 'column' });

export const skipLink = style({
  position: 'absolute',
  left: vars.space.md,
  top: '-100px',
  zIndex: zIndex.skipLink,
  padding: vars.space.sm,
  background: vars.color.accent,
  color: vars.color.accentText,
  borderRadius: vars.radius.sm,
  selectors: { '&:focus': { top: vars.space.sm } },
});

export const header = style({
  position: 'sticky',
  top: 0,
  zIndex: zIndex.sticky,
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.md,
  padding: `${vars.space.sm} ${vars.space.lg}`,
  background: vars.color.surface,
  borderBottom: `1px solid ${vars.color.border}`,
  // On a phone (390 px) the menu, logo, login and theme buttons must share the row: less padding and gap.
  '@media': { [NARROW_HEADER]: { gap: vars.space.xs, padding: `${vars.space.sm} ${vars.space.md}` } },
});

export const brand = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  color: vars.color.text,
  textDecoration: 'none',
  fontWeight: vars.fontWeight.bold,
  fontSize: vars.fontSize.lg,
  marginRight: 'auto',
  // The brand gives way (its name is cut with "…") before the buttons beside it are squeezed.
  minWidth: 0,
});
globalStyle(`${brand} > span:last-child`, { overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' });

export const logo = style({
  display: 'inline-grid',
  placeItems: 'center',
  width: 32,
  height: 32,
  borderRadius: vars.radius.md,
  background: vars.color.accent,
  color: vars.color.accentText,
  fontWeight: vars.fontWeight.bold,
});

export const iconNav = style({
  display: 'flex',
  gap: vars.space.xs,
  '@media': { '(max-width: 720px)': { display: 'none' } },
});

export const iconButton = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.xs,
  minWidth: controlHeight.touch,
  minHeight: controlHeight.touch,
  padding: `0 ${vars.space.sm}`,
  border: 'none',
  borderRadius: vars.radius.md,
  background: 'transparent',
  color: vars.color.text,
  font: 'inherit',
  textDecoration: 'none',
  cursor: 'pointer',
  flexShrink: 0,
  whiteSpace: 'nowrap',
  selectors: {
    '&:hover': { background: vars.color.surfaceRaised },
    '&:focus-visible': focusRing(),
    '&[aria-current="page"]': { color: vars.color.accent },
  },
});

/**
 * The theme switch shows the mode of the page's <html> attribute, which index.html's inline script
 * sets before the first paint, not the component's state: the prerendered switch is rendered dark
 * and a light visitor would see the moon until hydration.
 */
export const darkModeIcon = style({});
export const lightModeIcon = style({});
globalStyle(`html[data-theme='light'] ${darkModeIcon}, html:not([data-theme='light']) ${lightModeIcon}`, {
  display: 'none',
});

export const loginLink = style([iconButton, { border: `1px solid ${vars.color.border}` }]);
globalStyle(`${loginLink} svg`, {
  flexShrink: 0,
  '@media': { [NARROW_HEADER]: { display: 'none' }, [TINY_HEADER]: { display: 'block' } },
});
export const loginText = style({ '@media': { [TINY_HEADER]: visuallyHiddenRule } });

const fadeIn = keyframes({ from: { opacity: 0 }, to: { opacity: 1 } });

export const overlay = style({
  position: 'fixed',
  inset: 0,
  zIndex: zIndex.overlay,
  background: vars.color.overlay,
  animation: `${fadeIn} 0.3s ease`,
});

export const sideMenu = style({
  position: 'fixed',
  top: 0,
  bottom: 0,
  left: 0,
  zIndex: zIndex.drawer,
  width: 'min(360px, 100vw)',
  overflowY: 'auto',
  padding: vars.space.lg,
  background: vars.color.surface,
  color: vars.color.text,
  borderRight: `1px solid ${vars.color.border}`,
  transform: 'translateX(-100%)',
  visibility: 'hidden',
  // 0.3 s open animation (docs/product.md#shell); visibility follows so the closed menu is not focusable.
  transition: 'transform 0.3s ease, visibility 0s linear 0.3s',
  '@media': {
    '(max-width: 480px)': { width: '100vw' },
    '(prefers-reduced-motion: reduce)': { transition: 'none' },
  },
});

export const sideMenuOpen = style({
  transform: 'translateX(0)',
  visibility: 'visible',
  transition: 'transform 0.3s ease',
});

export const menuHeader = style({
  display: 'flex',
  justifyContent: 'space-between',
  alignItems: 'center',
  marginBottom: vars.space.md,
});

export const tiles = style({
  display: 'grid',
  gridTemplateColumns: '1fr 1fr',
  gap: vars.space.sm,
  margin: `${vars.space.md} 0`,
  padding: 0,
  listStyle: 'none',
});

export const tile = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: vars.space.xs,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  background: vars.color.surfaceRaised,
  color: vars.color.text,
  textDecoration: 'none',
  fontWeight: vars.fontWeight.bold,
  selectors: {
    '&:hover': outlineMark(`1px solid ${vars.color.accent}`),
    '&:focus-visible': focusRing(),
  },
});

export const menuList = style({ listStyle: 'none', padding: 0, margin: `0 0 ${vars.space.md}` });

export const menuLink = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  padding: `${vars.space.sm} ${vars.space.xs}`,
  color: vars.color.text,
  textDecoration: 'none',
  borderRadius: vars.radius.sm,
  selectors: {
    '&:hover': { background: vars.color.surfaceRaised },
    '&:focus-visible': focusRing(),
    '&[aria-current="page"]': { color: vars.color.accent, fontWeight: vars.fontWeight.bold },
  },
});

export const menuHeading = style({
  fontSize: vars.fontSize.sm,
  textTransform: 'uppercase',
  letterSpacing: '0.06em',
  color: vars.color.textMuted,
  margin: `${vars.space.md} 0 ${vars.space.xs}`,
});

export const social = style({
  display: 'flex',
  gap: vars.space.sm,
  padding: 0,
  margin: `${vars.space.md} 0`,
  listStyle: 'none',
});

export const muted = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm });

// At least a screen tall: the footer stays below the fold while a route's chunk and data load, so
// the page does not shift when they arrive (Lighthouse CLS).
/** The page column's widest, padding included (main's padding is vars.space.lg a side). */
const PAGE_MAX_WIDTH = 1280;
/** The widest the page's content gets: what the footer's rows line up with. */
const CONTENT_MAX_WIDTH = `calc(${PAGE_MAX_WIDTH}px - 2 * ${vars.space.lg})`;

export const main = style({
  flex: 1,
  minHeight: '100vh',
  width: '100%',
  maxWidth: PAGE_MAX_WIDTH,
  margin: '0 auto',
  padding: vars.space.lg,
  // The skip link's target: focused by script, announced, no ring around the whole page.
  ...noFocusRing,
});

export const footer = style({
  marginTop: vars.space.xl,
  padding: `${vars.space.xl} ${vars.space.lg}`,
  background: vars.color.surface,
  borderTop: `1px solid ${vars.color.border}`,
});

export const footerGrid = style({
  maxWidth: CONTENT_MAX_WIDTH,
  margin: '0 auto',
  display: 'grid',
  gap: vars.space.lg,
  gridTemplateColumns: 'repeat(auto-fit, minmax(220px, 1fr))',
});

export const footerBottom = style({
  maxWidth: CONTENT_MAX_WIDTH,
  margin: `${vars.space.lg} auto 0`,
  paddingTop: vars.space.md,
  borderTop: `1px solid ${vars.color.border}`,
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.md,
  justifyContent: 'space-between',
});

export const inlineList = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.md,
  listStyle: 'none',
  padding: 0,
  margin: 0,
});

/**
 * The footer's links are tap targets: a box at least 24×24 CSS px (Lighthouse's target-size audit,
 * WCAG 2.5.8), here 32 px tall, so stacked links never crowd each other.
 */
export const link = style({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: 32,
  minWidth: 24,
  color: vars.color.text,
  selectors: { '&:hover': { color: vars.color.accent } },
});

globalStyle(`${footer} h2`, { fontSize: vars.fontSize.md, margin: `0 0 ${vars.space.sm}` });
globalStyle(`${footer} address`, { fontStyle: 'normal', lineHeight: 1.7 });

export const categoryBar = style({
  position: 'relative',
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xs,
  padding: `${vars.space.xs} ${vars.space.lg}`,
  background: vars.color.background,
  borderBottom: `1px solid ${vars.color.border}`,
});

export const categoryScroller = style({
  display: 'flex',
  alignItems: 'center',
  // As tall as the scroll arrows (iconButton's touch height), which appear only after the first render
  // measures the overflow: the bar keeps its height and the page below does not shift.
  minHeight: controlHeight.touch,
  gap: vars.space.xs,
  overflowX: 'auto',
  scrollbarWidth: 'none',
  flex: 1,
  listStyle: 'none',
  margin: 0,
  padding: 0,
  '@media': { '(prefers-reduced-motion: no-preference)': { scrollBehavior: 'smooth' } },
});

export const categoryLink = style({
  display: 'inline-block',
  whiteSpace: 'nowrap',
  padding: `${vars.space.xs} ${vars.space.md}`,
  borderRadius: vars.radius.pill,
  border: `1px solid ${vars.color.border}`,
  color: vars.color.text,
  textDecoration: 'none',
  fontSize: vars.fontSize.sm,
  selectors: {
    '&[aria-current="page"]': {
      background: vars.color.accent,
      color: vars.color.accentText,
      borderColor: vars.color.accent,
    },
    '&:focus-visible': focusRing(),
  },
});

/**
 * A banner over the bottom of the page (it reserves no space, so nothing moves): the cookie banner,
 * and the stale-data banner, which waits for the cookie one to go.
 */
const bottomOverlay = {
  position: 'fixed',
  left: vars.space.md,
  right: vars.space.md,
  bottom: vars.space.md,
  zIndex: zIndex.banner,
  maxWidth: 720,
  margin: '0 auto',
} as const;

/** The last child of the cookie banner: its presence tells the style the banner has been parsed whole. */
export const consentEnd = style({});

export const consent = style({
  // Before hydration, index.html's script has marked whether the visitor has answered already.
  selectors: { [`html:not([data-consent='unknown']) &`]: { display: 'none' } },
  '@supports': {
    // Chromium paints a long page before it has parsed all of it. Drawn half-parsed, the banner grew
    // upwards from the bottom edge as its buttons arrived: a layout shift of up to 0.065 on /hirek/archivum
    // at 390 px. So it stays undrawn until its end marker is parsed; without :has it shows as before.
    'selector(:has(*))': { selectors: { [`&:not(:has(> ${consentEnd}))`]: { display: 'none' } } },
  },
  ...bottomOverlay,
  padding: vars.space.lg,
  borderRadius: vars.radius.lg,
  background: vars.color.surfaceRaised,
  border: `1px solid ${vars.color.border}`,
  boxShadow: '0 8px 30px rgba(0,0,0,0.35)',
});

export const consentActions = style({
  display: 'flex',
  gap: vars.space.sm,
  flexWrap: 'wrap',
  marginTop: vars.space.md,
});

export const consentTitle = style({ margin: 0, fontSize: vars.fontSize.lg });

export const linkButton = style([
  link,
  { background: 'none', border: 'none', padding: 0, font: 'inherit', textDecoration: 'underline', cursor: 'pointer' },
]);

// ------------------------------------------------------------------------------------------ user menu

/** The user menu's button: bordered like the login link; on a phone the icon alone (it keeps its aria-label). */
export const userMenuButton = style([iconButton, { border: `1px solid ${vars.color.border}` }]);
export const userMenuText = style({ '@media': { [NARROW_HEADER]: { display: 'none' } } });

export const userMenu = style({
  zIndex: zIndex.headerMenu,
  minWidth: '14rem',
  padding: vars.space.xs,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surfaceRaised,
  color: vars.color.text,
  boxShadow: '0 8px 24px rgba(0, 0, 0, 0.28)',
});

export const userMenuEmail = style({
  margin: 0,
  padding: `${vars.space.xs} ${vars.space.sm}`,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
});

export const userMenuItem = style({
  display: 'flex',
  alignItems: 'center',
  minHeight: controlHeight.touch,
  padding: `0 ${vars.space.sm}`,
  borderRadius: vars.radius.sm,
  color: vars.color.text,
  textDecoration: 'none',
  cursor: 'pointer',
  // Radix moves focus onto the highlighted item; the ring is drawn inside it, as it sits flush in the menu.
  ...noFocusRing,
  selectors: { '&[data-highlighted]': { background: vars.color.surface, ...focusRing('-3px') } },
});

export const userMenuSeparator = style({ height: 1, margin: `${vars.space.xs} 0`, background: vars.color.border });

export const staleBanner = style(bottomOverlay);
