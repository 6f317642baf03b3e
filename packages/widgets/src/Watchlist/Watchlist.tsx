import type { MarketRow } from '@penzugy/market-data';
import { useEffect, useId, useRef } from 'react';
import { Button } from '../Button';
import { Card, type CardHeadingLevel } from '../Card';
import { defaultStockHref } from '../Heatmap';
import {
  CATALOGUE_STOCK_OPTIONS,
  ChangeValue,
  DataState,
  formatPoints,
  formatPrice,
  formatSignedFraction,
} from '../market-kit';
import { latestAsOf } from '../MarketTable';
import { VisuallyHidden } from '../VisuallyHidden';
import { WATCHLIST_STRINGS as T } from './strings';
import * as styles from './Watchlist.css';
import { elementById } from '../dom';
import { safeHref } from '../safe-href';
import type { SelectOption } from '../SelectMenu';
import { WatchlistAdd } from './WatchlistAdd';

/** A listed symbol's latest quote; an index (`kind: 'index'`) shows its level in points, not a price. */
export type WatchlistQuote = MarketRow & { kind?: 'stock' | 'index' | undefined };

/** A watchlist entry (docs/product.md#watchlist: name only, stored at users/{uid}/watchlist/{name}). */
export interface WatchlistItem {
  name: string;
}

/** The login page (docs/product.md#dashboard: the prompt links /login). */
export const DEFAULT_LOGIN_HREF = '/login';

export interface WatchlistProps {
  /** The signed-in visitor's list; `undefined` while it loads. Ignored when signed out. */
  items: readonly WatchlistItem[] | undefined;
  /** Whether a visitor is signed in; signed out, the widget asks them to sign in (docs/product.md#watchlist). */
  signedIn: boolean;
  /** The login page. @default '/login' */
  loginHref?: string | undefined;
  /** Called by an item's remove button; without it the list has no remove buttons. */
  onRemove?: ((name: string) => void) | undefined;
  /** Called by an item's move buttons (-1 up, 1 down); without it the list has none. */
  onMove?: ((name: string, step: -1 | 1) => void) | undefined;
  /**
   * Adds a symbol picked from `addOptions` (the watchlist page); with it, the list starts with a
   * picker and a 'Hozzáadás' button.
   */
  onAdd?: ((name: string) => void | Promise<void>) | undefined;
  /** The stocks `onAdd` offers, `{ value: symbol, label }`. @default the stock catalogue (as the portfolio optimiser's) */
  addOptions?: readonly SelectOption[] | undefined;
  /** The latest quote per name, to show price and change. */
  quotes?: Readonly<Record<string, WatchlistQuote | undefined>> | undefined;
  /**
   * Who publishes the quotes' prices (the market service's price source). With quotes, the list
   * ends with their date and this source: 'Záróár: 2025. december 31. · Forrás: …'.
   */
  source?: string | undefined;
  /** The address of an item's stock screen. @default `/stocks/${encodeURIComponent(name)}` */
  hrefFor?: ((name: string) => string) | undefined;
  /** Title. @default 'Figyelőlista' */
  title?: string | undefined;
  /** Heading element of the title. @default 'h3' */
  as?: CardHeadingLevel | undefined;
  /** A load failure in Hungarian; shown with a retry button when `onRetry` is given. */
  error?: string | null | undefined;
  /** Called by the retry button. */
  onRetry?: (() => void) | undefined;
  /** Extra class names for the root element. */
  className?: string | undefined;
}

/**
 * The dashboard's watchlist (docs/product.md#watchlist). Signed out it asks the visitor to sign in, with a
 * link to the login page; signed in it shows a spinner while the list loads, a helpful empty state,
 * or the list: each item links to its stock screen, shows price and daily change when a quote is
 * given, and has a remove button named after the stock (and, with `onMove`, move-up and move-down
 * buttons, also named after it). After a removal, focus moves to the next item's remove button (or
 * the title), and after a move it stays on the button at the item's new place, so keyboard users
 * are not dropped at the top of the page.
 * Storage is the host's (Firestore on the site): the widget only renders and reports.
 */
export function Watchlist({
  items,
  signedIn,
  loginHref = DEFAULT_LOGIN_HREF,
  onRemove,
  onMove,
  onAdd,
  addOptions = CATALOGUE_STOCK_OPTIONS,
  quotes,
  source,
  hrefFor = defaultStockHref,
  title = T.title,
  as = 'h3',
  error,
  onRetry,
  className,
}: WatchlistProps) {
  const titleId = useId();
  const listRef = useRef<HTMLUListElement>(null);
  /** Index of the item just removed; focus goes to its successor once the host drops it. */
  const removed = useRef<{ at: number; name: string } | null>(null);
  /** The button just used to move an item; it keeps the focus at the item's new place. */
  const moved = useRef<{ name: string; step: -1 | 1 } | null>(null);

  useEffect(() => {
    const move = moved.current;
    if (move && items) {
      moved.current = null;
      listRef.current
        ?.querySelector<HTMLButtonElement>(`button[data-move="${move.step}"][data-name="${CSS.escape(move.name)}"]`)
        ?.focus();
    }
    // The host may re-render with the item still listed (its store answers in steps): wait until it is gone.
    const gone = removed.current;
    if (gone === null || !items || items.some((i) => i.name === gone.name)) return;
    removed.current = null;
    const at = gone.at;
    const buttons = listRef.current?.querySelectorAll<HTMLButtonElement>('button[data-remove]') ?? [];
    const next = buttons[Math.min(at, buttons.length - 1)];
    if (next) next.focus();
    else elementById(titleId, listRef.current)?.focus();
  }, [items, titleId]);

  const moveButton = (name: string, index: number, count: number, step: -1 | 1) => {
    // At either end the button stays focusable (aria-disabled): a disabled one would drop the focus.
    const atEnd = step === -1 ? index === 0 : index === count - 1;
    return (
      <Button
        variant="ghost"
        size="sm"
        data-move={step}
        data-name={name}
        aria-disabled={atEnd || undefined}
        onClick={() => {
          if (atEnd || !onMove) return;
          moved.current = { name, step };
          onMove(name, step);
        }}
      >
        <span aria-hidden="true" className={styles.removeIcon}>
          {step === -1 ? '↑' : '↓'}
        </span>
        <VisuallyHidden>{step === -1 ? T.moveUp(name) : T.moveDown(name)}</VisuallyHidden>
      </Button>
    );
  };

  let body;
  if (!signedIn) {
    body = (
      <div className={styles.prompt}>
        <p className={styles.text}>{T.signInPrompt}</p>
        <a className={styles.inlineLink} href={safeHref(loginHref)}>
          {T.signIn}
        </a>
      </div>
    );
  } else if (error) body = <DataState state="error" message={error} onRetry={onRetry} />;
  else if (!items) body = <DataState state="loading" message={T.loading} />;
  else if (items.length === 0) {
    body = (
      <DataState state="empty" message={T.empty}>
        <p className={styles.muted}>{onAdd ? T.emptyHintWithAdd : T.emptyHint}</p>
      </DataState>
    );
  } else {
    // The quotes' trading day (issue 28: every figure shows its age).
    const asOf = latestAsOf(items.flatMap((i) => quotes?.[i.name] ?? []));
    body = (
      <>
        <ul ref={listRef} className={styles.list} aria-labelledby={titleId}>
          {items.map(({ name }, index) => {
            const quote = quotes?.[name];
            return (
              <li key={name} className={onMove ? `${styles.item} ${styles.movable}` : styles.item}>
                <a className={styles.link} href={safeHref(hrefFor(name))}>
                  <span className={styles.symbol}>{name}</span>{' '}
                  {quote?.name && quote.name !== name && <span className={styles.company}>{quote.name}</span>}
                </a>
                <span className={styles.quote}>
                  {quote ? (
                    <>
                      <span className={styles.price}>
                        {quote.kind === 'index' ? formatPoints(quote.value) : formatPrice(quote.value, quote.currency)}
                      </span>
                      <ChangeValue value={quote.percentage * 100} text={formatSignedFraction(quote.percentage)} />
                    </>
                  ) : (
                    <span className={styles.muted}>{T.noQuote}</span>
                  )}
                </span>
                {onMove && (
                  <span className={styles.moves}>
                    {moveButton(name, index, items.length, -1)}
                    {moveButton(name, index, items.length, 1)}
                  </span>
                )}
                {onRemove ? (
                  <Button
                    variant="ghost"
                    size="sm"
                    data-remove=""
                    onClick={() => {
                      removed.current = { at: index, name };
                      onRemove(name);
                    }}
                  >
                    <span aria-hidden="true" className={styles.removeIcon}>
                      ✕
                    </span>
                    <VisuallyHidden>{T.remove(name)}</VisuallyHidden>
                  </Button>
                ) : (
                  <span />
                )}
              </li>
            );
          })}
        </ul>
        {asOf && (
          <p className={styles.asOf}>
            {T.asOf(asOf)}
            {source && ` · ${T.source(source)}`}
          </p>
        )}
      </>
    );
  }

  return (
    <Card
      title={
        <span id={titleId} tabIndex={-1} className={styles.heading}>
          {title}
        </span>
      }
      as={as}
      description={signedIn && items && items.length > 0 ? T.count(items.length) : undefined}
      className={className}
    >
      {signedIn && !error && items && onAdd && (
        <WatchlistAdd options={addOptions} listed={items.map((i) => i.name)} onAdd={onAdd} />
      )}
      {body}
    </Card>
  );
}
