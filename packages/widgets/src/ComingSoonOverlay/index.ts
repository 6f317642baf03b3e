export { ComingSoonOverlay } from './ComingSoonOverlay';
export type { ComingSoonOverlayProps } from './ComingSoonOverlay';
export { COMING_SOON_STRINGS } from './strings';
