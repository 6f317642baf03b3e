import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { ReactElement } from 'react';
import satori from 'satori';
import { Resvg } from '@resvg/resvg-js';
import { darkTokens, lightTokens } from '../../../packages/widgets/src/theme/tokens.ts';

/** What a picture shows: the page's title, its topic (label on the picture, seed of the composition). */
export interface ShareImageInput {
  /** The page's title; wrapped, shrunk for long titles and cut with "…" rather than overflowing. */
  title: string;
  /** The page's topic in Hungarian (e.g. "Pénzügyi szótár"); also chooses colour and composition. */
  topic: string;
  /** A short line above the title (e.g. the article's date or "Cikk"). */
  kicker?: string;
}

/** Size of a share image: what Facebook, LinkedIn and X show as a large card (1.91 : 1). */
export const SHARE_IMAGE_SIZE = { width: 1200, height: 630 } as const;

/** The site's name as the pictures show it. */
const SITE_NAME = 'Pénzügy';

type Theme = 'dark' | 'light';

/** Colours of a picture, all from the site's two themes, so pictures match the pages. */
function palette(theme: Theme, seed: number) {
  const t = theme === 'dark' ? darkTokens : lightTokens;
  const accents = [t.chart.series1, t.chart.series2, t.chart.series3, t.chart.series4, t.chart.series5, t.chart.series6, t.chart.series8];
  const accent = accents[seed % accents.length]!;
  const second = accents[(seed >>> 3) % accents.length] === accent ? accents[(seed + 2) % accents.length]! : accents[(seed >>> 3) % accents.length]!;
  return { bg: t.color.background, surface: t.color.surfaceRaised, text: t.color.text, muted: t.color.textMuted, border: t.color.border, accent, second };
}

// ---------------------------------------------------------------------------------------------
// Fonts: Inter from @fontsource, the latin subset plus latin-ext (ő, ű and the rest of Hungarian's
// accented letters live in latin-ext). Satori reads .woff, not .woff2.
// ---------------------------------------------------------------------------------------------

const require = createRequire(import.meta.url);
let fonts: { name: string; data: Buffer; weight: 400 | 700; style: 'normal' }[] | undefined;
function loadFonts() {
  return (fonts ??= (['latin', 'latin-ext'] as const).flatMap((subset) =>
    ([400, 700] as const).map((weight) => ({
      name: subset === 'latin' ? 'Inter' : 'Inter Ext',
      data: readFileSync(require.resolve(`@fontsource/inter/files/inter-${subset}-${weight}-normal.woff`)),
      // Satori falls back from family to family, not between two files of one family.
      weight,
      style: 'normal' as const,
    })),
  ));
}

// ---------------------------------------------------------------------------------------------
// The composition
// ---------------------------------------------------------------------------------------------

/** FNV-1a: a stable 32-bit number from text, so the same page always gets the same picture. */
export function hashText(text: string): number {
  let h = 0x811c9dc5;
  for (const ch of text) {
    h ^= ch.codePointAt(0)!;
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  return h >>> 0;
}

type Style = Record<string, string | number>;

/**
 * `a` faded towards `b` by `t` (0 = a, 1 = b), as a hex colour. Used instead of CSS opacity, which
 * satori drops on absolutely positioned boxes (they render as an empty group).
 */
function mix(a: string, b: string, t: number): string {
  const rgb = (hex: string) => [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16));
  const [x, y] = [rgb(a), rgb(b)];
  return `#${x.map((v, i) => Math.round(v + (y[i]! - v) * t).toString(16).padStart(2, '0')).join('')}`;
}
const el = (type: string, style: Style, children?: unknown, extra: Record<string, unknown> = {}): ReactElement =>
  ({ type, key: null, props: { style, children, ...extra } }) as unknown as ReactElement;

/**
 * Title size by length, and a cut at a word boundary beyond what the box holds even at the smallest
 * size, so no title overflows (the box also clips, as a last guard).
 */
function fitTitle(title: string, scale: number): { text: string; size: number } {
  const clean = title.replace(/\s+/g, ' ').trim() || SITE_NAME;
  const steps = [
    { max: 40, size: 76 },
    { max: 70, size: 64 },
    { max: 110, size: 52 },
    { max: 160, size: 44 },
  ];
  const step = steps.find((s) => clean.length <= s.max);
  if (step) return { text: clean, size: step.size * scale };
  const limit = steps.at(-1)!.max;
  const cut = clean.slice(0, limit);
  const atWord = cut.lastIndexOf(' ') > limit * 0.6 ? cut.slice(0, cut.lastIndexOf(' ')) : cut;
  return { text: `${atWord.replace(/[\s,;:.–-]+$/, '')}…`, size: steps.at(-1)!.size * scale };
}

/**
 * The decoration on the right: one of four motifs (rising bars, rings, a line chart, a dot grid),
 * chosen and shaped by the seed, so two pages of different topic or slug never look alike.
 */
function motif(seed: number, w: number, h: number, c: ReturnType<typeof palette>): ReactElement[] {
  const rnd = (i: number) => ((Math.imul(seed ^ (i * 0x9e3779b9), 0x85ebca6b) >>> 0) % 1000) / 1000;
  const kind = seed % 4;
  const left = w * 0.56;
  const areaW = w - left;
  const abs = (s: Style): Style => ({ position: 'absolute', display: 'flex', ...s });
  if (kind === 0) {
    const n = 5 + (seed % 3);
    const barW = (areaW * 0.7) / n;
    return Array.from({ length: n }, (_, i) => {
      const bh = h * (0.15 + 0.55 * ((i + 1) / n) * (0.6 + 0.4 * rnd(i)));
      return el('div', abs({ left: left + areaW * 0.12 + i * barW * 1.1, bottom: 0, width: barW * 0.8, height: bh, backgroundColor: i === n - 1 ? c.second : mix(c.accent, c.bg, 0.65 * (1 - (i + 1) / n)), borderTopLeftRadius: 10, borderTopRightRadius: 10 }));
    });
  }
  if (kind === 1) {
    const cx = left + areaW * (0.35 + 0.4 * rnd(1));
    const cy = h * (0.2 + 0.6 * rnd(2));
    return [0, 1, 2, 3].map((i) => {
      const r = h * (0.12 + 0.17 * i) * (0.8 + 0.4 * rnd(3));
      return el('div', abs({ left: cx - r, top: cy - r, width: 2 * r, height: 2 * r, borderRadius: r, border: `${Math.max(4, h / 60)}px solid ${mix(i % 2 ? c.second : c.accent, c.bg, i * 0.2)}` }));
    });
  }
  if (kind === 2) {
    const n = 7;
    const pts = Array.from({ length: n }, (_, i) => ({ x: left + (areaW * i) / (n - 1), y: h * (0.75 - 0.5 * (i / (n - 1)) + 0.25 * (rnd(i + 5) - 0.5)) }));
    const path = pts.map((p, i) => `${i ? 'L' : 'M'}${p.x.toFixed(1)} ${p.y.toFixed(1)}`).join(' ');
    const area = `${path} L${w} ${h} L${left} ${h} Z`;
    const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}"><path d="${area}" fill="${c.accent}" fill-opacity="0.18"/><path d="${path}" fill="none" stroke="${c.accent}" stroke-width="${h / 70}" stroke-linecap="round" stroke-linejoin="round"/><circle cx="${pts.at(-1)!.x - h / 40}" cy="${pts.at(-1)!.y}" r="${h / 40}" fill="${c.second}"/></svg>`;
    return [el('img', abs({ left: 0, top: 0, width: w, height: h }), undefined, { src: `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`, width: w, height: h })];
  }
  const cols = 6;
  const rows = 5;
  const gap = areaW / (cols + 1);
  return Array.from({ length: cols * rows }, (_, i) => {
    const r = gap * (0.12 + 0.3 * rnd(i));
    const x = left + gap * (1 + (i % cols));
    const y = h * 0.12 + (h * 0.76 * Math.floor(i / cols)) / (rows - 1);
    return el('div', abs({ left: x - r, top: y - r, width: 2 * r, height: 2 * r, borderRadius: r, backgroundColor: mix(rnd(i + 99) > 0.8 ? c.second : c.accent, c.bg, 0.7 * rnd(i + 7)) }));
  });
}

/** The picture as a satori tree: brand and kicker on top, the title, the topic pill, the motif. */
function composition(input: ShareImageInput, w: number, h: number, theme: Theme): ReactElement {
  const seed = hashText(`${input.topic}\u0000${input.title}`);
  const c = palette(theme, (hashText(input.topic) ^ (seed & 0xff)) >>> 0);
  const scale = h / SHARE_IMAGE_SIZE.height;
  const pad = 64 * scale;
  const title = fitTitle(input.title, scale);
  const textWidth = w * 0.62 - pad;
  return el(
    'div',
    { width: w, height: h, display: 'flex', position: 'relative', backgroundColor: c.bg, fontFamily: 'Inter, "Inter Ext"', color: c.text, overflow: 'hidden' },
    [
      ...motif(seed, w, h, c),
      el('div', { position: 'absolute', left: 0, top: 0, width: 12 * scale, height: h, backgroundColor: c.accent, display: 'flex' }),
      el(
        'div',
        { position: 'absolute', left: pad, top: pad, width: textWidth, height: h - 2 * pad, display: 'flex', flexDirection: 'column', justifyContent: 'space-between' },
        [
          el('div', { display: 'flex', alignItems: 'center', fontSize: 28 * scale, color: c.muted }, [
            el('div', { display: 'flex', fontWeight: 700, color: c.text }, SITE_NAME),
            el('div', { display: 'flex', marginLeft: 16 * scale }, input.kicker ? `· ${input.kicker}` : ''),
          ]),
          el('div', { display: 'flex', fontSize: title.size, fontWeight: 700, lineHeight: 1.15, maxHeight: h - 2 * pad - 140 * scale, overflow: 'hidden' }, title.text),
          el('div', { display: 'flex' }, [
            el('div', { display: 'flex', fontSize: 26 * scale, padding: `${10 * scale}px ${22 * scale}px`, borderRadius: 999, backgroundColor: c.surface, border: `2px solid ${c.border}`, color: c.text }, input.topic.trim() || SITE_NAME),
          ]),
        ],
      ),
    ],
  );
}

/** The picture as SVG (text as outlines, so it needs no font where it is shown). */
export async function renderCoverSvg(input: ShareImageInput, size: { width: number; height: number } = SHARE_IMAGE_SIZE, theme: Theme = 'dark'): Promise<string> {
  return satori(composition(input, size.width, size.height, theme), { width: size.width, height: size.height, fonts: loadFonts() });
}

/** A page's share image (og:image): a 1200×630 PNG in the site's dark theme. */
export async function renderShareImage(input: ShareImageInput): Promise<Uint8Array> {
  const svg = await renderCoverSvg(input);
  return new Uint8Array(new Resvg(svg, { fitTo: { mode: 'width', value: SHARE_IMAGE_SIZE.width } }).render().asPng());
}

/**
 * Where a page's share image is served: `/og/home.png` for `/`, else `/og/` + the path's segments
 * (`/dictionary/THM` → `/og/dictionary/THM.png`). A segment with anything but ASCII letters, digits,
 * `-` and `_` is folded to them (accents dropped) plus a short hash of the original, so the name is
 * safe on every file system and in every URL, and `ár` and `ar` still get different files.
 */
export function shareImagePath(pathname: string): string {
  let decoded = pathname;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
    // A malformed escape: use the raw text, the folding below still makes it safe.
  }
  const segments = decoded.split(/[?#]/)[0]!.split('/').filter(Boolean).map(safeSegment);
  return segments.length === 0 ? '/og/home.png' : `/og/${segments.join('/')}.png`;
}

function safeSegment(segment: string): string {
  if (/^[A-Za-z0-9_-]+$/.test(segment) && !/^\.+$/.test(segment)) return segment;
  const ascii = segment
    .normalize('NFD')
    .replace(/\p{M}+/gu, '')
    .replace(/[^A-Za-z0-9_-]+/g, '-')
    .replace(/^-+|-+$/g, '');
  const tag = hashText(segment).toString(36);
  return ascii ? `${ascii}-${tag}` : `x${tag}`;
}
