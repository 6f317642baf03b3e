import {
  DEFAULT_HEATMAP_MARKET,
  HEATMAP_EXCLUSION_LABELS,
  HEATMAP_MARKETS,
  isHeatmapMarket,
  type HeatmapData,
  type HeatmapMarket,
} from '@penzugy/market-data';
import { useId, useMemo, useRef, useState, type KeyboardEvent, type MouseEvent } from 'react';
import { Button } from '../Button';
import { SelectField } from '../fields';
import { useControllableState, useStateFor } from '../primitives';
import { useContainerWidth } from '../charts/shared';
import { DataState, formatSignedPercentPoints } from '../market-kit';
import { HEATMAP_SECTOR_LABEL_PX, HEATMAP_TOOLTIP_PX, heatmapHeight } from './constants';
import * as styles from './Heatmap.css';
import { HeatmapLegend } from './HeatmapLegend';
import { HeatmapTooltip } from './HeatmapTooltip';
import { HEATMAP_STRINGS as T } from './strings';
import { tileLabel } from './tile-label/tile-label';
import { neighbourTile, sectorStepTile, type TileDirection } from './tile-navigation/tile-navigation';
import { tooltipPosition } from './tooltip-position/tooltip-position';
import { hasTileArea, sectorsBySize, treemapLayout, type TreemapTile } from './treemap-layout/treemap-layout';
import { useHeatmapData } from './useHeatmapData';
import { safeHref } from '../safe-href';

/** The stock screen of a tile (docs/product.md#dashboard: a heatmap tile opens /stocks/{name}). */
export const defaultStockHref = (name: string) => `/stocks/${encodeURIComponent(name)}`;

/** The tiles' keyboard and pointer state for a fresh set of tiles. */
const TILES_START = { tabStop: 0, hovered: null as number | null, dismissed: false };

/** The index of the tile an event happened on (inside its link), or null outside the tiles. */
function tileIndexOf(target: EventTarget): number | null {
  const index = target instanceof Element ? target.closest<HTMLElement>('[data-index]')?.dataset.index : undefined;
  return index === undefined ? null : Number(index);
}

const ARROWS: Record<string, TileDirection> = {
  ArrowLeft: 'left',
  ArrowRight: 'right',
  ArrowUp: 'up',
  ArrowDown: 'down',
};

export interface HeatmapProps {
  /** Loads a market's data (e.g. GET /market/heatmap?market=…); called again on market change and retry. */
  loadHeatmap: (market: HeatmapMarket) => Promise<HeatmapData>;
  /** The shown market, when the host owns it (controlled). */
  market?: HeatmapMarket | undefined;
  /** The market to start with and to return to on 'Alaphelyzet' (uncontrolled). @default 'sp500' */
  defaultMarket?: HeatmapMarket | undefined;
  /** Called with the market the visitor picks (and with the default on reset). */
  onMarketChange?: ((market: HeatmapMarket) => void) | undefined;
  /**
   * Called on a plain click (or Enter) on a tile, before the link is followed; call
   * `event.preventDefault()` to route in the page instead. Clicks with a modifier key are left to the
   * browser (new tab).
   */
  onSelect?: ((name: string, event: MouseEvent<HTMLAnchorElement>) => void) | undefined;
  /** The address of a tile's link. @default `/stocks/${encodeURIComponent(name)}` */
  hrefFor?: ((name: string) => string) | undefined;
  /** Visible title. @default 'Hőtérkép' */
  title?: string | undefined;
  /** Heading element of the title. @default 'h2' */
  as?: 'h2' | 'h3' | undefined;
  /** Treemap height in px. @default 0.6 × the width, between 320 and 720 */
  height?: number | undefined;
  /** Extra class names for the root element. */
  className?: string | undefined;
}

/**
 * The dashboard's treemap heatmap (docs/product.md#dashboard). Tiles are grouped by sector,
 * their area is the market cap and their colour the band of the daily change; each shows its symbol
 * and change when there is room. The market select swaps the data, the sector select zooms in, and
 * 'Alaphelyzet' restores the default market and clears zoom and focus.
 *
 * Keyboard: the treemap is a single tab stop (roving tabindex) so 500 tiles do not mean 500 Tab
 * presses, and no skip link is needed. Arrow keys move to the neighbouring tile on screen, Home/End
 * to the first/last, PageUp/PageDown between sectors, Enter opens the stock, Escape hides the
 * tooltip. Every tile is a real link inside a list per sector, so screen-reader browse modes and
 * "open in new tab" work as usual. Hover and focus show the same tooltip, which describes the tile.
 *
 * The treemap follows its container's width (ResizeObserver, which also reports when a container
 * that started at zero size gets one: the original retried every 100 ms, docs/product.md#dashboard).
 */
export function Heatmap({
  loadHeatmap,
  market: marketProp,
  defaultMarket = DEFAULT_HEATMAP_MARKET,
  onMarketChange,
  onSelect,
  hrefFor = defaultStockHref,
  title = T.title,
  as: Heading = 'h2',
  height: heightProp,
  className,
}: HeatmapProps) {
  const ids = {
    title: useId(),
    market: useId(),
    sector: useId(),
    hint: useId(),
    tooltip: useId(),
    sectorLabel: useId(),
  };
  const [market, setMarket] = useControllableState<HeatmapMarket>(
    { value: marketProp, defaultValue: defaultMarket, onChange: onMarketChange },
    DEFAULT_HEATMAP_MARKET,
  );
  const [load, retry] = useHeatmapData(market, loadHeatmap);
  // A zoom belongs to one market's data, whoever changed the market (the select or a controlling host).
  const [zoom, setZoom] = useStateFor<HeatmapMarket, string | null>(market, null);
  const [plotRef, width] = useContainerWidth();
  const height = heightProp ?? heatmapHeight(width);

  const data = load.status === 'ready' ? load.data : undefined;
  const sectors = useMemo(() => (data ? sectorsBySize(data.entries) : []), [data]);
  const sector = zoom !== null && sectors.includes(zoom) ? zoom : null;
  const entries = useMemo(
    () => (data ? data.entries.filter((e) => sector === null || e.sector === sector) : []),
    [data, sector],
  );
  const layout = useMemo(
    () => treemapLayout(entries, width, height, { sectorLabelHeight: HEATMAP_SECTOR_LABEL_PX }),
    [entries, width, height],
  );

  // Roving tab stop, tile under the pointer and tooltip hidden by Escape: another set of tiles
  // (market, zoom, reload) starts again from the first tile. The tile with keyboard focus stays.
  const [tiles, setTiles] = useStateFor(entries, TILES_START);
  const { tabStop, hovered, dismissed } = tiles;
  const [focused, setFocused] = useState<number | null>(null);
  const treemapRef = useRef<HTMLDivElement>(null);

  const reset = () => {
    setMarket(defaultMarket);
    setZoom(null);
    setTiles(TILES_START);
  };

  const focusTile = (index: number) => {
    setTiles((t) => ({ ...t, tabStop: index, dismissed: false }));
    treemapRef.current?.querySelector<HTMLElement>(`[data-index="${index}"]`)?.focus();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const from = tileIndexOf(event.target);
    if (from === null) return;
    let to: number | null = null;
    const direction = ARROWS[event.key];
    if (direction) to = neighbourTile(layout.tiles, from, direction);
    else if (event.key === 'Home') to = 0;
    else if (event.key === 'End') to = layout.tiles.length - 1;
    else if (event.key === 'PageDown') to = sectorStepTile(layout.tiles, from, 1);
    else if (event.key === 'PageUp') to = sectorStepTile(layout.tiles, from, -1);
    else if (event.key === 'Escape') {
      setTiles((t) => ({ ...t, dismissed: true }));
      event.preventDefault();
      return;
    }
    if (to === null) return;
    event.preventDefault();
    focusTile(to);
  };

  const active = dismissed ? null : (hovered ?? focused);
  const activeTile: TreemapTile | undefined = active !== null ? layout.tiles[active] : undefined;
  const marketLabel = HEATMAP_MARKETS.find((m) => m.value === market)?.label ?? market;
  const tabIndexOf = (i: number) => (i === Math.min(tabStop, layout.tiles.length - 1) ? 0 : -1);

  const loading = load.status === 'loading';
  const drawn = load.status === 'ready' && layout.tiles.length > 0;
  let content;
  if (load.status === 'loading') content = <DataState state="loading" message={T.loading} />;
  else if (load.status === 'error') content = <DataState state="error" message={load.message} onRetry={retry} />;
  else if (!load.data.entries.some(hasTileArea)) content = <DataState state="empty" message={T.empty} />;
  else if (width > 0)
    content = (
      // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions -- the arrow keys move between the tiles (one roving tab stop), so the group listens for them
      <div
        ref={treemapRef}
        className={styles.treemap}
        style={{ width, height }}
        role="group"
        aria-label={T.treemap(marketLabel, sector)}
        aria-describedby={ids.hint}
        onKeyDown={onKeyDown}
        // One listener each on the map rather than on every tile (see tileIndexOf).
        onPointerOver={(event) => {
          const index = tileIndexOf(event.target);
          if (index !== null)
            setTiles((t) => (t.hovered === index && !t.dismissed ? t : { ...t, hovered: index, dismissed: false }));
        }}
        onPointerLeave={() => setTiles((t) => ({ ...t, hovered: null }))}
        onFocus={(event) => {
          const index = tileIndexOf(event.target);
          if (index === null) return;
          setTiles((t) => ({ ...t, tabStop: index, dismissed: false }));
          setFocused(index);
        }}
        onBlur={(event) => {
          const index = tileIndexOf(event.target);
          setFocused((f) => (f === index ? null : f));
        }}
      >
        {layout.sectors.map((s, si) => (
          <div
            key={s.name}
            className={styles.sector}
            style={{ left: s.x0, top: s.y0, width: s.x1 - s.x0, height: s.y1 - s.y0 }}
          >
            <div id={`${ids.sectorLabel}-${si}`} className={styles.sectorLabel} title={s.name}>
              {s.name}
            </div>
            <ul className={styles.tileList} aria-labelledby={`${ids.sectorLabel}-${si}`}>
              {s.tiles.map((t) => {
                const { name, companyName } = t.entry;
                const change = formatSignedPercentPoints(t.entry.value[1]);
                const w = t.x1 - t.x0;
                const h = t.y1 - t.y0;
                const label = tileLabel(w, h, name.length, change.length);
                return (
                  <li
                    key={name}
                    className={styles.tileItem}
                    style={{ left: t.x0 - s.x0, top: t.y0 - s.y0, width: w, height: h }}
                  >
                    {/* The name is one attribute rather than visually hidden text: ~500 tiles with
                        three hidden spans each made the map's first layout the page's longest
                        task on phones (issue 27: TBT on /befektetesek). It reads the visible
                        symbol and change first, as WCAG 2.5.3 (label in name) asks. */}
                    <a
                      href={safeHref(hrefFor(name))}
                      data-index={t.index}
                      data-band={t.band}
                      tabIndex={tabIndexOf(t.index)}
                      className={`${styles.tile} ${styles.band[t.band]}`}
                      style={label.fontSize ? { fontSize: label.fontSize } : undefined}
                      aria-label={T.tileName(name, change, companyName)}
                      aria-describedby={activeTile === t ? ids.tooltip : undefined}
                      onClick={(event) => {
                        if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey)
                          return;
                        onSelect?.(name, event);
                      }}
                    >
                      {label.level !== 'none' && <span className={styles.tileSymbol}>{name}</span>}
                      {label.level === 'full' && (
                        <>
                          {' '}
                          <span className={styles.tileChange}>{change}</span>
                        </>
                      )}
                    </a>
                  </li>
                );
              })}
            </ul>
          </div>
        ))}
        {activeTile && (
          <HeatmapTooltip
            id={ids.tooltip}
            entry={activeTile.entry}
            placement={tooltipPosition(activeTile, { width, height }, HEATMAP_TOOLTIP_PX)}
          />
        )}
      </div>
    );

  // While loading or drawn the plot has the map's height: given, or from its width once measured,
  // else (server-rendered HTML, before the first layout) the same rule in CSS. A message (error,
  // no data) takes the height it needs.
  const measured = heightProp !== undefined || width > 0;
  let plotClass = styles.plot;
  if ((loading || drawn) && !measured) plotClass = `${styles.plot} ${styles.plotUnmeasured}`;
  const plotStyle = (loading || drawn) && measured ? { height } : undefined;
  const excluded = data?.excluded ?? [];
  const metaText = [data?.asOf && T.asOf(data.asOf), data?.source && T.source(data.source)].filter(Boolean).join(' · ');
  return (
    <section className={className ? `${styles.root} ${className}` : styles.root} aria-labelledby={ids.title}>
      <div className={styles.header}>
        <Heading id={ids.title} className={styles.title}>
          {title}
        </Heading>
        <div className={styles.toolbar}>
          <SelectField
            id={ids.market}
            className={styles.toolbarField}
            label={T.market}
            options={HEATMAP_MARKETS}
            value={market}
            onChange={(next) => {
              if (isHeatmapMarket(next)) setMarket(next);
            }}
          />
          <SelectField
            id={ids.sector}
            className={styles.toolbarField}
            label={T.sector}
            options={[{ value: '', label: T.allSectors }, ...sectors.map((s) => ({ value: s, label: s }))]}
            value={sector ?? ''}
            disabled={sectors.length < 2}
            onChange={(next) => setZoom(next || null)}
          />
          <Button variant="secondary" onClick={reset}>
            {T.reset}
          </Button>
        </div>
      </div>
      {/* Always mounted, so its width is known before the data arrives; while loading it already has
          the map's height and the hint and legend are there, so the tiles replace the loading message
          without pushing what follows down (issue 27 item 3: CLS 0.24 on /befektetesek at 390 px). */}
      <div ref={plotRef} className={plotClass} style={plotStyle}>
        {content}
      </div>
      {(loading || drawn) && (
        <>
          <p id={ids.hint} className={styles.hint}>
            {T.hint}
          </p>
          <HeatmapLegend />
        </>
      )}
      {/* The data's date and source under the map, as a figure's caption: it arrives with the data
          and takes one to three lines by the width, which above the map moved the map down
          (issue 27 item 3); here only what follows the map moves, mostly out of view. */}
      {metaText && <p className={styles.meta}>{metaText}</p>}
      {excluded.length > 0 && (
        <details className={styles.excluded}>
          <summary className={styles.excludedSummary}>{T.excluded(excluded.length)}</summary>
          {(Object.keys(HEATMAP_EXCLUSION_LABELS) as (keyof typeof HEATMAP_EXCLUSION_LABELS)[]).map((reason) => {
            const symbols = excluded.filter((x) => x.reason === reason).map((x) => x.symbol);
            return symbols.length > 0 ? (
              <p key={reason} className={styles.excludedText}>
                {HEATMAP_EXCLUSION_LABELS[reason]}: {symbols.join(', ')}
              </p>
            ) : null;
          })}
        </details>
      )}
    </section>
  );
}
