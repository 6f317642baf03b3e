export { Watchlist, DEFAULT_LOGIN_HREF } from './Watchlist';
export type { WatchlistItem, WatchlistProps, WatchlistQuote } from './Watchlist';
export { WatchlistButton } from './WatchlistButton';
export type { WatchlistButtonProps } from './WatchlistButton';
export { WATCHLIST_STRINGS } from './strings';
