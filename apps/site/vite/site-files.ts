import { Resvg } from '@resvg/resvg-js';
import type { Plugin } from 'vite';
import { darkTokens } from '../../../packages/widgets/src/theme/tokens.ts';
import { siteOrigin } from './page-meta.ts';
import { servedFiles, type ServedFile } from './served-files.ts';

/** A file served at the site's root, by URL path: its media type and body. */
export type SiteFile = ServedFile;

/** The site's name in the manifest and on home screens. */
const APP_NAME = 'Pénzügy – pénzügyi hírek, kalkulátorok és tudástár';
const APP_SHORT_NAME = 'Pénzügy';
const APP_DESCRIPTION = 'Pénzügyi hírek, blog, szótár, kalkulátorok és dokumentumkönyvtár magyarul.';

/** The PNG icons: browsers' tab (32), Apple's home screen (180), Android and the manifest (192, 512). */
export const ICON_FILES = {
  favicon32: { path: '/icons/favicon-32.png', size: 32 },
  apple: { path: '/apple-touch-icon.png', size: 180 },
  android192: { path: '/icons/icon-192.png', size: 192 },
  android512: { path: '/icons/icon-512.png', size: 512 },
  maskable512: { path: '/icons/icon-maskable-512.png', size: 512 },
} as const;

/**
 * The site's mark: three rising bars and a trend line on the accent colour, drawn with shapes only
 * (no text, so no font is needed). `fullBleed` fills the square edge to edge and keeps the mark in
 * the middle 60 %, as home-screen and maskable icons need (the system cuts its own shape).
 */
export function iconSvg(fullBleed = false): string {
  const c = darkTokens.color;
  const frame = fullBleed
    ? `<rect width="64" height="64" fill="${c.background}"/>`
    : `<rect width="64" height="64" rx="14" fill="${c.background}"/>`;
  const mark = `<rect x="14" y="38" width="9" height="12" rx="2" fill="${c.accent}"/><rect x="27.5" y="30" width="9" height="20" rx="2" fill="${c.accent}"/><rect x="41" y="22" width="9" height="28" rx="2" fill="${darkTokens.chart.series2}"/><path d="M12 28 L26 18 L36 21 L52 8" fill="none" stroke="${c.text}" stroke-width="3.5" stroke-linecap="round" stroke-linejoin="round"/>`;
  const body = fullBleed ? `<g transform="translate(12.8 12.8) scale(0.6)">${mark}</g>` : mark;
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64">${frame}${body}</svg>`;
}

function png(svg: string, size: number): Uint8Array {
  return new Uint8Array(new Resvg(svg, { fitTo: { mode: 'width', value: size } }).render().asPng());
}

/** A .ico holding one PNG image (Windows Vista and every browser read PNG inside ICO). */
export function icoFromPng(pngBytes: Uint8Array, size: number): Uint8Array {
  const out = new Uint8Array(6 + 16 + pngBytes.length);
  const view = new DataView(out.buffer);
  view.setUint16(2, 1, true); // type: icon
  view.setUint16(4, 1, true); // one image
  out[6] = size % 256; // width (0 means 256)
  out[7] = size % 256;
  view.setUint16(10, 1, true); // colour planes
  view.setUint16(12, 32, true); // bits per pixel
  view.setUint32(14, pngBytes.length, true);
  view.setUint32(18, 22, true); // offset of the image
  out.set(pngBytes, 22);
  return out;
}

/** The web app manifest: Hungarian names, the dark theme's colours (the default theme), the icons. */
export function webManifest(): string {
  const icon = (f: { path: string; size: number }, purpose = 'any') => ({
    src: f.path,
    sizes: `${f.size}x${f.size}`,
    type: 'image/png',
    purpose,
  });
  return JSON.stringify(
    {
      name: APP_NAME,
      short_name: APP_SHORT_NAME,
      description: APP_DESCRIPTION,
      lang: 'hu',
      dir: 'ltr',
      start_url: '/',
      scope: '/',
      display: 'standalone',
      background_color: darkTokens.color.background,
      theme_color: darkTokens.color.background,
      icons: [
        { src: '/favicon.svg', sizes: 'any', type: 'image/svg+xml', purpose: 'any' },
        icon(ICON_FILES.android192),
        icon(ICON_FILES.android512),
        icon(ICON_FILES.maskable512, 'maskable'),
      ],
    },
    null,
    2,
  );
}

/** robots.txt: every page may be crawled; the sitemap (written by the prerender) is on the site's origin. */
export function robotsTxt(origin: string): string {
  return `User-agent: *\nAllow: /\n\nSitemap: ${origin}/sitemap.xml\n`;
}

/** Every root file: favicons, icons, manifest and robots.txt. */
export function siteFiles(origin = siteOrigin()): Map<string, SiteFile> {
  const svg = iconSvg();
  const bleed = iconSvg(true);
  const favicon32 = png(svg, 32);
  const files = new Map<string, SiteFile>([
    ['/favicon.svg', { type: 'image/svg+xml', body: svg }],
    ['/favicon.ico', { type: 'image/x-icon', body: icoFromPng(favicon32, 32) }],
    [ICON_FILES.favicon32.path, { type: 'image/png', body: favicon32 }],
    [ICON_FILES.apple.path, { type: 'image/png', body: png(bleed, ICON_FILES.apple.size) }],
    [ICON_FILES.android192.path, { type: 'image/png', body: png(svg, ICON_FILES.android192.size) }],
    [ICON_FILES.android512.path, { type: 'image/png', body: png(svg, ICON_FILES.android512.size) }],
    [ICON_FILES.maskable512.path, { type: 'image/png', body: png(bleed, ICON_FILES.maskable512.size) }],
    ['/site.webmanifest', { type: 'application/manifest+json; charset=utf-8', body: webManifest() }],
    ['/robots.txt', { type: 'text/plain; charset=utf-8', body: robotsTxt(origin) }],
  ]);
  return files;
}

/**
 * Serves the root files: emitted into the build output, and answered by the dev server, so the
 * favicon and manifest work under `npm start` as in production (no 404 in the console).
 */
export function siteFilesPlugin(): Plugin {
  return servedFiles('penzugy-site-files', () => new Map([...siteFiles()].map(([path, file]) => [path, () => file])));
}
