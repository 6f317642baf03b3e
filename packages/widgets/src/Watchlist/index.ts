'use client';
// Published as `@penzugy/widgets/watchlist` (package.json "exports"): a client entry of its own, so a
// React Server Components app that renders only this bundles only this (issue 26).
export { Watchlist, DEFAULT_LOGIN_HREF } from './Watchlist';
export type { WatchlistItem, WatchlistProps, WatchlistQuote } from './Watchlist';
export { WatchlistButton } from './WatchlistButton';
export type { WatchlistButtonProps } from './WatchlistButton';
export { WATCHLIST_STRINGS } from './strings';
