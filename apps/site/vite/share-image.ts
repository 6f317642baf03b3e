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
  /** What chooses the composition instead of topic + title (e.g. an article's slug). */
  variant?: string;
}

/** The motifs a picture can carry (rising bars, rings, a line chart, a dot grid). */
export const MOTIF_COUNT = 4;
/** The accent colours a picture can take: chart series of the theme. */
export const ACCENT_COUNT = 7;

/** Which motif and accent colour a picture gets, and the seed that shapes the motif. */
export function compositionOf(input: Pick<ShareImageInput, 'title' | 'topic' | 'variant'>): {
  motif: number;
  accent: number;
  seed: number;
} {
  const seed = hashText(input.variant ?? `${input.topic}\u0000${input.title}`);
  return { motif: seed % MOTIF_COUNT, accent: (seed >>> 8) % ACCENT_COUNT, seed };
}

/** Size of a share image: what Facebook, LinkedIn and X show as a large card (1.91 : 1). */
export const SHARE_IMAGE_SIZE = { width: 1200, height: 630 } as const;

/** The site's name as the pictures show it. */
const SITE_NAME = 'Pénzügy';

export type Theme = 'dark' | 'light';

/** Colours of a picture, all from the site's two themes, so pictures match the pages. */
function palette(theme: Theme, index: number, seed: number) {
  const t = theme === 'dark' ? darkTokens : lightTokens;
  const accents = [
    t.chart.series1,
    t.chart.series2,
    t.chart.series3,
    t.chart.series4,
    t.chart.series5,
    t.chart.series6,
    t.chart.series8,
  ] as const satisfies { length: typeof ACCENT_COUNT };
  const accent = accents[index]!;
  const second = accents[(index + 1 + ((seed >>> 16) % (ACCENT_COUNT - 1))) % ACCENT_COUNT]!;
  return {
    bg: t.color.background,
    surface: t.color.surfaceRaised,
    text: t.color.text,
    muted: t.color.textMuted,
    border: t.color.border,
    accent,
    second,
  };
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
  return `#${x
    .map((v, i) =>
      Math.round(v + (y[i]! - v) * t)
        .toString(16)
        .padStart(2, '0'),
    )
    .join('')}`;
}
const el = (type: string, style: Style, children?: unknown, extra: Record<string, unknown> = {}): ReactElement =>
  ({ type, key: null, props: { style, children, ...extra } }) as unknown as ReactElement;

/** Inter Bold's mean advance for Hungarian text, in em: the basis of the title's line estimate. */
const TITLE_EM_PER_CHAR = 0.56;
const TITLE_LINE_HEIGHT = 1.15;
const TITLE_SIZES = [76, 68, 60, 54, 48, 42, 38];

/**
 * The largest title size at which the title fits its box (lines estimated from the mean letter
 * width, one line spare for word breaks); a title too long even at the smallest size is cut at a
 * word boundary with "…". The box also clips, as a last guard, so nothing ever overflows.
 */
function fitTitle(
  title: string,
  box: { width: number; height: number },
  scale: number,
): { text: string; size: number } {
  const clean = title.replace(/\s+/g, ' ').trim() || SITE_NAME;
  const capacity = (size: number) => {
    const perLine = Math.floor(box.width / (size * TITLE_EM_PER_CHAR));
    const lines = Math.floor(box.height / (size * TITLE_LINE_HEIGHT));
    return { perLine, lines, chars: perLine * (lines - 1) };
  };
  const fits = (size: number) => {
    const cap = capacity(size);
    return Math.ceil(clean.length / cap.perLine) + 1 <= cap.lines;
  };
  const size = TITLE_SIZES.map((s) => s * scale).find(fits);
  if (size !== undefined) return { text: clean, size };
  const smallest = TITLE_SIZES.at(-1)! * scale;
  const limit = Math.max(1, capacity(smallest).chars - 1);
  const cut = clean.slice(0, limit);
  const space = cut.lastIndexOf(' ');
  const atWord = space > limit * 0.6 ? cut.slice(0, space) : cut;
  return { text: `${atWord.replace(/[\s,;:.–-]+$/, '')}…`, size: smallest };
}

/** An SVG child element for satori (it turns an `svg` tree into an embedded image). */
const shape = (type: string, attrs: Record<string, string | number>): ReactElement =>
  ({ type, key: null, props: attrs }) as unknown as ReactElement;

/**
 * The decoration on the right: one of four motifs (rising bars, rings, a line chart, a dot grid),
 * shaped by the seed, as one SVG in its own box beside the text so it never runs under the title.
 */
function motif(kind: number, seed: number, w: number, h: number, c: ReturnType<typeof palette>): ReactElement {
  const rnd = (i: number) => ((Math.imul(seed ^ Math.imul(i + 1, 0x9e3779b9), 0x85ebca6b) >>> 0) % 1000) / 1000;
  const shapes: ReactElement[] = [];
  const stroke = Math.max(3, h / 60);
  if (kind === 0) {
    const n = 5 + (seed % 3);
    const barW = (w * 0.78) / n;
    for (let i = 0; i < n; i++) {
      const bh = h * (0.15 + 0.6 * ((i + 1) / n) * (0.6 + 0.4 * rnd(i)));
      const fill = i === n - 1 ? c.second : mix(c.accent, c.bg, 0.65 * (1 - (i + 1) / n));
      shapes.push(
        shape('rect', {
          x: w * 0.1 + i * barW * 1.1,
          y: h - bh,
          width: barW * 0.8,
          height: bh + 20,
          rx: barW * 0.18,
          fill,
        }),
      );
    }
  } else if (kind === 1) {
    const cx = w * (0.45 + 0.35 * rnd(1));
    const cy = h * (0.25 + 0.5 * rnd(2));
    for (let i = 3; i >= 0; i--) {
      const r = h * (0.1 + 0.16 * i) * (0.85 + 0.3 * rnd(3));
      shapes.push(
        shape('circle', {
          cx,
          cy,
          r,
          fill: 'none',
          stroke: mix(i % 2 ? c.second : c.accent, c.bg, i * 0.2),
          strokeWidth: stroke,
        }),
      );
    }
    shapes.push(shape('circle', { cx, cy, r: h * 0.04, fill: c.accent }));
  } else if (kind === 2) {
    const n = 6 + (seed % 4);
    const pts = Array.from({ length: n }, (_, i) => ({
      x: w * 0.04 + (w * 0.86 * i) / (n - 1),
      y: h * (0.78 - 0.5 * (i / (n - 1)) + 0.3 * (rnd(i + 5) - 0.5)),
    }));
    const line = pts.map((p, i) => `${i ? 'L' : 'M'}${p.x.toFixed(1)} ${p.y.toFixed(1)}`).join(' ');
    const last = pts.at(-1)!;
    shapes.push(
      shape('path', {
        d: `${line} L${last.x.toFixed(1)} ${h} L${pts[0]!.x.toFixed(1)} ${h} Z`,
        fill: mix(c.accent, c.bg, 0.8),
      }),
    );
    shapes.push(
      shape('path', {
        d: line,
        fill: 'none',
        stroke: c.accent,
        strokeWidth: stroke * 1.5,
        strokeLinecap: 'round',
        strokeLinejoin: 'round',
      }),
    );
    shapes.push(shape('circle', { cx: last.x, cy: last.y, r: h * 0.03, fill: c.second }));
  } else {
    const cols = 5;
    const rows = 5;
    const gap = w / (cols + 0.5);
    for (let i = 0; i < cols * rows; i++) {
      const r = gap * (0.1 + 0.3 * rnd(i));
      const fill = mix(rnd(i + 99) > 0.8 ? c.second : c.accent, c.bg, 0.7 * rnd(i + 7));
      shapes.push(
        shape('circle', {
          cx: gap * (0.75 + (i % cols)),
          cy: h * 0.12 + (h * 0.76 * Math.floor(i / cols)) / (rows - 1),
          r,
          fill,
        }),
      );
    }
  }
  return {
    type: 'svg',
    key: null,
    props: { width: w, height: h, viewBox: `0 0 ${w} ${h}`, children: shapes },
  } as unknown as ReactElement;
}

/** Share of the width given to the text; the motif takes the rest. */
const TEXT_SHARE = 0.6;

/** The picture as a satori tree: brand and kicker on top, the title, the topic pill; the motif beside. */
/**
 * A card's cover: the composition's motif across the whole picture and its accent bar, with no text —
 * the card prints the title and the topic right under it (issue 27 item 8: each cover repeated them).
 */
function cardComposition(input: ShareImageInput, w: number, h: number, theme: Theme): ReactElement {
  const { motif: kind, accent, seed } = compositionOf(input);
  const c = palette(theme, accent, seed);
  const scale = Math.min(w / SHARE_IMAGE_SIZE.width, h / SHARE_IMAGE_SIZE.height);
  const box = (style: Style, children?: unknown) => el('div', { display: 'flex', ...style }, children);
  return box({ width: w, height: h, position: 'relative', backgroundColor: c.bg, overflow: 'hidden' }, [
    box({ position: 'absolute', left: w * 0.08, top: 0, width: w * 0.92, height: h }, [
      motif(kind, seed, w * 0.92, h, c),
    ]),
    box({ position: 'absolute', left: 0, top: 0, width: 12 * scale, height: h, backgroundColor: c.accent }),
  ]);
}

function composition(input: ShareImageInput, w: number, h: number, theme: Theme): ReactElement {
  const { motif: kind, accent, seed } = compositionOf(input);
  const c = palette(theme, accent, seed);
  const scale = Math.min(w / SHARE_IMAGE_SIZE.width, h / SHARE_IMAGE_SIZE.height);
  const pad = 64 * scale;
  const gap = 24 * scale;
  const header = 28 * scale;
  const pill = 26 * scale;
  const pillHeight = pill * 1.25 + 24 * scale;
  const textWidth = w * TEXT_SHARE - pad - gap;
  const titleBox = { width: textWidth, height: h - 2 * pad - header * 1.25 - pillHeight - 2 * gap };
  const title = fitTitle(input.title, titleBox, scale);
  const box = (style: Style, children?: unknown) => el('div', { display: 'flex', ...style }, children);
  return box(
    {
      width: w,
      height: h,
      position: 'relative',
      backgroundColor: c.bg,
      fontFamily: 'Inter, "Inter Ext"',
      color: c.text,
      overflow: 'hidden',
    },
    [
      box({ position: 'absolute', left: w * TEXT_SHARE, top: 0, width: w * (1 - TEXT_SHARE), height: h }, [
        motif(kind, seed, w * (1 - TEXT_SHARE), h, c),
      ]),
      box({ position: 'absolute', left: 0, top: 0, width: 12 * scale, height: h, backgroundColor: c.accent }),
      box(
        {
          position: 'absolute',
          left: pad,
          top: pad,
          width: textWidth,
          height: h - 2 * pad,
          flexDirection: 'column',
          justifyContent: 'space-between',
        },
        [
          box({ alignItems: 'center', fontSize: header, lineHeight: 1.25, color: c.muted }, [
            box({ fontWeight: 700, color: c.text }, SITE_NAME),
            box({ marginLeft: 16 * scale }, input.kicker?.trim() ? `· ${input.kicker.trim()}` : ''),
          ]),
          box({ height: titleBox.height, alignItems: 'center', overflow: 'hidden' }, [
            box(
              { fontSize: title.size, fontWeight: 700, lineHeight: TITLE_LINE_HEIGHT, maxHeight: titleBox.height },
              title.text,
            ),
          ]),
          box({}, [
            box(
              {
                fontSize: pill,
                lineHeight: 1.25,
                padding: `${10 * scale}px ${22 * scale}px`,
                borderRadius: 999,
                backgroundColor: c.surface,
                border: `${2 * scale}px solid ${c.border}`,
                color: c.text,
              },
              input.topic.trim() || SITE_NAME,
            ),
          ]),
        ],
      ),
    ],
  );
}

/** The picture as SVG (text as outlines, so it needs no font where it is shown). */
export async function renderCoverSvg(
  input: ShareImageInput,
  size: { width: number; height: number } = SHARE_IMAGE_SIZE,
  theme: Theme = 'dark',
): Promise<string> {
  return satori(composition(input, size.width, size.height, theme), {
    width: size.width,
    height: size.height,
    fonts: loadFonts(),
  });
}

/** A card's cover as SVG, in the theme of the page that shows it (cardComposition). */
export async function renderCardCoverSvg(
  input: ShareImageInput,
  size: { width: number; height: number },
  theme: Theme,
): Promise<string> {
  return satori(cardComposition(input, size.width, size.height, theme), {
    width: size.width,
    height: size.height,
    fonts: loadFonts(),
  });
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
